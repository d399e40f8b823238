/** Polls `check` until it returns a value (not undefined/null/false) or the time is up. */
export async function waitFor<T>(check: () => Promise<T | null | undefined | false> | T | null | undefined | false, timeoutMs = 5000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`waitFor: nothing after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
