import { isSystemField, SYSTEM_FIELDS, type Entity } from '../../core/registry';

/**
 * The fields of the unique index a failed write hit, or null if the error is something else.
 * Uniqueness lives in the database (partial unique indexes), so concurrent creates cannot both win.
 */
export function uniqueViolation(entity: Entity, err: unknown): string[] | null {
  const e = err as { code?: string; message?: string; constraint?: string };
  const isUnique = e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === '23505';
  if (!isUnique) return null;
  const name = e.constraint ?? /index '([^']+)'/.exec(e.message ?? '')?.[1] ?? '';
  // SQLite names the columns instead of the index when it is on plain columns (a customer group).
  const columns = /UNIQUE constraint failed: ([\w., ]+)$/.exec(e.message ?? '')?.[1].split(', ').map((c) => c.split('.').pop()).join();
  for (const entry of entity.def['x-unique'] ?? []) {
    const fields = typeof entry === 'string' ? [entry] : [...entry];
    const asColumns = fields.map((f) => (isSystemField(f) ? SYSTEM_FIELDS[f] : f)).join();
    if (name === `ux_${entity.table}_${fields.join('_')}`.slice(0, 63) || columns === asColumns) {
      const shown = fields.filter((f) => f !== 'venue' && f !== 'customerGroup');
      return shown.length ? shown : fields;
    }
  }
  return ['_id'];
}
