import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import ipaddr from 'ipaddr.js';
import type { Redis } from 'ioredis';
import { tooManyRequests } from '../lib/errors';

export { createKeyedLimiter, type KeyedLimiter, type LimitResult, type LimitRule } from './keyed-limiter';

/**
 * One IPv6 host usually holds a whole /64 and can change address within it at will; counting per
 * address would let it walk around any limit.
 */
export function rateLimitKey(ip: string): string {
  if (!ip.includes(':') || !ipaddr.IPv6.isValid(ip)) return ip;
  const parts = ipaddr.IPv6.parse(ip).parts.slice(0, 4);
  return `${parts.map((p) => p.toString(16)).join(':')}::/64`;
}

/** The plugin throws what this returns; the error handler turns it into the 429 envelope. */
function refusal(message: string): NonNullable<RateLimitOptions['errorResponseBuilder']> {
  return (_request, context) => tooManyRequests(message, Math.max(1, Math.ceil(context.ttl / 1000)));
}

const preset = (max: number, timeWindow: number, message = 'too_many_requests'): RateLimitOptions => ({
  max,
  timeWindow,
  errorResponseBuilder: refusal(message),
});

const minute = 60_000;

/**
 * Per client address. A route opts in with `config: { rateLimit: rateLimits.login }`; routes without
 * it are not limited.
 */
export const rateLimits = {
  login: preset(10, minute),
  register: preset(5, 10 * minute),
  /** Spec: "too many requests (retry after 5 minutes)". */
  sms: preset(5, 5 * minute, 'sms_too_many_requests'),
  captcha: preset(30, minute),
  challenge: preset(30, minute),
  affiliate: preset(20, minute),
  passwordReset: preset(5, 15 * minute),
  freePlay: preset(5, 60 * minute),
  /** Feedback and complaints: a handful per address, against spam. */
  feedback: preset(5, 10 * minute),
} satisfies Record<string, RateLimitOptions>;

export type RateLimitPluginOptions = {
  /** Shared counts across instances; in process when null. */
  redis: Redis | null;
  /** Redis key prefix, so several sites can share one Redis. */
  nameSpace?: string;
  /**
   * Multiplies every route's limit. Browser tests drive hundreds of logins from one address in a few
   * minutes; they raise it rather than switch the limits off, so the limits stay on the tested path.
   */
  factor?: number;
};

export const rateLimitPlugin = fp(async (app: FastifyInstance, options: RateLimitPluginOptions) => {
  const factor = options.factor ?? 1;
  if (factor !== 1) {
    // Runs before the plugin's own onRoute hook, which reads the route's limit.
    app.addHook('onRoute', (route) => {
      const limit = route.config?.rateLimit;
      if (limit && typeof limit === 'object' && typeof limit.max === 'number') {
        route.config = { ...route.config, rateLimit: { ...limit, max: limit.max * factor } };
      }
    });
  }
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request: FastifyRequest) => rateLimitKey(request.clientIp),
    errorResponseBuilder: refusal('too_many_requests'),
    ...(options.redis ? { redis: options.redis, nameSpace: options.nameSpace ?? 'lobby:rl:' } : {}),
  });
});
