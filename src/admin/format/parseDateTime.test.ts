import { describe, expect, it } from 'vitest';
import { formatDateTime } from './formatDateTime';
import { parseDateTime } from './parseDateTime';

describe('parseDateTime: typed text on the venue clock', () => {
  it('reads what every language shows, and ISO', () => {
    expect(parseDateTime('27.11.2026 05:39', 'Europe/Berlin')).toBe('2026-11-27T04:39:00.000Z');
    expect(parseDateTime('27/11/2026, 05:39', 'Europe/Berlin')).toBe('2026-11-27T04:39:00.000Z');
    expect(parseDateTime('27/11/2026 05:39:07 MEZ', 'Europe/Berlin')).toBe('2026-11-27T04:39:07.000Z');
    expect(parseDateTime('1.7.2026 9:05', 'Europe/Berlin')).toBe('2026-07-01T07:05:00.000Z');
    expect(parseDateTime('2026-07-01T09:05', 'America/New_York')).toBe('2026-07-01T13:05:00.000Z');
  });

  it('round-trips with formatDateTime in de, en and fr, across daylight saving', () => {
    for (const iso of ['2026-03-29T00:30:00.000Z', '2026-03-29T01:30:00.000Z', '2026-10-25T01:30:00.000Z', '2026-12-31T23:59:00.000Z']) {
      for (const locale of ['de', 'en', 'fr']) {
        for (const zone of ['Europe/Berlin', 'America/New_York', 'Asia/Kolkata']) {
          expect(parseDateTime(formatDateTime(iso, locale, zone, { named: true }), zone)).toBe(iso);
        }
      }
    }
  });

  it('nothing for half-typed or impossible text', () => {
    expect(parseDateTime('27.11.2026', 'Europe/Berlin')).toBeNull();
    expect(parseDateTime('27.11.2026 05:3', 'Europe/Berlin')).toBeNull();
    expect(parseDateTime('31.02.2026 10:00', 'Europe/Berlin')).toBeNull();
    expect(parseDateTime('27.11.2026 24:00', 'Europe/Berlin')).toBeNull();
    expect(parseDateTime(null, 'Europe/Berlin')).toBeNull();
  });
});
