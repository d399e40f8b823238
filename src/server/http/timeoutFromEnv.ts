/** A timeout in milliseconds from an environment value; the fallback when unset or not a positive number. */
export function timeoutFromEnv(value: string | undefined, fallback: number): number {
  const ms = Number(value);
  return value?.trim() && Number.isFinite(ms) && ms > 0 ? ms : fallback;
}
