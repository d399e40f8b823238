/** The list sizes of the bench: BENCH_ROWS_LIST (e.g. "100000,1000000"), else 100k and 1M. */
export function listSizes(): number[] {
  const sizes = (process.env.BENCH_ROWS_LIST ?? '100000,1000000').split(',').map((s) => Number(s.trim().replace(/_/g, '')));
  if (!sizes.length || sizes.some((n) => !Number.isInteger(n) || n < 1000)) throw new Error(`BENCH_ROWS_LIST must list row counts of at least 1000, not "${process.env.BENCH_ROWS_LIST}"`);
  return sizes;
}
