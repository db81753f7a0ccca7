import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The version shown in the staff navigation bar comes from the root package.json. */
const rootPackage = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };

const SERVER = process.env.PORTAL_SERVER_URL ?? 'http://127.0.0.1:3000';
const DOMAIN_SRC = /[\\/]packages[\\/]domain[\\/]src[\\/]/;
const proxied = ['/api', '/get-file', '/challan-dues', '/verify-api'];

export default defineConfig({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify(rootPackage.version) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // .vite/manifest.json: which chunks and styles each screen loads (scripts/check-bundle-budgets.mjs).
    manifest: true,
    rolldownOptions: {
      // The shared domain package is pure: a module whose exports the web does not use (e.g. the
      // server's amount-in-words helper and its large locale tables) is left out of the bundle.
      treeshake: { moduleSideEffects: (id: string) => !DOMAIN_SRC.test(id) },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: SERVER, changeOrigin: false }])),
  },
});
