/** The month before the current one, YYYY-MM: what is billed (the billing screens' default period). */
export function previousMonth(now = new Date()): string {
  const p = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return `${p.getUTCFullYear()}-${String(p.getUTCMonth() + 1).padStart(2, '0')}`;
}
