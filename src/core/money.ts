/**
 * Booked money is integer minor units (cents). These helpers convert between the text a user
 * types or reads and minor units without float arithmetic: "12,5" → 1250, 1250 → "12.50".
 */

/** "12", "12,5", "12.50", "-3,1" → minor units; null when the text is not an amount with at most two decimals. */
export function parseMinor(text: unknown): number | null {
  if (typeof text === 'number') return Number.isFinite(text) ? Math.round(text * 100) : null;
  if (typeof text !== 'string') return null;
  const m = /^\s*(-?)(\d{1,12})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!m) return null;
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -cents : cents;
}

/** 1250 → "12.50", -5 → "-0.05": the decimal text of an amount (CSV, PDFs, inputs). */
export function minorToDecimal(minor: number, separator = '.'): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(minor));
  return `${sign}${Math.floor(abs / 100)}${separator}${String(abs % 100).padStart(2, '0')}`;
}

/** The sum of integer amounts; throws on a non-integer so a float never sneaks into a total. */
export function sumMinor(amounts: Iterable<number>): number {
  let total = 0;
  for (const a of amounts) {
    if (!Number.isSafeInteger(a)) throw new TypeError(`not an amount in minor units: ${a}`);
    total += a;
  }
  return total;
}
