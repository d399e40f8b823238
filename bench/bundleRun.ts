/** Only the bundle part of `npm run bench` (seconds instead of minutes): `npx tsx bench/bundleRun.ts [--chunks]`. */
import { bundleSize } from './bundleSize';
import { printBundle } from './printBundle';

const figures = await bundleSize();
printBundle(figures);
if (process.argv.includes("--calls")) console.log(figures.ours.apiCalls.join("\n"));
if (process.env.BUNDLE_JSON) (await import("node:fs")).writeFileSync(process.env.BUNDLE_JSON, JSON.stringify(figures));
if (process.argv.includes('--chunks')) {
  for (const [name, f] of Object.entries(figures)) {
    console.log(`\n${name}, login page:`);
    for (const [p, k] of Object.entries(f.loginScripts).sort((a, b) => b[1] - a[1])) console.log(`  ${k.toFixed(1).padStart(6)} KB ${p}`);
    console.log(`\n${name}, first list page (after the login page):`);
    for (const [p, k] of Object.entries(f.scripts).filter(([p]) => !(p in f.loginScripts)).sort((a, b) => b[1] - a[1])) console.log(`  ${k.toFixed(1).padStart(6)} KB ${p}`);
  }
}
