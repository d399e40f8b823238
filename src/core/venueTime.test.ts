import { describe, expect, it } from 'vitest';
import { dayBoundInZone, dayInZone, formatInZone, zoneOf, zoneOffsetMinutes } from './venueTime';

describe('venue time', () => {
  it('adds 120 minutes in German summer time and 60 in winter (spec "+120 minutes")', () => {
    expect(zoneOffsetMinutes(new Date('2026-07-01T10:00:00Z'), 'Europe/Berlin')).toBe(120);
    expect(zoneOffsetMinutes(new Date('2026-01-15T10:00:00Z'), 'Europe/Berlin')).toBe(60);
    expect(formatInZone('2026-07-01T22:30:00.000Z', 'Europe/Berlin')).toBe('02.07.2026 00:30');
    expect(formatInZone('2026-07-01T22:30:00.000Z', 'Atlantic/Reykjavik')).toBe('01.07.2026 22:30');
  });

  it('turns filter days into the instants they start and end on the venue clock', () => {
    expect(dayBoundInZone('2026-07-02', 'Europe/Berlin')).toBe('2026-07-01T22:00:00.000Z');
    expect(dayBoundInZone('2026-07-02', 'Europe/Berlin', true)).toBe('2026-07-02T21:59:59.999Z');
    // the night summer time starts: the day is 23 hours long
    expect(dayBoundInZone('2026-03-29', 'Europe/Berlin')).toBe('2026-03-28T23:00:00.000Z');
    expect(dayBoundInZone('2026-03-29', 'Europe/Berlin', true)).toBe('2026-03-29T21:59:59.999Z');
    expect(dayInZone('2026-07-01T22:00:00.000Z', 'Europe/Berlin')).toBe('2026-07-02');
  });

  it('falls back to Europe/Berlin for a zone the browser does not know', () => {
    expect(zoneOf('Mars/Olympus')).toBe('Europe/Berlin');
    expect(zoneOf(undefined)).toBe('Europe/Berlin');
    expect(zoneOf('Europe/Zurich')).toBe('Europe/Zurich');
  });
});
