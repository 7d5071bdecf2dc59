import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/**
 * /healthz (readiness): 200 only when the database answers and start-up (migrations and seed) has
 * finished. /livez (liveness): the process serves requests, whatever the database's state; a balancer
 * restarts on the one and routes on the other.
 */
export function healthRoutes(db: Executor, isReady: () => boolean) {
  return async (app: FastifyInstance) => {
    app.get('/livez', async () => ({ status: 'ok' }));
    app.get('/healthz', async (_request, reply) => {
      if (!isReady()) return reply.status(503).send({ status: 'starting' });
      try {
        await db.execute(sql`select 1 from site_settings limit 1`);
        return { status: 'ok' };
      } catch {
        return reply.status(503).send({ status: 'database unavailable' });
      }
    });
  };
}
