import { describe, expect, it } from 'vitest';
import { formatDate } from './formatDate';
import { formatDateTime } from './formatDateTime';
import { formatTime } from './formatTime';
import { isMistakableZone } from './isMistakableZone';
import { zoneName } from './zoneName';

const WINTER = '2026-11-27T04:39:07Z';
const SUMMER = '2026-07-01T22:30:00Z';
const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatDateTime: one format per language, on the venue clock', () => {
  it('day in the language order, a space, 24-hour time', () => {
    const at = { named: false } as const;
    expect(formatDateTime(WINTER, 'de', 'Europe/Berlin', at)).toBe('27.11.2026 05:39');
    expect(formatDateTime(WINTER, 'en', 'Europe/Berlin', at)).toBe('27/11/2026 05:39');
    expect(formatDateTime(WINTER, 'fr', 'Europe/Berlin', at)).toBe('27/11/2026 05:39');
    expect(formatDateTime(WINTER, 'de', 'Europe/Berlin', { named: false, seconds: true })).toBe('27.11.2026 05:39:07');
  });

  it('follows daylight saving: +1 h in winter, +2 h in summer, the day turning at local midnight', () => {
    expect(formatDateTime(SUMMER, 'de', 'Europe/Berlin', { named: false })).toBe('02.07.2026 00:30');
    expect(formatDateTime(SUMMER, 'de', 'Atlantic/Reykjavik', { named: false })).toBe('01.07.2026 22:30');
    expect(formatDateTime(SUMMER, 'en', 'America/New_York', { named: false })).toBe('01/07/2026 18:30');
    // the night Berlin leaves summer time: 00:30 UTC is 02:30 summer time, 01:30 UTC 02:30 winter time
    expect(formatDateTime('2026-10-25T00:30:00Z', 'de', 'Europe/Berlin', { named: true })).toBe('25.10.2026 02:30 MESZ');
    expect(formatDateTime('2026-10-25T01:30:00Z', 'de', 'Europe/Berlin', { named: true })).toBe('25.10.2026 02:30 MEZ');
  });

  it('names the zone where the reader clock differs, in the reader language', () => {
    expect(formatDateTime(WINTER, 'de', 'Europe/Berlin', { readerZone: 'UTC' })).toBe('27.11.2026 05:39 MEZ');
    expect(formatDateTime(WINTER, 'en', 'Europe/Berlin', { readerZone: 'UTC' })).toBe('27/11/2026 05:39 CET');
    expect(formatDateTime(WINTER, 'de', 'Europe/Berlin', { readerZone: 'Europe/Paris' })).toBe('27.11.2026 05:39');
    expect(nbsp(formatDateTime(WINTER, 'fr', 'America/New_York', { readerZone: 'Europe/Paris' }))).toBe('26/11/2026 23:39 UTC−5');
  });

  it('nothing for a missing or unreadable value', () => {
    expect(formatDateTime(undefined, 'de', 'Europe/Berlin')).toBe('');
    expect(formatDateTime('nonsense', 'de', 'Europe/Berlin')).toBe('');
  });
});

describe('formatDate and formatTime', () => {
  it('a calendar day stays that day; an instant is its day on the zone clock', () => {
    expect(formatDate('2026-11-27', 'de', 'America/New_York')).toBe('27.11.2026');
    expect(formatDate('2026-11-27', 'en', 'Pacific/Kiritimati')).toBe('27/11/2026');
    expect(formatDate(SUMMER, 'fr', 'Europe/Berlin')).toBe('02/07/2026');
    expect(formatDate(SUMMER, 'de', 'America/New_York')).toBe('01.07.2026');
    expect(formatDate('', 'de', 'Europe/Berlin')).toBe('');
  });

  it('a time on 24 hours in every language', () => {
    expect(formatTime('2026-11-27T15:04:00Z', 'en', 'Europe/Berlin', { named: false })).toBe('16:04');
    expect(formatTime('2026-11-27T15:04:00Z', 'fr', 'Europe/Berlin', { readerZone: 'Europe/Berlin' })).toBe('16:04');
    expect(formatTime('2026-11-27T15:04:00Z', 'de', 'Europe/Berlin', { readerZone: 'UTC' })).toBe('16:04 MEZ');
  });
});

describe('zone names', () => {
  it('short, in the reader language, changing with daylight saving', () => {
    expect(zoneName('Europe/Berlin', 'de', new Date(SUMMER))).toBe('MESZ');
    expect(zoneName('Europe/Berlin', 'en', new Date(SUMMER))).toBe('CEST');
    expect(zoneName('Europe/Berlin', 'en', new Date(WINTER))).toBe('CET');
  });

  it('mistakable only when the clocks differ at that instant', () => {
    expect(isMistakableZone('Europe/Berlin', new Date(WINTER), 'Europe/Paris')).toBe(false);
    expect(isMistakableZone('Europe/Berlin', new Date(WINTER), 'UTC')).toBe(true);
    // London and Reykjavik agree in winter, not in summer
    expect(isMistakableZone('Europe/London', new Date(WINTER), 'Atlantic/Reykjavik')).toBe(false);
    expect(isMistakableZone('Europe/London', new Date(SUMMER), 'Atlantic/Reykjavik')).toBe(true);
  });
});
