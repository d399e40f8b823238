import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { isNetworkError, maintenanceBannerVisible, panicBanner } from './banners';

const NOW = new Date(2024, 5, 1, 12, 0).getTime();

describe('panicBanner', () => {
  it('shows the venue and its end while the end is in the future', () => {
    const end = new Date(2024, 5, 1, 18, 30);
    const banner = panicBanner({ name: 'Burger Mitte', panicEndAt: end.toISOString(), timezone: 'America/New_York' }, NOW, 'en');
    expect(banner).toMatchObject({ venue: 'Burger Mitte', remainingMs: 6.5 * 3600_000 });
    // on the venue's clock in the language's format, the zone named unless the reader is in New York too
    expect(banner!.end).toMatch(new RegExp(`^${new Intl.DateTimeFormat('en-GB', { timeZone: 'America/New_York', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(end).replace(',', '')}( GMT-4)?$`));
  });

  it('none without a venue, without an end, or once the end has passed', () => {
    expect(panicBanner(null, NOW)).toBeNull();
    expect(panicBanner({ name: 'A' }, NOW)).toBeNull();
    expect(panicBanner({ name: 'A', panicEndAt: null }, NOW)).toBeNull();
    expect(panicBanner({ name: 'A', panicEndAt: new Date(NOW).toISOString() }, NOW)).toBeNull();
    expect(panicBanner({ name: 'A', panicEndAt: new Date(NOW - 60_000).toISOString() }, NOW)).toBeNull();
    expect(panicBanner({ name: 'A', panicEndAt: 'garbage' }, NOW)).toBeNull();
  });
});

describe('maintenanceBannerVisible', () => {
  it('only on a confirmed active status', () => {
    expect(maintenanceBannerVisible({ active: true })).toBe(true);
    expect(maintenanceBannerVisible({ active: false })).toBe(false);
    expect(maintenanceBannerVisible(undefined)).toBe(false);
    expect(maintenanceBannerVisible(null)).toBe(false);
  });
});

describe('isNetworkError', () => {
  it('tells failed connections from HTTP answers', () => {
    expect(isNetworkError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkError(new DOMException('aborted', 'AbortError'))).toBe(true);
    expect(isNetworkError(new HttpError('errors.internal', 500, {}))).toBe(false);
    expect(isNetworkError(new HttpError('errors.notFound', 404, {}))).toBe(false);
  });
});
