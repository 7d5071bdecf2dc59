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
  'content-security-policy': cspHeader(cspDirectives),
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
