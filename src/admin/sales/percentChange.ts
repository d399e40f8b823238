/**
 * The change of a figure against the previous period in percent, rounded to one place; null when
 * the previous period had nothing (no base to compare with: shown as "new", not as +∞ %).
 */
export function percentChange(now: number, previous: number): number | null {
  if (!previous) return now ? null : 0;
  return Math.round(((now - previous) / Math.abs(previous)) * 1000) / 10;
}
