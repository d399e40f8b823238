import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every file or folder the README (and the architecture document it points at) names in code
 * quotes exists in the repository, so the documents cannot drift into naming files that were
 * moved, never added, or live outside the repository.
 */
const root = path.resolve(import.meta.dirname, '..');
const TOP = /^(\.ci|bench|openapi|resources|schemas|scripts|src|tests)\//;
const FILE = /^[\w.<>-]+\.(ts|tsx|md|json|js|cjs|sh|html)$/;
const SKIP = new Set(['node_modules', 'dist', 'data', '.git', 'test-results', 'playwright-report']);

function walk(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((d) => {
    if (SKIP.has(d.name)) return [];
    const rel = dir ? `${dir}/${d.name}` : d.name;
    return d.isDirectory() ? [`${rel}/`, ...walk(rel)] : [rel];
  });
}
const files = walk('');

/** `<id>`, `<area>` and `*` stand for any name part, `{En,De,Fr}` for one of the listed. */
function matcher(named: string): RegExp {
  const escaped = named.replace(/[.+?^$()|[\]\\]/g, '\\$&')
    .replace(/<[^>]+>|\*/g, '[^/]+')
    .replace(/\{([^}]+)\}/g, (_, alts: string) => `(${alts.split(',').join('|')})`);
  return new RegExp(`^${escaped}${named.endsWith('/') ? '' : '/?'}$`);
}

/** What a document names as a file of this repository: a path under a top folder or a file name. */
function namedPaths(doc: string): string[] {
  const text = fs.readFileSync(path.join(root, doc), 'utf8');
  const quoted = [...text.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]);
  return [...new Set(quoted.filter((q) => TOP.test(q) || FILE.test(q)))];
}

describe('documents name only files that exist', () => {
  for (const doc of ['README.md', 'DESIGN.md']) {
    it(`every path ${doc} names exists`, () => {
      const named = namedPaths(doc);
      expect(named.length).toBeGreaterThan(doc === 'README.md' ? 30 : 3);
      const missing = named.filter((n) => {
        const re = matcher(n);
        // A bare file name (`seedSepa.ts`, `<name>.test.ts`) may sit in any folder.
        return !files.some((f) => re.test(f) || (FILE.test(n) && re.test(path.basename(f))));
      });
      expect(missing).toEqual([]);
    });
  }

  it('the check itself catches a path that does not exist', () => {
    expect(files.some((f) => matcher('schemas/<id>.ts').test(f))).toBe(true);
    expect(files.some((f) => matcher('schemas/noSuchEntity.ts').test(f))).toBe(false);
    expect(files.some((f) => matcher('src/admin/i18n/<area>{En,De,Fr}.ts').test(f))).toBe(true);
  });
});
