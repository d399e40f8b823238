import { parseMinor } from '../../../core/money';

/**
 * The provision of a month: `rate` percent of `revenue` (minor units), rounded half-up to a cent,
 * plus the fixed rate (a euro price on the venue) once per order. Integer arithmetic only: the
 * rate is read as basis points (5.25 % → 525) and the product is a BigInt, so a revenue of any
 * size is exact.
 */
export function provisionAmount(revenue: number, orderCount: number, rate: unknown, fixedRate: unknown): number {
  const basisPoints = BigInt(Math.max(0, parseMinor(rate) ?? 0));
  const percentPart = (BigInt(revenue) * basisPoints + 5000n) / 10000n;
  const fixed = BigInt(Math.max(0, parseMinor(fixedRate) ?? 0)) * BigInt(orderCount);
  return Number(percentPart + fixed);
}
