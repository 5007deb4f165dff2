import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  publicDir: 'src/web/public',
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    // Keep every script external: the CSP allows no inline script.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    // Read by the bench to size each route's first-load JavaScript.
    manifest: true,
  },
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', ws: true } },
  },
});
