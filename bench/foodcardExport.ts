/** Foodcard CSV and XLSX export of 10k articles, measured in a process of its own (bench/foodcardExportRun.ts). */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface ExportFigures {
  ms: number;
  mb: number;
  baseRssMb: number;
  peakRssMb: number;
  baseHeapMb: number;
  peakHeapMb: number;
}

export async function foodcardExport(): Promise<{ articles: number; rows: number; csv: ExportFigures; xlsx: ExportFigures }> {
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'bench/foodcardExportRun.ts'], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    const rl = createInterface({ input: child.stdout! });
    rl.on('line', (l) => l.startsWith('{') && resolve(JSON.parse(l)));
    child.on('exit', (code) => reject(new Error(`foodcard export bench exited with ${code}`)));
  });
}
