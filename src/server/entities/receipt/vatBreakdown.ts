/** One VAT rate of a receipt: gross of the items at that rate, the tax in it and the net, all minor units. */
export interface VatLine {
  /** percent as stored on the item (19, 7, 5.5) */
  rate: number;
  gross: number;
  tax: number;
  net: number;
}

/**
 * VAT per rate from gross item prices, in integers only: the rate becomes basis points and the tax
 * in a gross amount is gross × bp / (10000 + bp), rounded half up by integer division, so the
 * breakdown adds up to the cent the way a till prints it (per rate, not per item).
 */
export function vatBreakdown(items: readonly { quantity: number; unitPrice: number; taxRate?: number }[]): VatLine[] {
  const byRate = new Map<number, number>();
  for (const i of items) {
    const bp = Math.round((i.taxRate ?? 0) * 100);
    byRate.set(bp, (byRate.get(bp) ?? 0) + i.quantity * i.unitPrice);
  }
  return [...byRate.entries()].sort((a, b) => b[0] - a[0]).map(([bp, gross]) => {
    const divisor = 10000 + bp;
    const tax = Math.floor((2 * gross * bp + divisor) / (2 * divisor));
    return { rate: bp / 100, gross, tax, net: gross - tax };
  });
}
