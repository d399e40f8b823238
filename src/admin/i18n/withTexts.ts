import { catalogueReady } from './loadI18nProvider';

/** A lazy page's module once its texts (a part of src/admin/build/catalogueParts.ts) have loaded too. */
export function withTexts<M>(part: string, module: Promise<M>): Promise<M> {
  return Promise.all([module, catalogueReady(part)]).then(([loaded]) => loaded);
}
