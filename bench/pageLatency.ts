/**
 * Latency of single requests, one at a time over one keep-alive connection (no queueing behind
 * other requests, unlike a load test): the URLs are asked in turn, round after round, so machine
 * noise falls on all of them alike. Runs for `seconds` or 1,000 rounds, after 20 warm-up rounds
 * (or 2 s of them, when the pages are slow).
 */
export async function pageLatency(urls: string[], headers: Record<string, string>, seconds: number): Promise<{ p50: number; p99: number; runs: number }[]> {
  const times = urls.map(() => [] as number[]);
  const ask = async (url: string) => {
    const res = await fetch(url, { headers, signal: AbortSignal.timeout(30_000) });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`GET ${url}: ${res.status}`);
  };
  const warm = performance.now() + 2000;
  for (let r = 0; r < 20 && performance.now() < warm; r++) for (const url of urls) await ask(url);
  const end = performance.now() + seconds * 1000;
  for (let r = 0; r < 1000 && performance.now() < end; r++) {
    for (let i = 0; i < urls.length; i++) {
      const s = performance.now();
      await ask(urls[i]);
      times[i].push(performance.now() - s);
    }
  }
  return times.map((t) => {
    t.sort((a, b) => a - b);
    const at = (p: number) => t[Math.min(t.length - 1, Math.floor(p * t.length))];
    return { p50: at(0.5), p99: at(0.99), runs: t.length };
  });
}
