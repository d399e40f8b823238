import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Vendor code is split by how often it changes and who needs it: React and the router are needed
 * by every page (login included), MUI and react-admin are large and versioned together with
 * their own release cycles, so a change in one does not invalidate the browser cache of the
 * others. Rolldown (Vite 8) replaced Rollup's `manualChunks` with `codeSplitting.groups`; the
 * groups below are the manualChunks of this app. Everything else (our views) stays automatic:
 * each lazily imported view becomes its own chunk.
 */
const VENDOR_GROUPS = [
  { name: 'vendor-react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|react-is)[\\/]/, priority: 40 },
  { name: 'vendor-mui', test: /[\\/]node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|stylis|clsx|hoist-non-react-statics|prop-types)[\\/]/, priority: 30 },
  { name: 'vendor-ra', test: /[\\/]node_modules[\\/](react-admin|ra-[\w-]+|react-hook-form|@tanstack|lodash|query-string|inflection|date-fns|dompurify|react-dropzone|react-error-boundary|react-hotkeys-hook|node-polyglot|jsonexport|eventemitter3)[\\/]/, priority: 20 },
  { name: 'vendor', test: /[\\/]node_modules[\\/]/, priority: 10 },
];

export default defineConfig({
  root: '.',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // react-admin + MUI are big by nature; the vendor chunks are cached independently.
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: VENDOR_GROUPS },
      },
    },
  },
  server: {
    // `npm run dev` serves the API on 3000; the admin dev server (and `vite preview`) forward
    // API calls there, or to API_PROXY.
    proxy: { '/api': process.env.API_PROXY ?? 'http://127.0.0.1:3000' },
  },
});
