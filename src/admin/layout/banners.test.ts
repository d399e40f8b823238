import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { isNetworkError, maintenanceBannerVisible, panicBanner } from './banners';

const NOW = new Date(2024, 5, 1, 12, 0).getTime();

describe('panicBanner', () => {
  it('shows the venue and its end while the end is in the future', () => {
    const end = new Date(2024, 5, 1, 18, 30).toISOString();
    expect(panicBanner({ name: 'Burger Mitte', panicEndAt: end }, NOW)).toEqual({ venue: 'Burger Mitte', end: '01.06.2024 18:30', remainingMs: 6.5 * 3600_000 });
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
