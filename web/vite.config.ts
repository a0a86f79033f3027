import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { brandImages } from './scripts/brand-images.ts';

export default defineConfig({
  plugins: [reactRouter(), brandImages()],
  build: {
    // Hashed file names let the server cache assets immutably.
    assetsDir: 'assets',
    sourcemap: false,
    target: 'es2022',
    reportCompressedSize: false,
  },
});
