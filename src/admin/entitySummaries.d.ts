declare module 'virtual:entity-summaries' {
  import type { EntityDef } from '../../schemas/_meta';
  /** Every entity's declaration without its properties (src/admin/build/entitySummaries.ts). */
  const summaries: EntityDef[];
  export default summaries;
}

declare module 'virtual:entity-details' {
  /** The rest of every declaration by $id: properties, required, search, uniqueness, actions (less the server's own parts). */
  const details: Record<string, Record<string, unknown>>;
  export default details;
}
