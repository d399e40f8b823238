import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** Builds bench/minimal-app, the yardstick of the bundle budget (npm run bench). */
export default defineConfig({
  root: 'bench/minimal-app',
  plugins: [react()],
  logLevel: 'error',
  build: { emptyOutDir: true },
});
