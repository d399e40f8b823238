/** A year of sales statistics on 1,000,000 orders, SQLite and PostgreSQL, in a process of its own (bench/salesRun.ts). */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { SalesRunFigures } from './salesRun';

export interface SalesFigures { sqlite: SalesRunFigures | null; postgres: SalesRunFigures | null; postgresNote?: string }

export async function salesBench(): Promise<SalesFigures> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/salesRun.ts'], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    const rl = createInterface({ input: child.stdout! });
    rl.on('line', (l) => l.startsWith('{') && resolve(JSON.parse(l)));
    child.on('exit', (code) => reject(new Error(`sales bench exited with ${code}`)));
  });
}
