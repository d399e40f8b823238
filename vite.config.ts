import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Chunks of the admin build. Automatic splitting made one chunk per
 * combination of lazy views sharing a module: 118 script requests for the first list page.
 * Measured with `npx tsx bench/bundleRun.ts` (the bundle part of `npm run bench`).
 *
 * - `vendor-react`: React and the router, long cached.
 * - `boot` (it keeps the entry's name, `index`): everything the sign-in page needs, i.e. what
 *   the entry imports statically.
 * - `i18n-<lang>`: one language's catalogue, loaded before the first render; `i18n-common` what
 *   the catalogues share.
 * - `lib`: every other library module, one chunk for all signed-in screens: a screen then needs
 *   a handful of requests, at the price of form libraries arriving with the first list.
 * - our own code of the lazy views, grouped by the set of views that use it (no merging: merged
 *   neighbours put screens' code into the sign-in page, or broke the execution order).
 */
const VENDOR_REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|react-is)[\\/]/;

/** The language of a catalogue file (`en.ts`, `foodcardIoDe.ts`, `raGerman.ts`) or of react-admin's own. */
function catalogueLanguage(id: string): string | null {
  const ours = /[\\/]src[\\/]admin[\\/]i18n[\\/]\w*?(en|de|fr)\.ts$/i.exec(id);
  if (ours) return ours[1].toLowerCase();
  if (/[\\/]src[\\/]admin[\\/]i18n[\\/]raGerman\.ts$/.test(id)) return 'de';
  const ra = /[\\/]node_modules[\\/]ra-language-(english|french)[\\/]/.exec(id);
  return ra ? (ra[1] === 'english' ? 'en' : 'fr') : null;
}

const CHUNK_GROUPS = [
  { name: 'vendor-react', test: VENDOR_REACT, priority: 40 },
  { name: 'boot', tags: ['$initial' as const], priority: 38 },
  // Without their shared helpers: those would land in the first language's chunk and every
  // language would load it.
  { debugName: 'i18n', name: (id: string) => (catalogueLanguage(id) ? `i18n-${catalogueLanguage(id)}` : null), includeDependenciesRecursively: false, priority: 35 },
  // What the catalogues import besides catalogues (shared labels, the validators' messages):
  // loaded with the first language, so it must not join a chunk of some screen.
  { name: 'i18n-common', test: /[\\/]src[\\/](admin[\\/]i18n|core[\\/]validators\.ts$)/, includeDependenciesRecursively: false, priority: 34 },
  { name: 'lib', test: /[\\/]node_modules[\\/]/, priority: 20 },
  { name: 'app', entriesAware: true, priority: 10 },
];

export default defineConfig({
  root: '.',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: CHUNK_GROUPS },
      },
    },
  },
  server: {
    // `npm run dev` serves the API on 3000; the admin dev server (and `vite preview`) forward
    // API calls there, or to API_PROXY.
    proxy: { '/api': process.env.API_PROXY ?? 'http://127.0.0.1:3000' },
  },
});
