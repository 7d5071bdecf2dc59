import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import Fastify from 'fastify';
import { $ZodError } from 'zod/v4/core';
import { OpsUsageError, runOpsCommand, type OpsContext } from './commands';

export type OpsEndpoint = { port: number; secret: string; pid: number };

export const opsFile = (dataDir: string) => path.join(dataDir, 'ops.json');

export function describeOpsError(error: unknown): string | null {
  if (error instanceof OpsUsageError) return error.message;
  // $ZodError covers both the contract's zod/mini errors and classic zod's ZodError subclass.
  if (error instanceof $ZodError) {
    return error.issues.map((i) => `${i.path.join('.') || 'value'}: ${i.message}`).join('\n');
  }
  if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) {
    return error.message;
  }
  return null;
}

/**
 * The operator API: loopback only, on its own port, guarded by a secret kept (owner-readable) under
 * DATA_DIR. PGlite admits one process per data directory, so `npm run ops` reaches the running
 * server this way instead of opening the database itself.
 */
export async function startOperatorApi(ctx: OpsContext, dataDir: string) {
  const secret = crypto.randomBytes(32).toString('hex');
  const api = Fastify({ logger: false, bodyLimit: 64 * 1024 });
  api.post('/ops/run', async (request, reply) => {
    const given = Buffer.from(String(request.headers['x-ops-secret'] ?? ''));
    const expected = Buffer.from(secret);
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
      return reply.status(401).send({ ok: false, error: 'bad secret' });
    }
    const body = request.body as { argv?: unknown; operator?: unknown };
    if (!Array.isArray(body?.argv) || !body.argv.every((a) => typeof a === 'string')) {
      return reply.status(400).send({ ok: false, error: 'argv must be a list of strings' });
    }
    // The CLI names who runs the command; a caller that does not is recorded as the server's user.
    const operator =
      typeof body.operator === 'string' && body.operator.trim()
        ? body.operator.trim().slice(0, 100)
        : undefined;
    try {
      return { ok: true, result: (await runOpsCommand(ctx, body.argv, operator)) ?? null };
    } catch (error) {
      const message = describeOpsError(error);
      if (message) return reply.status(400).send({ ok: false, error: message });
      throw error;
    }
  });
  await api.listen({ host: '127.0.0.1', port: 0 });
  const address = api.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const endpoint: OpsEndpoint = { port, secret, pid: process.pid };
  await fs.mkdir(dataDir, { recursive: true });
  await fs.writeFile(opsFile(dataDir), JSON.stringify(endpoint), { mode: 0o600 });
  return {
    endpoint,
    async close() {
      await api.close();
      await fs.rm(opsFile(dataDir), { force: true });
    },
  };
}
