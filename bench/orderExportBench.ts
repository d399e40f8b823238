/** The order CSV export of 1,000,000 orders, SQLite and PostgreSQL, in a process of its own (bench/orderExportRun.ts). */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { OrderExportFigures } from './orderExportRun';

export interface OrderExportBench { sqlite: OrderExportFigures | null; postgres: OrderExportFigures | null; postgresNote?: string }

export async function orderExportBench(): Promise<OrderExportBench> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/orderExportRun.ts'], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    const rl = createInterface({ input: child.stdout! });
    rl.on('line', (l) => l.startsWith('{') && resolve(JSON.parse(l)));
    child.on('exit', (code) => reject(new Error(`order export bench exited with ${code}`)));
  });
}
