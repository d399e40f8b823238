import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm start` and `npm test` on an unsupported Node stop before anything is built, with one line
 * naming the version found and the versions supported. Run under a real Node 20 (the official
 * binary from the npm registry via scripts/node-runtime.sh, or the machine's own when it is 20).
 */
const root = path.resolve(__dirname, '..');
const check = path.join(root, 'scripts/check-node.cjs');
const oneLine = /^Node 20\.\d+\.\d+ is not supported: use Node 22 or 24 \(.*\)\n$/;
let node20Bin = '';

beforeAll(() => {
  const res = spawnSync('bash', [path.join(root, 'scripts/node-runtime.sh'), '20'], { encoding: 'utf8' });
  expect(res.status, res.stderr).toBe(0);
  node20Bin = res.stdout.trim();
  const version = spawnSync(path.join(node20Bin, 'node'), ['--version'], { encoding: 'utf8' }).stdout.trim();
  expect(version).toMatch(/^v20\./);
}, 300_000);

describe('Node version preflight', () => {
  it('refuses Node 20 with exit code 1 and exactly one line', () => {
    const res = spawnSync(path.join(node20Bin, 'node'), [check], { encoding: 'utf8' });
    expect(res.status).toBe(1);
    expect(res.stdout).toBe('');
    expect(res.stderr).toMatch(oneLine);
  });

  it.each(['start', 'test'])('`npm %s` under Node 20 stops at the check, before building or testing', (script) => {
    const res = spawnSync('npm', [script], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, PATH: `${node20Bin}${path.delimiter}${process.env.PATH}` },
      timeout: 120_000,
    });
    expect(res.status).not.toBe(0);
    const lines = `${res.stdout}\n${res.stderr}`.split('\n');
    expect(lines.filter((l) => /^Node 20\.\d+\.\d+ is not supported: use Node 22 or 24/.test(l))).toHaveLength(1);
    // The next step of the script never ran: no bundler, no test runner output.
    expect(res.stdout + res.stderr).not.toMatch(/vite|building|vitest|▶/i);
  }, 120_000);

  it('lets the running Node (22 or 24) pass silently', () => {
    expect([22, 24]).toContain(Number(process.versions.node.split('.')[0]));
    const res = spawnSync(process.execPath, [check], { encoding: 'utf8' });
    expect(res.status).toBe(0);
    expect(res.stdout + res.stderr).toBe('');
  });

  it('names the same versions as package.json engines and runs before start, serve and test', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
    expect(pkg.engines.node).toBe('^22 || ^24');
    for (const s of ['prestart', 'preserve', 'pretest']) expect(pkg.scripts[s]).toBe('node scripts/check-node.cjs');
  });
});
