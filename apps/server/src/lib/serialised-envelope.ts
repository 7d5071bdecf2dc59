import type { FastifyReply } from 'fastify';
import { ok } from './envelope';
import { compressOnce } from './remembered-compression';

/** The content type Fastify gives an object it serialises itself. */
const jsonContentType = 'application/json; charset=utf-8';

/**
 * Sends `ok(value)` for values that a TTL cache hands out again and again. Serialising an answer of
 * several KiB on every request was the largest cost of a cached catalogue call, so each value's
 * envelope is serialised once and its bytes sent from then on. The bytes are keyed by the value's
 * identity: they live exactly as long as the cache keeps that value, and a reloaded value gets new
 * ones, so the cache's semantics stay its own. The bytes are JSON.stringify's, which is what Fastify
 * sends for a route without a response schema; their compressed forms are kept too
 * (remembered-compression.ts).
 */
export function serialisedEnvelope<V extends object>(wrap: (value: V) => unknown = (value) => value) {
  const bytes = new WeakMap<V, Buffer>();
  return (reply: FastifyReply, value: V): FastifyReply => {
    let body = bytes.get(value);
    if (!body) {
      body = compressOnce(Buffer.from(JSON.stringify(ok(wrap(value)))));
      bytes.set(value, body);
    }
    return reply.header('content-type', jsonContentType).send(body);
  };
}
