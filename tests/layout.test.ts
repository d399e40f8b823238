import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSchemas } from '../src/server/registry/loadSchemas';

const root = path.resolve(import.meta.dirname, '..');
const SOURCE = /\.(ts|tsx)$/;
/** The language catalogues are long lists of texts, not code. */
const CATALOGUE = /^src\/admin\/i18n\/.*(De|En|Fr|de|en|fr|German)\.ts$/;

function walk(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((d) => {
    const rel = `${dir}/${d.name}`;
    return d.isDirectory() ? walk(rel) : [rel];
  });
}

// The layout README.md describes, kept true as entities are added.
describe('layout', () => {
  it('keeps mechanism folders free of entity names: an entity lives in its homes', async () => {
    const ids = [...(await loadSchemas()).keys()].map((id) => id.toLowerCase());
    const named = (name: string) => ids.some((id) => [id, `${id}s`].includes(name.toLowerCase()));
    for (const top of ['src/server', 'src/admin', 'src/core']) {
      const folders = walk(top).map((f) => path.dirname(f)).filter((d) => d !== top && !d.startsWith('src/server/entities'));
      const offenders = [...new Set(folders)].filter((d) => d.slice(top.length + 1).split('/').some(named));
      expect(offenders, top).toEqual([]);
    }
  });

  it('has no source file over 400 lines outside the language catalogues', () => {
    const files = ['src', 'resources', 'schemas', 'tests', 'scripts', 'bench'].flatMap(walk).filter((f) => SOURCE.test(f) && !CATALOGUE.test(f));
    expect(files.length).toBeGreaterThan(300);
    const long = files.map((f) => [f, fs.readFileSync(path.join(root, f), 'utf8').split('\n').length] as const).filter(([, n]) => n > 400);
    expect(long).toEqual([]);
  });
});
