/**
 * Lazy loads (screen chunks, resource overrides) that React's `use()` reads need one stable
 * promise per thing. A failed one must not stay cached for ever, or the screen fails again on
 * every visit until a full reload; nor may it be dropped at once, or React retries it in a loop
 * instead of showing the error. So a failure is kept until the page's error boundary resets (the
 * user navigates or presses retry), which calls forgetFailedLoads().
 */
const failed = new Set<() => void>();

/** Spec part 1 §9: "Screen chunk load time-out 120 seconds": a load is retried for that long. */
export const CHUNK_LOAD_BUDGET_MS = 120_000;

/**
 * Waits before each retry: a dropped connection often returns within a second or two, a longer
 * outage (a train tunnel, a restarting server) is met with doubling waits, at most 15 s apart,
 * until the waits add up to the budget; then the error shows.
 */
export function retryDelays(budgetMs: number = CHUNK_LOAD_BUDGET_MS, first = 500, longest = 15_000): number[] {
  const delays: number[] = [];
  let total = 0;
  for (let next = first; total < budgetMs; next = Math.min(next * 2, longest)) {
    const wait = Math.min(next, budgetMs - total);
    delays.push(wait);
    total += wait;
  }
  return delays;
}

const RETRY_DELAYS_MS = retryDelays();

export async function withRetries<T>(load: () => Promise<T>, delays: readonly number[] = RETRY_DELAYS_MS): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= delays.length) throw error;
      await new Promise((resolve) => setTimeout(resolve, delays[attempt]));
    }
  }
}

/** One stable promise per key; a failed one is forgotten at the next forgetFailedLoads(). */
export function cachedLoad<T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
  let promise = cache.get(key);
  if (!promise) {
    const started = withRetries(load);
    promise = started;
    cache.set(key, started);
    started.catch(() => {
      failed.add(() => {
        if (cache.get(key) === started) cache.delete(key);
      });
    });
  }
  return promise;
}

export function forgetFailedLoads(): void {
  for (const forget of failed) forget();
  failed.clear();
}
