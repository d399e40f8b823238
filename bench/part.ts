/**
 * Runs one part of `npm run bench` so that a failure or a hang on a slow machine costs that
 * part's figures only: it prints "<label> failed: <reason>", returns null, and the bench goes on.
 */
export async function part<T>(label: string, run: () => Promise<T>, timeoutMs = 20 * 60_000): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no result after ${Math.round(timeoutMs / 60_000)} min`)), timeoutMs);
  });
  try {
    return await Promise.race([run(), timeout]);
  } catch (e) {
    console.log(`\n${label} failed: ${e instanceof Error ? e.message : String(e)}`);
    return null;
  } finally {
    clearTimeout(timer);
  }
}
