import type { FastifyInstance } from 'fastify';
import { helpCenterQuerySchema, systemPaths, type BrandAnswer } from '@lobby/contract/system';
import { ok } from '../../lib/envelope';
import { parseInput } from '../../lib/parse';
import type { SettingsStore } from './settings.store';
import type { SystemService } from './system.service';

/** `demo`: the server runs in demo mode (APP_MODE), which the site shows on every page. */
export function systemRoutes(system: SystemService, settings: SettingsStore, mode: { demo: boolean }) {
  return async (app: FastifyInstance) => {
    app.get(systemPaths.status, async (request) => ok(await system.status({ ip: request.clientIp })));
    app.get(systemPaths.whitelabel, async () => ok(await system.whitelabel()));
    app.get(systemPaths.domainRoute, async () => ok(await settings.get('domainRoute')));
    app.get(systemPaths.helpCenter, async (request) => {
      const query = parseInput(helpCenterQuerySchema, request.query);
      return ok(await system.helpCenter(query.language.toUpperCase()));
    });
    app.get(systemPaths.registerSetting, async () => ok(await settings.get('register')));
    app.get(systemPaths.permission, async (request) => ok(await system.permission({ ip: request.clientIp })));
    app.get(systemPaths.validationRules, async () => ok(await system.validationRules()));
    app.get(systemPaths.countries, async () => ok(await system.countries()));
    app.get(systemPaths.brand, async () => {
      const answer: BrandAnswer = { ...(await settings.get('brand')), demo: mode.demo };
      return ok(answer);
    });
  };
}
