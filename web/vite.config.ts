import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { brandImages } from './scripts/brand-images.ts';
import { preloadFont } from './scripts/preload-font.ts';

const apiTarget = process.env.VITE_API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), brandImages(), preloadFont()],
  build: {
    // Hashed file names let the server cache assets immutably.
    assetsDir: 'assets',
    sourcemap: false,
    target: 'es2022',
    reportCompressedSize: false,
    // .vite/manifest.json tells the bundle-budget test exactly which chunks a route loads first.
    manifest: true,
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/uploads': apiTarget,
      '/healthz': apiTarget,
    },
  },
});
