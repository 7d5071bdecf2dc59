import path from 'node:path';
import { z } from 'zod';

const booleanish = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/**
 * TRUST_PROXY: 'false' (default: X-Forwarded-For is ignored), 'true' (trust every hop), a number of
 * hops, or a comma-separated list of proxy addresses/CIDRs.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((v, ctx): boolean | number | string[] => {
    if (v === 'true' || v === 'false') return v === 'true';
    if (/^\d+$/.test(v)) return Number(v);
    const list = v.split(',').map((s) => s.trim());
    if (list.some((s) => !/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(s))) {
      ctx.addIssue({ code: 'custom', message: 'expected true, false, a hop count or a list of addresses' });
      return z.NEVER;
    }
    return list;
  });

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'expected a postgres:// URL')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'expected a redis:// URL')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxy.default(false),
  /** Where the built site lives; the server serves it with history-mode fallback. */
  WEB_DIST: z.string().optional(),
  SEED_DEMO: booleanish.default(true),
});

export type Env = z.infer<typeof envSchema>;

export type Config = Env & { dataDir: string; webDist: string };

/** Parses the environment; a bad variable stops the process with a message naming it. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    ...env,
    dataDir: path.resolve(env.DATA_DIR),
    webDist: path.resolve(env.WEB_DIST ?? path.join(import.meta.dirname, '../../../web/dist')),
  };
}

export class ConfigError extends Error {}
