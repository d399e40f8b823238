import { fileURLToPath } from 'node:url';
import { build as viteBuild, defineConfig, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import type { ChunkingContext } from 'rolldown';
import { entitySummaries } from './src/admin/build/entitySummaries';
import { catalogueParts } from './src/admin/build/catalogueParts';
import { appVersion } from './src/admin/build/appVersion';

/**
 * Chunks of the admin build. Automatic splitting made one chunk per
 * combination of lazy views sharing a module: 118 script requests for the first list page.
 * Measured with `npx tsx bench/bundleRun.ts` (the bundle part of `npm run bench`).
 *
 * - `vendor-react`: React and the router, long cached.
 * - `boot` (it keeps the entry's name, `index`): everything the sign-in page needs, i.e. what
 *   the entry imports statically.
 * - `i18n-<lang>`: one language's catalogue (as data), loaded before the first render;
 *   `i18n-<lang>-<part>` and `entity-<id>`: an entity's texts and declaration, or a page's texts,
 *   loaded with its screens.
 * - `lib-list`: the library modules a signed-in user's first pages (shell, start page, list)
 *   run, found by a quick pre-build (listPageLibraries); `lib`: every other statically imported
 *   library module (forms, pickers), one chunk for the other screens. A screen then needs a
 *   handful of requests, and the first list no longer downloads the form libraries.
 * - `lib-phone`: the libraries of the phone's one-column list, beyond those of `lib-list`.
 * - `lib-charts`: the chart library and what only it uses (d3 modules): the sales and statistics
 *   screens load it; in `lib` every other screen would download it too.
 * - `lib-map`: the map library (Leaflet), which only the venue's delivery areas tab loads.
 * - a library only reached through `import()` (csv-stringify) keeps its own chunk.
 * - our own code of the lazy views, grouped by the set of views that use it (no merging: merged
 *   neighbours put screens' code into the sign-in page, or broke the execution order).
 */
const CHARTS = /[\\/]node_modules[\\/](@mui[\\/]x-charts|@mui[\\/]x-charts-vendor|@mui[\\/]x-internals|@mui[\\/]x-internal-gestures|d3-[a-z-]+|internmap|bezier-easing|flatqueue|reselect|use-sync-external-store)[\\/]/;
const MAP = /[\\/]node_modules[\\/](leaflet|react-leaflet|@react-leaflet[\\/]core)[\\/]/;
const VENDOR_REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|react-is)[\\/]/;

/**
 * The language of a catalogue as the app loads it (`virtual:catalogue/<lang>`, built as data by
 * src/admin/build/catalogueParts.ts); its parts load with their screens.
 */
function catalogueLanguage(id: string): string | null {
  return /^\0virtual:catalogue\/(de|en|fr)$/.exec(id)?.[1] ?? null;
}

/** `entity-<id>` for an entity's declaration, `i18n-<lang>-<id>` for its texts (src/admin/build). */
function entityPartName(id: string): string | null {
  const details = /^\0virtual:entity-details\/(\w+)$/.exec(id);
  if (details) return `entity-${details[1]}`;
  const texts = /^\0virtual:catalogue\/(de|en|fr)\/(\w+)$/.exec(id);
  return texts ? `i18n-${texts[1]}-${texts[2]}` : null;
}

const NODE_MODULES = /[\\/]node_modules[\\/]/;
const statically = new Map<string, boolean>();

/**
 * Whether a library module is reached from our code through static imports. One that is only
 * reached through an `import()` (csv-stringify for the first export) stays out of `lib`, so
 * every list does not download it: it gets its own chunk, loaded on first use.
 */
function staticallyImported(id: string, ctx: ChunkingContext): boolean {
  if (!NODE_MODULES.test(id)) return true;
  const known = statically.get(id);
  if (known !== undefined) return known;
  statically.set(id, false); // an import cycle does not make a module static
  const info = ctx.getModuleInfo(id);
  const result = !!info && (info.isEntry || info.importers.some((importer) => staticallyImported(importer, ctx)));
  statically.set(id, result);
  return result;
}

/**
 * What a signed-in user's first pages load after the sign-in page: the shell, the start page
 * (dashboard or home), the resource routes and the generated list.
 */
const LIST_PAGE_ROOTS = /[\\/]src[\\/]admin[\\/](layout[\\/]AdminLayout|pages[\\/](DashboardPage|HomePage)|ResourceRouter|from-schema[\\/]SchemaList)\.tsx$/;

/** The phone's one-column list, loaded by the generated list below the `sm` breakpoint only. */
const PHONE_LIST_ROOT = /[\\/]src[\\/]admin[\\/]from-schema[\\/]SchemaSimpleList\.tsx$/;

/**
 * The library modules a first list page runs, beyond the sign-in page's: found by a quick
 * build with automatic splitting (its chunks hold only the code that survived tree-shaking,
 * which the module graph, through the libraries' index files, does not tell), as the chunks
 * the list page's views import statically. Computed on every build, so new entities and
 * overrides need no list here.
 */
async function listPageModules(): Promise<{ libraries: Set<string>; ours: Set<string>; phoneLibraries: Set<string> }> {
  const result = await viteBuild({ configFile: false, root: '.', logLevel: 'silent', plugins: [react(), entitySummaries(), catalogueParts()], resolve, build: { write: false, minify: false } });
  const chunks = (Array.isArray(result) ? result[0] : (result as Rolldown.RolldownOutput)).output.filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (start: Rolldown.OutputChunk[]) => {
    const seen = new Set<string>();
    const todo = start.map((c) => c.fileName);
    while (todo.length) {
      const name = todo.pop()!;
      if (seen.has(name)) continue;
      seen.add(name);
      todo.push(...(byName.get(name)?.imports ?? []));
    }
    return seen;
  };
  const signIn = closure(chunks.filter((c) => c.isEntry));
  const list = closure(chunks.filter((c) => c.moduleIds.some((id) => LIST_PAGE_ROOTS.test(id))));
  const libraries = new Set<string>();
  const ours = new Set<string>();
  for (const name of list) if (!signIn.has(name)) for (const id of byName.get(name)!.moduleIds) (NODE_MODULES.test(id) ? libraries : ours).add(id);
  // The phone list's own libraries (react-admin's SimpleList, MUI's list items): a chunk of their
  // own, not `lib`, which a phone's first list would otherwise download whole.
  const phone = closure(chunks.filter((c) => c.moduleIds.some((id) => PHONE_LIST_ROOT.test(id))));
  const phoneLibraries = new Set<string>();
  for (const name of phone) if (!signIn.has(name) && !list.has(name)) for (const id of byName.get(name)!.moduleIds) if (NODE_MODULES.test(id)) phoneLibraries.add(id);
  return { libraries, ours, phoneLibraries };
}

function chunkGroups(listPage: { libraries: Set<string>; ours: Set<string>; phoneLibraries: Set<string> }) {
  return [
  { name: 'vendor-react', test: VENDOR_REACT, priority: 40 },
  // One entity's declaration, or its texts in one language: loaded with its screens.
  { debugName: 'entity', name: (id: string) => entityPartName(id), priority: 39 },
  { name: 'boot', tags: ['$initial' as const], priority: 38 },
  { debugName: 'i18n', name: (id: string) => (catalogueLanguage(id) ? `i18n-${catalogueLanguage(id)}` : null), includeDependenciesRecursively: false, priority: 35 },
  { name: 'lib-list', test: (id: string) => listPage.libraries.has(id), priority: 21 },
  { name: 'lib-phone', test: (id: string) => listPage.phoneLibraries.has(id), priority: 21 },
  { name: 'lib-charts', test: CHARTS, priority: 21 },
  { name: 'lib-map', test: MAP, priority: 21 },
  { debugName: 'lib', name: (id: string, ctx: ChunkingContext) => (staticallyImported(id, ctx) ? 'lib' : null), test: NODE_MODULES, priority: 20 },
  // Our code of the same first pages, one chunk instead of one per combination of views using a
  // module (34 script requests).
  { debugName: 'app-list', name: (id: string) => (listPage.ours.has(id) ? 'app-list' : null), includeDependenciesRecursively: false, priority: 15 },
  { name: 'app', entriesAware: true, priority: 10 },
  ];
}

/** Shims of what every supported browser has (see the files for why). */
const resolve = {
  alias: [
    { find: /^object\.entries$/, replacement: fileURLToPath(new URL('./src/admin/build/objectEntries.cjs', import.meta.url)) },
    { find: /^jsonexport\/dist\/index\.js$/, replacement: fileURLToPath(new URL('./src/admin/build/jsonexportLazy.js', import.meta.url)) },
  ],
};

export default defineConfig(async ({ command }) => ({
  root: '.',
  plugins: [react(), entitySummaries(), catalogueParts(), appVersion()],
  resolve,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    // Every browser the admin supports preloads modules itself; the polyfill only cost bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: { groups: chunkGroups(command === 'build' ? await listPageModules() : { libraries: new Set(), ours: new Set(), phoneLibraries: new Set() }) },
        // A chunk of the `app` group is named after every view sharing it (up to 100 characters),
        // and every lazy import lists the files it needs: a shared chunk's short name keeps those
        // lists out of the first pages' downloads. A view's own chunk keeps its name.
        chunkFileNames: (chunk: { name: string }) => (/^app(~[^~]+){2,}/.test(chunk.name) ? 'assets/app-[hash].js' : 'assets/[name]-[hash].js'),
      },
    },
  },
  server: {
    // `npm run dev` serves the API on 3000; the admin dev server (and `vite preview`) forward
    // API calls there, or to API_PROXY.
    proxy: { '/api': process.env.API_PROXY ?? 'http://127.0.0.1:3000' },
  },
}));
