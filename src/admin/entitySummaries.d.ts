declare module 'virtual:entity-summaries' {
  import type { EntityDef } from '../../schemas/_meta';
  /** Every entity's declaration without its properties (src/admin/build/entitySummaries.ts). */
  const summaries: EntityDef[];
  export default summaries;
}

declare module 'virtual:entity-details' {
  /** Per $id, a loader of the rest of its declaration: properties, required, search, uniqueness, actions (less the server's own parts). */
  export const loaders: Record<string, () => Promise<{ default: Record<string, unknown> }>>;
  /** Per $id, the entities its properties reference (`x-ref`). */
  export const refs: Record<string, string[]>;
}

declare module 'virtual:catalogue/*' {
  import type { TranslationMessages } from 'react-admin';
  /** A language's catalogue without the entities' own texts (src/admin/build/catalogueParts.ts). */
  const catalogue: TranslationMessages;
  export default catalogue;
  /** Per entity id, a loader of its own texts (`{ resources: { <id>: ... } }`). */
  export const parts: Record<string, () => Promise<{ default: TranslationMessages }>>;
}
