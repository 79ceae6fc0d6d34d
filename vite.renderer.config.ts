// Renderer build: renderer/index.html (+ main.tsx) → out/renderer/. `base: './'` keeps asset URLs
// relative, so the same build is served at app://boarding/ in Electron and at
// http://127.0.0.1:<port>/ in browser mode. No inline scripts or styles are emitted, which the
// CSP (script-src 'self'; style-src 'self') requires.
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: path.join(import.meta.dirname, 'renderer'),
  base: './',
  plugins: [react()],
  build: {
    outDir: path.join(import.meta.dirname, 'out', 'renderer'),
    emptyOutDir: true,
    sourcemap: false,
    // Inlined data: URLs are fine for images (img-src data:), but fonts and scripts must be files.
    assetsInlineLimit: 0,
  },
});
