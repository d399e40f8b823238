import fs from 'node:fs';
import { pathToFileURL } from 'node:url';

/**
 * A TypeScript module read by the build (a schema, a catalogue part list), imported again once
 * the file changed: the query carries its modification time, so the dev server sees an edit and
 * the build plugins share one evaluation per state of the file.
 */
export async function importFresh<T>(file: string): Promise<T> {
  const { tsImport } = await import('tsx/esm/api');
  return (await tsImport(`${pathToFileURL(file).href}?t=${fs.statSync(file).mtimeMs}`, import.meta.url)) as T;
}
