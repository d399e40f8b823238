import type { bundleSize } from './bundleSize';

/** The bundle figures of `npm run bench` against the targets of issues 11 and 26. */
export function printBundle({ ours, minimal }: Awaited<ReturnType<typeof bundleSize>>) {
  console.log('\nJavaScript transferred (gzip), measured in Chromium:');
  console.log(`  login page      : ours ${ours.loginKb} KB, minimal react-admin app ${minimal.loginKb} KB → ${(ours.loginKb / minimal.loginKb).toFixed(2)}× (target ≤ 0.80×)`);
  console.log(`  first list page : ours ${ours.listKb} KB, minimal react-admin app ${minimal.listKb} KB → ${(ours.listKb / minimal.listKb).toFixed(2)}× (target ≤ 1.10×)`);
  console.log(`  first list page : ${ours.listRequests} requests, ${ours.listScripts} of them scripts (target ≤ 40); venue fetched ${ours.venueFetches}× (target 1)`);
}
