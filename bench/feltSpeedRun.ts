/** Only the felt-speed part of `npm run bench`: `npx tsx bench/feltSpeedRun.ts [--no-build]` (`--no-build` reuses dist/). */
import { feltSpeed, printFeltSpeed } from './feltSpeed';

const figures = await feltSpeed({ build: !process.argv.includes('--no-build') });
printFeltSpeed(figures);
if (process.argv.includes('--json')) console.log(JSON.stringify(figures));
