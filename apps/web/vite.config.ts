import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8080}`;
// The game pages (apps/games) are the server's to serve, as in production.
const proxied = ['/wps', '/img', '/healthz', '/provider', '/lgw', '/lotto', '/chat/api'];

/*
 * React Router's exports map resolves its development build even in production builds
 * (remix-run/react-router#12532, #14102), so builds point both entry points at the production files.
 */
const reactRouterDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);

export default defineConfig(({ command }) => ({
  plugins: [react()],
  define: {
    // Zod compiles parsers with `new Function` unless told not to, and decides while the contract's
    // schemas are built, before any app code runs. The CSP forbids eval (even zod's guarded probe
    // is reported as a violation), so its global config starts out jitless.
    'globalThis.__zod_globalConfig': JSON.stringify({ jitless: true }),
  },
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
          ]
        : []),
    ],
  },
  server: {
    proxy: {
      ...Object.fromEntries(proxied.map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }])),
      '/ws': { target: apiTarget, ws: true, changeOrigin: true },
      '/chat/ws': { target: apiTarget, ws: true, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    target: 'es2022',
    // The manifest lets scripts/bundle-size.mjs measure what the home route loads first.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          /*
           * Every module the entry imports statically stays in the entry chunk, and lazy chunks import
           * what they share with it from there. Left to itself Rolldown splits those modules into a
           * handful of small shared chunks: more requests before the first paint, worse compression,
           * and no dropping of unused zod schemas across chunk boundaries (their pure annotations do
           * not cross chunks), all of which cost the home route about 3 KiB gzipped.
           */
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
    },
  },
}));
