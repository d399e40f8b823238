import { describe, expect, it } from 'vitest';
import { vatBreakdown } from './vatBreakdown';

describe('vatBreakdown', () => {
  it('splits gross per rate with integer rounding half up', () => {
    const lines = vatBreakdown([
      { quantity: 2, unitPrice: 890, taxRate: 19 },
      { quantity: 1, unitPrice: 350, taxRate: 19 },
      { quantity: 1, unitPrice: 550, taxRate: 7 },
    ]);
    // 2130 gross at 19 %: 2130 × 1900 / 11900 = 340.08… → 340; 550 at 7 %: 35.98… → 36
    expect(lines).toEqual([
      { rate: 19, gross: 2130, tax: 340, net: 1790 },
      { rate: 7, gross: 550, tax: 36, net: 514 },
    ]);
  });

  it('keeps fractional rates and items without a rate', () => {
    const lines = vatBreakdown([{ quantity: 3, unitPrice: 100, taxRate: 5.5 }, { quantity: 1, unitPrice: 200 }]);
    expect(lines).toEqual([{ rate: 5.5, gross: 300, tax: 16, net: 284 }, { rate: 0, gross: 200, tax: 0, net: 200 }]);
  });
});

describe('localTime', () => {
  it('shows the venue zone: +120 minutes in Berlin summer, +60 in winter', async () => {
    const { localTime } = await import('./receiptText');
    expect(localTime('2026-07-01T10:05:00Z', 'Europe/Berlin')).toBe('01.07.2026 12:05');
    expect(localTime('2026-01-01T10:05:00Z', 'Europe/Berlin')).toBe('01.01.2026 11:05');
    expect(localTime('2026-01-01T10:05:00Z', 'Not/AZone')).toBe('01.01.2026 11:05');
  });
});
