import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * React and the router are needed by every page (login included) and change rarely, so they
 * are one long-cached chunk. MUI and react-admin are left to automatic splitting on purpose:
 * grouping them into one chunk each would pull every component any lazy view uses into the
 * login page (measured by `npm run bench`). Each lazily imported view becomes its own chunk.
 */
const VENDOR_GROUPS = [
  { name: 'vendor-react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|react-is)[\\/]/, priority: 40 },
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
