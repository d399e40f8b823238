import type { Entity } from '../../core/registry';

export interface Row {
  _id: string;
  venue: string | null;
  customer_group: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  doc: unknown;
}

export type Doc = Record<string, any>;
export type ApiRecord = Doc & { _id: string; createdAt: string; updatedAt: string; deletedAt: string | null };

/** PostgreSQL hands JSONB back parsed, SQLite as text. */
export function parseDoc(doc: unknown): Doc {
  return typeof doc === 'string' ? JSON.parse(doc) : (doc as Doc);
}

/** The wire shape of a stored row: the document plus identity and timestamps, hidden fields removed. */
export function rowToRecord(entity: Entity, row: Row): ApiRecord {
  const doc = parseDoc(row.doc);
  for (const h of entity.hidden) delete doc[h];
  return { _id: row._id, ...doc, createdAt: row.created_at, updatedAt: row.updated_at, deletedAt: row.deleted_at };
}

export const ROW_COLUMNS = ['_id', 'venue', 'customer_group', 'created_at', 'updated_at', 'deleted_at', 'doc'] as const;
