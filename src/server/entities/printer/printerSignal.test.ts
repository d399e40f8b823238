import { describe, expect, it } from 'vitest';
import { printerSignal } from './printerSignal';

describe('printerSignal', () => {
  const now = Date.parse('2026-11-21T12:00:00Z');
  it.each([
    ['2026-11-21T11:59:30Z', true, 0],
    ['2026-11-21T11:55:00Z', true, 5],
    ['2026-11-21T11:54:59Z', false, 5],
    ['2026-11-20T12:00:00Z', false, 1440],
  ])('heartbeat %s → online %s, %i minutes ago', (hb, online, minutes) => {
    expect(printerSignal(hb, now)).toEqual({ isOnline: online, date: hb, minutesAgo: minutes });
  });
  it('never reported → offline', () => {
    expect(printerSignal(undefined, now)).toEqual({ isOnline: false, date: null, minutesAgo: null });
  });
});
