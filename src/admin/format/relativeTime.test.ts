import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relativeTime';

const NOW = Date.parse('2024-06-01T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('formatRelativeTime', () => {
  it('uses the largest whole unit, in the past', () => {
    expect(formatRelativeTime(ago(3 * 60_000), NOW, 'en')).toBe('3 minutes ago');
    expect(formatRelativeTime(ago(3 * 60_000 + 59_000), NOW, 'en')).toBe('3 minutes ago');
    expect(formatRelativeTime(ago(2 * 3600_000), NOW, 'en')).toBe('2 hours ago');
    expect(formatRelativeTime(ago(3 * 24 * 3600_000), NOW, 'en')).toBe('3 days ago');
    expect(formatRelativeTime(ago(45_000), NOW, 'en')).toBe('45 seconds ago');
    expect(formatRelativeTime(ago(0), NOW, 'en')).toBe('now');
  });

  it('speaks the current locale', () => {
    expect(formatRelativeTime(ago(3 * 60_000), NOW, 'de')).toBe('vor 3 Minuten');
    expect(formatRelativeTime(ago(3 * 60_000), NOW, 'fr')).toBe('il y a 3 minutes');
    expect(formatRelativeTime(ago(24 * 3600_000), NOW, 'de')).toBe('gestern');
  });

  it('future dates, and nothing for missing or unreadable ones', () => {
    expect(formatRelativeTime(new Date(NOW + 5 * 60_000), NOW, 'en')).toBe('in 5 minutes');
    expect(formatRelativeTime(null, NOW, 'en')).toBeNull();
    expect(formatRelativeTime('not a date', NOW, 'en')).toBeNull();
  });
});
