import { sql, type RawBuilder } from 'kysely';
import { SYSTEM_FIELDS, fieldType, isSystemField, type Entity } from '../../core/registry';
import type { Dialect } from './createDb';

/**
 * The SQL expression that reads a top-level field. Indexes are created on exactly these
 * expressions, so a filter or sort written with them can use the index on both databases.
 */
export function fieldExprSql(entity: Entity, field: string, dialect: Dialect): string {
  if (isSystemField(field)) return `"${SYSTEM_FIELDS[field]}"`;
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(field)) throw new Error(`Bad field name ${field}`);
  if (dialect === 'sqlite') return `json_extract("doc", '$.${field}')`;
  switch (fieldType(entity, field)) {
    case 'number':
    case 'integer':
      return `(("doc"->>'${field}')::double precision)`;
    case 'boolean':
      return `(("doc"->>'${field}')::boolean)`;
    case 'array':
    case 'object':
      return `("doc"->'${field}')`;
    default:
      return `("doc"->>'${field}')`;
  }
}

export function fieldExpr(entity: Entity, field: string, dialect: Dialect): RawBuilder<unknown> {
  return sql.raw(fieldExprSql(entity, field, dialect));
}

/** A JS value as the database compares it with fieldExpr (SQLite has no boolean type). */
export function sqlValue(value: unknown, dialect: Dialect): unknown {
  if (typeof value === 'boolean' && dialect === 'sqlite') return value ? 1 : 0;
  return value;
}
