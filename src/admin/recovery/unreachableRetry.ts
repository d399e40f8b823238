/**
 * When a list that could not be loaded asks the server again by itself. A dropped connection
 * (no HTTP answer, status 0) or a gateway that cannot reach the server (502/503/504) usually
 * comes back on its own, so the list keeps asking, less often the longer it lasts: 2 s, 4 s,
 * 8 s … at most every 30 s. Other errors (403, 500) would answer the same again: those wait
 * for the user's "Try again".
 */
export function isUnreachable(error: unknown): boolean {
  const status = (error as { status?: unknown } | null | undefined)?.status;
  return status === 0 || status === 502 || status === 503 || status === 504;
}

/** Milliseconds before the next attempt, `attempt` counting from 0. */
export function unreachableRetryDelay(attempt: number): number {
  return Math.min(2000 * 2 ** Math.max(0, attempt), 30_000);
}
