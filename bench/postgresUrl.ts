import pg from 'pg';

const LOCAL = 'postgres://postgres@127.0.0.1:5432/test';

/**
 * The PostgreSQL the bench uses: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local test
 * server if it answers within a few seconds. `url` is null (with the reason) when there is none;
 * `configured` tells a PostgreSQL asked for (its failure is a failure) from the local guess.
 */
export async function postgresUrl(): Promise<{ url: string | null; configured: boolean; reason: string }> {
  const configured = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  const url = configured || LOCAL;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return { url, configured: !!configured, reason: configured ? 'configured' : 'local server' };
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    return { url: null, configured: !!configured, reason: configured ? `${url.replace(/\/\/[^@]*@/, '//…@')} does not answer: ${why}` : `no BENCH_DATABASE_URL or TEST_DATABASE_URL, and ${LOCAL} does not answer: ${why}` };
  } finally {
    await client.end().catch(() => undefined);
  }
}
