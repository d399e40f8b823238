import type { Entity } from '../../core/registry';
import type { Dialect } from '../db/createDb';
import { indexName } from '../db/syncTables';

/**
 * The (venue, field) index a venue's free-text search can scan instead of the table: SQLite,
 * a search pinned to one venue, one search field that x-index lists on its own. Otherwise null
 * (PostgreSQL reads the binary JSONB field directly, which is cheap enough for a venue's rows).
 */
export function searchIndex(entity: Entity, dialect: Dialect, venue: string | undefined): string | null {
  const fields = entity.def['x-search'] ?? [];
  if (dialect !== 'sqlite' || !venue || fields.length !== 1 || entity.def['x-scope'] !== 'venue') return null;
  if (!(entity.def['x-index'] ?? []).includes(fields[0])) return null;
  return indexName(entity, false, ['venue', fields[0], '_id']);
}
