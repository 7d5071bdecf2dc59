import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8080}`;

/*
 * The game provider's pages: an outside party's front end, served by the server under /provider/
 * (play pages, the verify page, and hashed assets under /provider/assets/). In development the
 * provider's JSON calls go to the running server.
 */
export default defineConfig({
  base: '/provider/',
  plugins: [react()],
  define: {
    // Zod compiles parsers with `new Function` unless told not to, and decides while the contract's
    // schemas are built, before any app code runs. The CSP forbids eval, so it starts out jitless.
    'globalThis.__zod_globalConfig': JSON.stringify({ jitless: true }),
  },
  server: {
    port: 5174,
    proxy: {
      '/provider/api': { target: apiTarget, changeOrigin: true },
      '/provider/bgs': { target: apiTarget, changeOrigin: true },
      // The live-chat room: its history call and socket, and the hosts' pictures.
      '/chat': { target: apiTarget, changeOrigin: true, ws: true },
      '/img': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
  },
});
