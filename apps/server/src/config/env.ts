import path from 'node:path';
import { z } from 'zod';
import type { OauthProviderId } from '@lobby/contract/accounts';
import { serverRoot } from '../lib/package-root';

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

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * An issuer is https; plain http only on this machine (the local provider of tests and the demo), so a
 * typo cannot send members' logins over an unencrypted link.
 */
const oidcIssuer = z.url({ protocol: /^https?$/, error: 'expected an https:// URL' }).refine((v) => {
  const url = new URL(v);
  return url.protocol === 'https:' || loopbackHosts.has(url.hostname);
}, 'expected an https:// URL (http only on 127.0.0.1 or localhost)');

/** 32 bytes, written as 64 hex digits or 44 base64 characters. */
const secretsKey = z
  .string()
  .trim()
  .refine(
    (v) => /^[0-9a-fA-F]{64}$/.test(v) || /^[A-Za-z0-9+/]{43}=$/.test(v),
    'expected 32 bytes as 64 hex digits or base64',
  );

const envFields = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  /**
   * `demo` (the default of `npm start`): embedded sandboxes, demo brand and accounts, a generated key.
   * `production` refuses to start while any of those would be active (docs/security.md).
   */
  APP_MODE: z.enum(['demo', 'production']).default('demo'),
  /** The key that encrypts the server's secrets in the database; never stored in the database. */
  SECRETS_KEY: secretsKey.optional(),
  /** A file holding SECRETS_KEY instead (mode 0600); the demo generates DATA_DIR/secrets.key. */
  SECRETS_KEY_FILE: z.string().min(1).optional(),
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
  /** Where the game provider's built pages live (apps/games); served under /provider/. */
  GAMES_DIST: z.string().optional(),
  SEED_DEMO: booleanish.default(true),
  /** How long catalogue answers (game lists, vendor lanes, hot games) are reused; 0 reads every time. */
  CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** Multiplies every per-address rate limit (browser tests raise it; production keeps 1). */
  RATE_LIMIT_FACTOR: z.coerce.number().int().min(1).max(1000).default(1),
  /** The site's public address, used in links sent by e-mail (never taken from a request's Host). */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'expected an http:// or https:// URL' })
    .transform((v) => v.replace(/\/+$/, ''))
    .optional(),
  /**
   * Who takes deposits: `sandbox` (the demo's own gateway and its pay page) or `none` (no online
   * deposits; withdrawals are paid by operators). A real provider's adapter adds its own name.
   */
  PAYMENT_GATEWAY: z.enum(['sandbox', 'none']).default('sandbox'),
  /** HTTP SMS provider; without it SMS go to the sandbox outbox. */
  SMS_PROVIDER_URL: z.url({ protocol: /^https?$/, error: 'expected an http:// or https:// URL' }).optional(),
  SMS_PROVIDER_KEY: z.string().min(1).optional(),
  /** SMTP server for e-mail; without it e-mails go to the sandbox outbox. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'expected an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z
    .string()
    .regex(/^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, 'expected an address or "Name <address>"')
    .optional(),
  /** Third-party login (OpenID Connect): a provider is offered when its three variables are set. */
  OIDC_GOOGLE_ISSUER: oidcIssuer.optional(),
  OIDC_GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  OIDC_GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_FACEBOOK_ISSUER: oidcIssuer.optional(),
  OIDC_FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
  OIDC_FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
  /**
   * How often the payments sweep (unacknowledged gateway notifications, payouts left waiting) runs: a
   * minute by default; shorter for a quicker recovery, or in tests.
   */
  PAYMENTS_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** How often game rounds left without an answer (a win, a rollback) are finished: half a minute by default. */
  ROUND_RECOVERY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** A bearer token that may read GET /metrics from anywhere (docs/operations.md); loopback needs none. */
  METRICS_TOKEN: z
    .string()
    .regex(/^\S{32,}$/, 'expected at least 32 characters, no spaces')
    .optional(),
});

/** A real adapter half configured would fail on its first message; refuse it at start instead. */
const companions = [
  ['SMS_PROVIDER_URL', 'SMS_PROVIDER_KEY'],
  ['SMTP_URL', 'MAIL_FROM'],
] as const;

const oidcNames = { google: 'GOOGLE', facebook: 'FACEBOOK' } as const satisfies Record<
  OauthProviderId,
  string
>;
const oidcParts = ['ISSUER', 'CLIENT_ID', 'CLIENT_SECRET'] as const;
type OidcVariable = `OIDC_${(typeof oidcNames)[OauthProviderId]}_${(typeof oidcParts)[number]}`;

export const envSchema = envFields.superRefine((env, ctx) => {
  if (env.SECRETS_KEY && env.SECRETS_KEY_FILE) {
    ctx.addIssue({
      code: 'custom',
      path: ['SECRETS_KEY_FILE'],
      message: 'set SECRETS_KEY or SECRETS_KEY_FILE, not both',
    });
  }
  for (const [primary, companion] of companions) {
    if (env[primary] && !env[companion]) {
      ctx.addIssue({ code: 'custom', path: [companion], message: `required when ${primary} is set` });
    }
  }
  // Half a provider would show a button that can only fail; refuse it at start and name what is missing.
  for (const name of Object.values(oidcNames)) {
    const variables = oidcParts.map((part): OidcVariable => `OIDC_${name}_${part}`);
    const given = variables.filter((v) => env[v]);
    if (given.length === 0 || given.length === variables.length) continue;
    for (const missing of variables.filter((v) => !env[v])) {
      ctx.addIssue({ code: 'custom', path: [missing], message: `required when ${given[0]} is set` });
    }
  }
});

export type Env = z.infer<typeof envSchema>;

/** A configured third-party login (README: environment). */
export type OidcProviderConfig = {
  id: OauthProviderId;
  issuer: string;
  clientId: string;
  clientSecret: string;
};

export type Config = Env & {
  dataDir: string;
  webDist: string;
  gamesDist: string;
  publicUrl: string;
  oidcProviders: OidcProviderConfig[];
};

function oidcProvidersOf(env: Env): OidcProviderConfig[] {
  const providers: OidcProviderConfig[] = [];
  for (const [id, name] of Object.entries(oidcNames) as Array<[OauthProviderId, string]>) {
    const [issuer, clientId, clientSecret] = oidcParts.map(
      (part) => env[`OIDC_${name}_${part}` as OidcVariable],
    );
    if (issuer && clientId && clientSecret) providers.push({ id, issuer, clientId, clientSecret });
  }
  return providers;
}

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
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    oidcProviders: oidcProvidersOf(env),
    dataDir: path.resolve(env.DATA_DIR),
    webDist: path.resolve(env.WEB_DIST ?? path.join(serverRoot, '../web/dist')),
    gamesDist: path.resolve(env.GAMES_DIST ?? path.join(serverRoot, '../games/dist')),
  };
}

export class ConfigError extends Error {}
