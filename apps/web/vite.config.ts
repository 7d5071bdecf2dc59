import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8080}`;
const proxied = ['/wps', '/img', '/healthz'];

export default defineConfig({
  plugins: [react()],
  define: {
    // Zod compiles parsers with `new Function` unless told not to, and decides while the contract's
    // schemas are built, before any app code runs. The CSP forbids eval (even zod's guarded probe
    // is reported as a violation), so its global config starts out jitless.
    'globalThis.__zod_globalConfig': JSON.stringify({ jitless: true }),
  },
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    proxy: {
      ...Object.fromEntries(proxied.map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }])),
      '/ws': { target: apiTarget, ws: true, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    target: 'es2022',
    // The manifest lets scripts/check-bundle-size.ts measure what the home route loads first.
    manifest: true,
  },
});
