import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { localeModule, moduleFiles, pageModules, readManifest, type Manifest } from './site-modules';

/**
 * Paths that belong to the API or the server; everything else is a site route (history mode). The
 * game provider's pages and API (/provider/) and the vendors' seamless wallet (/seamless-wallet/) are
 * the server's; the site's own /seamless view is not under either.
 */
const serverPrefixes = [
  '/wps/',
  '/img/',
  '/healthz',
  '/ws',
  '/assets/',
  '/provider/',
  '/seamless-wallet/',
  // The lottery gateway's calls (product §7).
  '/lgw/',
  '/lotto/lgw/',
];

export function isSiteRoute(url: string): boolean {
  const pathname = url.split('?')[0] ?? '/';
  return !serverPrefixes.some((p) => pathname === p.replace(/\/$/, '') || pathname.startsWith(p));
}

export type PreloadHint = { href: string; as: 'fetch' | 'image' | 'script' | 'style' };

/**
 * What a page's first screen needs: its API calls, the language it will most likely be shown in (the
 * brand's default), and on the home page the first banner.
 */
export type FirstScreen = {
  hints: PreloadHint[];
  language?: string;
  banner?: { url: string; title: string };
  /**
   * The parts of the home page that will show but arrive after its first paint: the page holds their
   * places from the start (`<html data-notices data-red-envelope>`, home-page.css).
   */
  reserve?: ('notices' | 'red-envelope')[];
};

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

type SiteModules = { manifest: Manifest; loaded: ReadonlySet<string> };

/*
 * Page scripts and styles are preloaded at low priority: the page needs them only once the entry
 * script has run, and at the default priority (styles are the highest) they would take the
 * connections the entry script and the first screen's calls need first.
 */
const preloadTag: Record<PreloadHint['as'], (href: string) => string> = {
  fetch: (href) => `<link rel="preload" href="${href}" as="fetch" crossorigin="anonymous">`,
  image: (href) => `<link rel="preload" href="${href}" as="image" fetchpriority="high">`,
  script: (href) => `<link rel="modulepreload" href="${href}" fetchpriority="low" crossorigin>`,
  style: (href) => `<link rel="preload" href="${href}" as="style" fetchpriority="low" crossorigin>`,
};

function preloadTags(hints: PreloadHint[]): string {
  return hints.map(({ href, as }) => preloadTag[as](escapeAttribute(href))).join('');
}

/**
 * The page's own modules: the messages of its likely language, which the site loads before its first
 * render, and the page's lazily loaded modules, which it loads right after the script starts.
 */
function moduleHints(
  { manifest, loaded }: SiteModules,
  pathname: string,
  search: URLSearchParams,
  language: string | undefined,
): PreloadHint[] {
  const keys = [...(language ? [localeModule(language)] : []), ...pageModules(pathname, search)];
  const { scripts, styles } = moduleFiles(manifest, keys, loaded);
  return [
    ...scripts.map((href): PreloadHint => ({ href, as: 'script' })),
    ...styles.map((href): PreloadHint => ({ href, as: 'style' })),
  ];
}

/** index.html marks its boot content (a loading ring) so a page can show its first frame instead. */
const bootContent = /<!--boot-->[\s\S]*?<!--\/boot-->/;

/**
 * The home page's first frame: the shell's bars and the first banner where the page will draw them,
 * painted from the HTML alone while the script downloads (the site removes it when its own banner is
 * ready), so the largest paint does not wait for the script.
 */
function firstFrame(banner: { url: string; title: string }): string {
  return (
    '<div class="first-frame" aria-hidden="true"><div class="first-frame__header"></div>' +
    '<div class="first-frame__nav"></div><div class="first-frame__body"><div class="first-frame__menu"></div>' +
    '<div class="first-frame__column"><div class="first-frame__main"><div class="first-frame__banner">' +
    `<img src="${escapeAttribute(banner.url)}" alt="${escapeAttribute(banner.title)}" fetchpriority="high">` +
    '</div></div></div></div></div>'
  );
}

/**
 * Serves the built site from one port with the API. Hashed assets are cached for a year; index.html is
 * never cached, so a deploy reaches every visitor on their next navigation. The page carries preload
 * hints for what its first screen will ask for, so those requests start with the script download
 * instead of after it, and the home page its first frame.
 */
export const staticSitePlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      root: string;
      firstScreen: (pathname: string, clientIp: string) => Promise<FirstScreen>;
      /** The page's Content-Security-Policy, which follows the brand's settings (analytics). */
      pagePolicy: () => Promise<string>;
    },
  ) => {
    const indexFile = path.join(opts.root, 'index.html');
    if (!fs.existsSync(indexFile)) {
      app.log.warn({ root: opts.root }, 'built site not found: only the API is served (run npm run build)');
      return;
    }
    const indexHtml = fs.readFileSync(indexFile, 'utf8');
    const modules: SiteModules = {
      manifest: readManifest(opts.root),
      loaded: new Set(indexHtml.match(/\/assets\/[^"']+/g)),
    };
    await app.register(fastifyStatic, {
      root: opts.root,
      index: false,
      wildcard: true,
      // index.html always goes through sendSiteIndex, with its hints.
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.decorateReply('sendSiteIndex', async function (this: FastifyReply, request: FastifyRequest) {
      const queryAt = request.url.indexOf('?');
      const pathname = queryAt < 0 ? request.url : request.url.slice(0, queryAt);
      const search = new URLSearchParams(queryAt < 0 ? '' : request.url.slice(queryAt + 1));
      const [{ hints, language, banner, reserve = [] }, policy] = await Promise.all([
        opts.firstScreen(pathname, request.clientIp).catch((): FirstScreen => ({ hints: [] })),
        opts.pagePolicy(),
      ]);
      const tags = preloadTags([...hints, ...moduleHints(modules, pathname, search, language)]);
      // Replacer functions: a `$` in a banner's title is text, not a replacement pattern.
      let html = indexHtml.replace('</head>', () => `${tags}</head>`);
      if (banner) html = html.replace(bootContent, () => firstFrame(banner));
      if (reserve.length > 0) {
        html = html.replace('<html ', () => `<html ${reserve.map((part) => `data-${part} `).join('')}`);
      }
      return this.header('cache-control', 'no-cache')
        .header('content-security-policy', policy)
        .type('text/html; charset=utf-8')
        .send(html);
    });
    app.get('/', (request, reply) => reply.sendSiteIndex(request));
    app.decorate('siteIndexAvailable', true);
  },
);

declare module 'fastify' {
  interface FastifyInstance {
    siteIndexAvailable?: boolean;
  }
  interface FastifyReply {
    sendSiteIndex(request: FastifyRequest): Promise<FastifyReply>;
  }
}
