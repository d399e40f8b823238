import { randomBytes } from 'node:crypto';
import type { Plugin } from 'vite';
import pkg from '../../../package.json' with { type: 'json' };

/**
 * Spec part 1 §9: "after an update of the offline worker a changed version triggers a reload".
 * The admin has no offline worker (nothing is cached for offline use; hashed assets are cached
 * by the browser), so each build gets an id of its own: compiled into the bundle as
 * `__APP_BUILD__` and written beside index.html as `version.json`, which the server serves
 * uncached. An open admin compares the two (src/admin/recovery/watchAppVersion.ts) and reloads
 * when the server has a newer build. The product version alone (1.4.0) would not change between
 * deployments of one release.
 */
export function appVersion(): Plugin {
  const build = `${pkg.version}+${Date.now().toString(36)}.${randomBytes(4).toString('hex')}`;
  return {
    name: 'backoffice-app-version',
    apply: 'build',
    config: () => ({ define: { __APP_BUILD__: JSON.stringify(build) } }),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: `${JSON.stringify({ version: pkg.version, build })}\n` });
    },
  };
}
