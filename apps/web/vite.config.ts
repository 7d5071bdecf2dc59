import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

/*
 * The first paint needs only the HTML and the stylesheet (the loading ring, or the home page's first
 * frame, which the server writes into the page), so the entry script and the modules it imports are
 * fetched at low priority, behind the stylesheet, the first screen's calls and the first banner.
 * Fetched first, the script was often run before the first paint, which then waited for it.
 */
const scriptAfterFirstPaint: Plugin = {
  name: 'script-after-first-paint',
  transformIndexHtml: {
    order: 'post',
    handler: (html) =>
      html.replace(
        /<script type="module" crossorigin|<link rel="modulepreload" crossorigin/g,
        (tag) => `${tag} fetchpriority="low"`,
      ),
  },
};

export default defineConfig(({ command }) => ({
  plugins: [react(), scriptAfterFirstPaint],
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
    // Every browser of the es2022 target but Safari 15.4–16 preloads modules itself; the polyfill's
    // feature test ran inside the entry's evaluation, the longest task of a phone's start.
    modulePreload: { polyfill: false },
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
          /*
           * What lazy chunks share is copied into each of them instead of being split into shared
           * chunks: /live needed fourteen files of 1–3 KiB, each taking a connection (six per host
           * on HTTP/1.1) and its share of the bandwidth while the entry downloads. Now a page is its
           * chunk plus the language file. It needs strict execution order (modules wrapped in
           * init functions), about 4 KiB gzipped on the entry.
           */
          experimentalInlineCommonChunks: { maxSize: Infinity },
        },
      },
    },
  },
}));
