import type { FastifyInstance } from 'fastify';
import { outboxQuerySchema, sandboxPaths, type OutboxChannel } from '@lobby/contract/sandbox';
import { fail, ok } from '../../lib/envelope';
import { parseInput } from '../../lib/parse';
import type { AppMessenger } from './create-messenger';
import type { OutboxService } from './outbox';

/**
 * The demo's visitors read their codes here. Only channels still in the sandbox are shown, so rows
 * left from before a real provider was configured stay private; with both real, the route is gone.
 */
export function outboxRoutes(outbox: OutboxService, sandbox: AppMessenger['sandbox']) {
  const channels: OutboxChannel[] = [
    ...(sandbox.sms ? ['sms' as const] : []),
    ...(sandbox.email ? ['email' as const] : []),
  ];
  return async (app: FastifyInstance) => {
    app.get(sandboxPaths.outbox, async (request, reply) => {
      if (channels.length === 0) return reply.status(404).send(fail('NOT_FOUND', 'not_found'));
      const query = parseInput(outboxQuerySchema, request.query);
      return ok({ messages: await outbox.list(query, channels) });
    });
  };
}
