import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { networkError } from '../providers/httpClient';
import { isUnreachable, unreachableRetryDelay } from './unreachableRetry';

describe('unreachableRetry', () => {
  it('treats no answer and gateway errors as "server unreachable", other errors not', () => {
    expect(isUnreachable(networkError(new TypeError('Failed to fetch')))).toBe(true);
    for (const status of [502, 503, 504]) expect(isUnreachable(new HttpError('x', status))).toBe(true);
    for (const status of [400, 403, 404, 500]) expect(isUnreachable(new HttpError('x', status))).toBe(false);
    expect(isUnreachable(null)).toBe(false);
    expect(isUnreachable(new Error('boom'))).toBe(false);
  });

  it('asks again less often the longer the outage lasts, at most every 30 seconds', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(unreachableRetryDelay)).toEqual([2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });
});
