import { describe, expect, it } from 'vitest';
import { bucketOf, bucketsOf, MAX_PERIOD_DAYS, salesPeriod } from './salesPeriod';

const at = new Date('2026-03-01T00:30:00Z'); // still 28 February in New York, already 1 March in Berlin

describe('salesPeriod', () => {
  it('names periods on the given clock, with the previous period of equal length', () => {
    expect(salesPeriod({ period: 'today' }, 'Europe/Berlin', null, at)).toMatchObject({ from: '2026-03-01', to: '2026-03-01', days: 1, previousFrom: '2026-02-28', previousTo: '2026-02-28' });
    expect(salesPeriod({ period: 'today' }, 'America/New_York', null, at)).toMatchObject({ from: '2026-02-28', to: '2026-02-28' });
    expect(salesPeriod({ period: 'yesterday' }, 'Europe/Berlin', null, at)).toMatchObject({ from: '2026-02-28', to: '2026-02-28' });
    expect(salesPeriod({ period: 'last7' }, 'Europe/Berlin', null, at)).toMatchObject({ from: '2026-02-23', to: '2026-03-01', days: 7, previousFrom: '2026-02-16', previousTo: '2026-02-22' });
    expect(salesPeriod({ period: 'last30' }, 'Europe/Berlin', null, at)).toMatchObject({ from: '2026-01-31', days: 30 });
    expect(salesPeriod({ period: 'thisMonth' }, 'America/New_York', null, at)).toMatchObject({ from: '2026-02-01', to: '2026-02-28', days: 28, previousFrom: '2026-01-04' });
    expect(salesPeriod({ period: 'lastMonth' }, 'Europe/Berlin', null, at)).toMatchObject({ from: '2026-02-01', to: '2026-02-28', previousFrom: '2026-01-04', previousTo: '2026-01-31' });
    expect(salesPeriod({ period: 'thisYear' }, 'Europe/Berlin', null, at)).toMatchObject({ from: '2026-01-01', to: '2026-03-01', days: 60, previousFrom: '2025-11-02' });
    expect(salesPeriod({}, 'Europe/Berlin', null, at)).toBeNull();
    expect(salesPeriod({}, 'Europe/Berlin', 'last30', at)?.days).toBe(30);
    expect(salesPeriod({ from: '2024-02-01T10:00:00Z', to: '2024-02-29' }, 'Europe/Berlin', null, at)).toMatchObject({ period: 'custom', from: '2024-02-01', to: '2024-02-29', days: 29 });
  });

  it('refuses reversed, too long, impossible and half periods with the field that is wrong', () => {
    const code = (q: Record<string, string>) => {
      try {
        salesPeriod(q, 'Europe/Berlin', null, at);
        return null;
      } catch (e: any) {
        return `${e.errors[0].path}:${e.errors[0].code}`;
      }
    };
    expect(code({ from: '2026-02-02', to: '2026-02-01' })).toBe('to:salesPeriodOrder');
    expect(code({ from: '2016-01-01', to: '2026-01-01' })).toBe('to:salesPeriodLength');
    expect(code({ from: '2026-02-29', to: '2026-03-01' })).toBe('from:salesDay');
    expect(code({ period: 'custom', to: '2026-03-01' })).toBe('from:salesPeriodMissing');
    expect(code({ from: '2021-01-01', to: '2025-12-31' })).toBeNull();
    expect(MAX_PERIOD_DAYS).toBeGreaterThanOrEqual(1826);
  });

  it('cuts buckets by day, ISO week (from Monday) and month, inside the period', () => {
    expect(bucketOf('2026-03-01', 'week')).toBe('2026-02-23');
    expect(bucketOf('2026-02-23', 'week')).toBe('2026-02-23');
    expect(bucketOf('2026-02-23', 'month')).toBe('2026-02');
    expect(bucketsOf('2026-02-25', '2026-03-03', 'week')).toEqual([{ bucket: '2026-02-23', from: '2026-02-25', to: '2026-03-01' }, { bucket: '2026-03-02', from: '2026-03-02', to: '2026-03-03' }]);
    expect(bucketsOf('2026-01-30', '2026-03-01', 'month').map((b) => [b.bucket, b.from, b.to])).toEqual([['2026-01', '2026-01-30', '2026-01-31'], ['2026-02', '2026-02-01', '2026-02-28'], ['2026-03', '2026-03-01', '2026-03-01']]);
    expect(bucketsOf('2026-03-28', '2026-03-30', 'day')).toHaveLength(3);
  });
});
