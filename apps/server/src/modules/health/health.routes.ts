import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/** 200 only when the database answers and start-up (migrations and seed) has finished. */
export function healthRoutes(db: Executor, isReady: () => boolean) {
  return async (app: FastifyInstance) => {
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
