import type { FastifyInstance, FastifyRequest } from 'fastify';
import { outboxQuerySchema, sandboxPaths, type OutboxChannel } from '@lobby/contract/sandbox';
import { fail, ok } from '../../lib/envelope';
import { parseInput } from '../../lib/parse';
import type { AppMessenger } from './create-messenger';
import type { OutboxService } from './outbox';

/**
 * Judged by the socket, never by a header a client can write. A request that came through a proxy
 * (one on this machine would also connect from loopback) is from the outside and is refused too.
 */
function fromThisMachine(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  const loopback = address === '::1' || /^(::ffff:)?127\./.test(address);
  const proxied = ['forwarded', 'x-forwarded-for', 'x-real-ip'].some((name) => name in request.headers);
  return loopback && !proxied;
}

/**
 * The demo's outbox, for tools on the server's own machine (the browser tests, a developer's curl);
 * everyone else reads it with `npm run ops -- outbox`. It answers as if absent to the outside, since
 * its codes would let anyone log in as any member. Only channels still in the sandbox are shown, so
 * rows left from before a real provider was configured stay private; with both real, the route is gone.
 */
export function outboxRoutes(outbox: OutboxService, sandbox: AppMessenger['sandbox']) {
  const channels: OutboxChannel[] = [
    ...(sandbox.sms ? ['sms' as const] : []),
    ...(sandbox.email ? ['email' as const] : []),
  ];
  return async (app: FastifyInstance) => {
    app.get(sandboxPaths.outbox, async (request, reply) => {
      if (channels.length === 0 || !fromThisMachine(request)) {
        return reply.status(404).send(fail('NOT_FOUND', 'not_found'));
      }
      const query = parseInput(outboxQuerySchema, request.query);
      return ok({ messages: await outbox.list(query, channels) });
    });
  };
}
