import { describe, expect, it } from 'vitest';
import { panicEndError } from './lifecycle';

describe('panicEndError', () => {
  const now = new Date(2024, 5, 1, 12, 0).getTime();
  it('the end must be a date in the future', () => {
    expect(panicEndError('', now)).toBe('required');
    expect(panicEndError('nonsense', now)).toBe('invalid');
    expect(panicEndError('2024-06-01T12:00', now)).toBe('past');
    expect(panicEndError('2024-06-01T11:00', now)).toBe('past');
    expect(panicEndError('2024-06-01T12:01', now)).toBeNull();
  });
});
