import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { openApiDocument } from './openapi';
import { referencePaths, referenceStylesheet, renderReference } from './reference';

/** The document changes only with a deploy; five minutes of caching, then a cheap revalidation. */
const cacheControl = 'public, max-age=300';

type Prepared = { body: string; type: string; etag: string };

const prepare = (body: string, type: string): Prepared => ({
  body,
  type,
  etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
});

/** If-None-Match may list several tags, weak or strong; any that names this body will do. */
const matches = (header: string | undefined, etag: string) =>
  (header ?? '').split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*');

function send(request: FastifyRequest, reply: FastifyReply, prepared: Prepared) {
  reply.header('cache-control', cacheControl).header('etag', prepared.etag);
  if (matches(request.headers['if-none-match'], prepared.etag)) return reply.status(304).send();
  return reply.type(prepared.type).send(prepared.body);
}

/**
 * The API's description (docs/api.md): the OpenAPI 3.1 document, and a reference page made from it
 * for people. Public, like the site's own configuration; `publicUrl` is the document's server.
 */
export function openapiRoutes(options: { publicUrl: string }) {
  // Built at the first request rather than at start: most processes never serve them.
  let document: Prepared | undefined;
  let page: Prepared | undefined;
  const stylesheet = prepare(referenceStylesheet, 'text/css; charset=utf-8');
  const described = () => ({ ...openApiDocument(), servers: [{ url: options.publicUrl }] });

  return async (app: FastifyInstance) => {
    app.get(referencePaths.document, async (request, reply) => {
      document ??= prepare(JSON.stringify(described()), 'application/json; charset=utf-8');
      return send(request, reply, document);
    });
    app.get(referencePaths.page, async (request, reply) => {
      page ??= prepare(renderReference(described()), 'text/html; charset=utf-8');
      return send(request, reply, page);
    });
    app.get(referencePaths.stylesheet, async (request, reply) => send(request, reply, stylesheet));
  };
}
