import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fail } from '../lib/envelope';
import type { SettingsStore } from '../modules/system/settings.store';
import type { SystemService } from '../modules/system/system.service';

/**
 * While the site is in maintenance, or the visitor's region is blocked, the API refuses everything but
 * the configuration calls the status screens need, and the payment provider's callbacks: money that a
 * player has paid is credited whatever the site's state (and the provider is in no player's region).
 */
const unguarded = ['/wps/system/', '/wps/payment/callback/'];
/** The API: /wps, and the lottery gateway paths of product §7 (/lgw, /lotto/lgw). */
const guarded = ['/wps/', '/lgw/', '/lotto/lgw/'];

export type SiteGuardOptions = {
  settings: Pick<SettingsStore, 'get'>;
  system: Pick<SystemService, 'regionBlocked'>;
  /** How many addresses' region decisions are kept at most; past that the oldest go. */
  maxDecisions?: number;
};

/**
 * A visitor calls the API many times a second, and each decision took an address parse and a geo
 * lookup. A decision depends only on the address and the region settings (the geo data ships with the
 * package), so it is kept for as long as the settings store hands out the same region settings: the
 * store re-reads them every 5 s and replaces them at once on a change made through it, so a change
 * applies exactly as soon as it did without this memo.
 */
function regionDecisions(maxEntries: number) {
  let rules: unknown = null;
  const blocked = new Map<string, boolean>();
  return {
    get(ip: string, region: unknown): boolean | undefined {
      if (region !== rules) {
        blocked.clear();
        rules = region;
      }
      return blocked.get(ip);
    },
    /** Kept only while the rules it was looked up under are current: a change may have come meanwhile. */
    set(ip: string, region: unknown, decision: boolean) {
      if (region !== rules) return;
      blocked.set(ip, decision);
      if (blocked.size > maxEntries) blocked.delete(blocked.keys().next().value!);
    },
  };
}

export const siteGuardPlugin = fp(async (app: FastifyInstance, opts: SiteGuardOptions) => {
  const decisions = regionDecisions(opts.maxDecisions ?? 10_000);
  app.addHook('onRequest', async (request, reply) => {
    const url = request.url;
    if (!guarded.some((prefix) => url.startsWith(prefix)) || unguarded.some((p) => url.startsWith(p))) return;
    if ((await opts.settings.get('maintenance')).enabled) {
      return reply.status(503).send(fail('MAINTENANCE', 'maintenance_notice'));
    }
    const ip = request.clientIp;
    const region = await opts.settings.get('region');
    let blocked = decisions.get(ip, region);
    if (blocked === undefined) {
      // Reads the region settings again, never older than `region`: no decision is kept under newer rules.
      blocked = await opts.system.regionBlocked({ ip });
      decisions.set(ip, region, blocked);
    }
    if (blocked) return reply.status(403).send(fail('REGION_RESTRICTED', 'region_restricted'));
  });
});
