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
/** The API: /wps, and the lottery gateway paths of spec §7 (/lgw, /lotto/lgw). */
const guarded = ['/wps/', '/lgw/', '/lotto/lgw/'];
export const siteGuardPlugin = fp(
  async (app: FastifyInstance, opts: { settings: SettingsStore; system: SystemService }) => {
    app.addHook('onRequest', async (request, reply) => {
      const url = request.url;
      if (!guarded.some((prefix) => url.startsWith(prefix)) || unguarded.some((p) => url.startsWith(p)))
        return;
      if ((await opts.settings.get('maintenance')).enabled) {
        return reply.status(503).send(fail('MAINTENANCE', 'maintenance_notice'));
      }
      if (await opts.system.regionBlocked({ ip: request.clientIp })) {
        return reply.status(403).send(fail('REGION_RESTRICTED', 'region_restricted'));
      }
    });
  },
);
