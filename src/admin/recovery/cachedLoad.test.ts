import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_BUDGET_MS, retryDelays, withRetries } from './cachedLoad';

afterEach(() => vi.useRealTimers());

describe('screen chunk loads retry for the spec\'s 120 s', () => {
  it('waits grow from half a second, at most 15 s apart, and add up to exactly 120 s', () => {
    const delays = retryDelays();
    expect(CHUNK_LOAD_BUDGET_MS).toBe(120_000);
    expect(delays.slice(0, 5)).toEqual([500, 1000, 2000, 4000, 8000]);
    expect(Math.max(...delays)).toBe(15_000);
    expect(delays.reduce((a, b) => a + b, 0)).toBe(120_000);
    for (let i = 1; i < delays.length - 1; i++) expect(delays[i]).toBeGreaterThanOrEqual(delays[i - 1]);
  });

  it('a load that keeps failing is tried until the 120 s are used up, then its error is thrown', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => { throw new Error('chunk gone'); });
    let settled = false;
    const result = withRetries(load).catch((e: Error) => e).finally(() => { settled = true; });
    await vi.advanceTimersByTimeAsync(119_000);
    // The old schedule gave up after three tries and 1.6 s.
    expect(load.mock.calls.length).toBeGreaterThan(3);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(((await result) as Error).message).toBe('chunk gone');
    expect(load).toHaveBeenCalledTimes(retryDelays().length + 1);
  });

  it('a load that comes back within the budget succeeds', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const result = withRetries(async () => {
      if (++calls < 8) throw new Error('offline');
      return 'screen';
    });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(await result).toBe('screen');
    expect(calls).toBe(8);
  });
});
