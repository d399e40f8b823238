import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { CHUNK_GROUPS } from './scripts/chunkPlan';

export default defineConfig({
  root: '.',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // see scripts/chunkPlan.ts
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
