import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.VITE_API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    // Hashed file names let the server cache assets immutably.
    assetsDir: 'assets',
    sourcemap: false,
    target: 'es2022',
    reportCompressedSize: false,
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/uploads': apiTarget,
      '/healthz': apiTarget,
    },
  },
});
