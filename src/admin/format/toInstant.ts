/** A Date of an ISO text, epoch milliseconds or Date; null for anything unreadable or empty. */
export function toInstant(value: unknown): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : typeof value === 'string' || typeof value === 'number' ? new Date(value) : null;
  return d && !Number.isNaN(d.getTime()) ? d : null;
}
