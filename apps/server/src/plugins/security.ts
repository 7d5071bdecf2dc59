import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/**
 * A strict Content-Security-Policy: only our own scripts and styles (no inline code), images from
 * ourselves (generated art) and data: URIs (QR codes), frames only from ourselves (the seamless game
 * view), and no framing of the site by others.
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
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
        upgradeInsecureRequests: null,
      },
    },
    // The site runs on plain HTTP on loopback in development and tests; TLS terminates at the proxy.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
});
