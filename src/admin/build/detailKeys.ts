/**
 * The parts of a declaration the summary leaves out (the admin loads them per entity, with the
 * screens that show it). `x-sample` (demo data) and `x-index` (database indexes) are the server's
 * alone and never reach the admin.
 */
export const DETAIL_KEYS = ['properties', 'required', 'x-search', 'x-unique', 'x-actions', 'x-simple', 'x-sort'] as const;
