/** One end-to-end server as scripts/e2e.ts starts it: its address, data directory and mail directory. */
export interface E2eServer {
  baseURL: string;
  dataDir: string;
  mailDir: string;
}

/**
 * The server of this Playwright worker, undefined outside scripts/e2e.ts. That script starts one
 * server per worker and lists them in E2E_SERVERS (JSON); Playwright numbers its parallel workers
 * 0..workers-1 in TEST_PARALLEL_INDEX (a worker that replaces a failed one keeps the number), so
 * each worker only ever sees its own database and mail. The runner process has no index: entry 0.
 */
export function workerServer(): E2eServer | undefined {
  const servers = JSON.parse(process.env.E2E_SERVERS ?? '[]') as E2eServer[];
  return servers[Number(process.env.TEST_PARALLEL_INDEX ?? 0)];
}
