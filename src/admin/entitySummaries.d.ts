declare module 'virtual:entity-summaries' {
  import type { EntityDef } from '../../schemas/_meta';
  /** Every entity's declaration without its properties (src/admin/build/entitySummaries.ts). */
  const summaries: EntityDef[];
  export default summaries;
}
