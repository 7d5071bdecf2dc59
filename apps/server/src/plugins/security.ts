import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A strict Content-Security-Policy: only our own scripts and styles (no inline code), images from
 * ourselves (generated art) and data: URIs (QR codes), frames only from ourselves (the seamless game
 * view), and no framing of the site by others.
 */
export const cspDirectives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
} satisfies Record<string, string[]>;

/** The policy as a header value, for pages that answer with a variant of it (the game pages). */
export function cspHeader(directives: Record<string, readonly string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${values.join(' ')}`)
    .join(';');
}

/*
 * Google's tag, when the operator set an analytics id (settings `analytics.gtagId`): its script from
 * Google's tag manager, and its beacons to Google Analytics, as Google's CSP guide for GA4 lists them.
 * The tag's set-up call is in the site's own code, so no inline script and no nonce is needed; the site
 * loads the tag only after the visitor agreed (docs/decisions.md, Analytics).
 */
const analyticsSources = {
  scriptSrc: ['https://www.googletagmanager.com'],
  imgSrc: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connectSrc: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
} satisfies Partial<Record<keyof typeof cspDirectives, string[]>>;

const strictPolicy = cspHeader(cspDirectives);

const analyticsPolicy = cspHeader({
  ...cspDirectives,
  scriptSrc: [...cspDirectives.scriptSrc, ...analyticsSources.scriptSrc],
  imgSrc: [...cspDirectives.imgSrc, ...analyticsSources.imgSrc],
  connectSrc: [...cspDirectives.connectSrc, ...analyticsSources.connectSrc],
});

/** The site page's policy: the strict one, widened for Google's tag only when the brand uses it. */
export function sitePagePolicy(gtagId: string): string {
  return gtagId === '' ? strictPolicy : analyticsPolicy;
}

/** Powerful features the site never uses, refused to it and to every frame it shows (game pages). */
const permissionsPolicy = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * Helmet's defaults, written out once: the headers never vary, and @fastify/helmet rebuilt them on
 * every request, a tenth of a cheap call's time. HSTS is sent by https-only.ts when PUBLIC_URL is
 * https (the site runs on plain HTTP on loopback in development and tests).
 */
const securityHeaders = {
  'content-security-policy': strictPolicy,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'permissions-policy': permissionsPolicy,
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

export const securityPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
});
