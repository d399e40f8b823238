import { catalogueReady } from './loadI18nProvider';

/**
 * A lazy page's module once its texts (parts of src/admin/build/catalogueParts.ts: the page's
 * own, and those of the entities whose field labels it shows) have loaded too.
 */
export function withTexts<M>(parts: string | readonly string[], module: Promise<M>): Promise<M> {
  return Promise.all([module, ...[parts].flat().map(catalogueReady)]).then(([loaded]) => loaded as M);
}
