/** Promo code generation (100k in one call) and CSV export (1M codes), measured in a process of its own (bench/promoRun.ts). */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface PromoFigures {
  generate: { codes: number; ms: number; unique: boolean; groupUnique: boolean };
  export: { codes: number; ms: number; mb: number; baseRssMb: number; peakRssMb: number; growthMb: number };
}

export async function promoBench(): Promise<PromoFigures> {
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'bench/promoRun.ts'], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    const rl = createInterface({ input: child.stdout! });
    rl.on('line', (l) => l.startsWith('{') && resolve(JSON.parse(l)));
    child.on('exit', (code) => reject(new Error(`promo bench exited with ${code}`)));
  });
}
