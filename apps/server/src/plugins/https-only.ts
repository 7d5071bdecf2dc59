import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** A year, the preload list's minimum; subdomains too, so no sibling host serves the site over http. */
const hsts = 'max-age=31536000; includeSubDomains';

const secured = (cookie: string) => (/;\s*secure\b/i.test(cookie) ? cookie : `${cookie}; Secure`);

/**
 * When the public address is https (PUBLIC_URL), browsers are told to come back only over https (HSTS)
 * and every cookie is Secure, whatever the route set: TLS ends at the proxy, so the request this
 * server sees may be plain http even though the browser's was not. Registered after @fastify/cookie,
 * whose onSend hook writes the Set-Cookie headers this one then reads.
 */
export const httpsOnlyPlugin = fp(async (app: FastifyInstance, options: { publicUrl: string }) => {
  if (!options.publicUrl.startsWith('https://')) return;
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('strict-transport-security', hsts);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    const cookies = reply.getHeader('set-cookie');
    if (cookies !== undefined) {
      const list = Array.isArray(cookies) ? cookies : [String(cookies)];
      // Fastify adds to Set-Cookie rather than replacing it.
      reply.removeHeader('set-cookie');
      reply.header('set-cookie', list.map(secured));
    }
    done(null, payload);
  });
});
