import type { RouteOptions } from 'fastify';
import { createTestApp, type TestApp } from './helper';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type RouteKey = `${Method} ${string}`;

/**
 * Every method and URL the app registers, as "METHOD /url". HEAD is left out: Fastify answers it with
 * the GET route's handler and guards, so the GET cell covers it.
 */
export function routeCollector() {
  const keys = new Set<RouteKey>();
  return {
    onRoute(route: RouteOptions) {
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        keys.add(`${method as Method} ${route.url}`);
      }
    },
    keys: () => [...keys].sort(),
  };
}

/** A test app that also lists its routes. */
export async function appWithRoutes(options: Parameters<typeof createTestApp>[0] = {}) {
  const routes = routeCollector();
  const t: TestApp = await createTestApp({ ...options, onRoute: routes.onRoute });
  return { t, routes: routes.keys() };
}

export function split(key: RouteKey): { method: Method; path: string } {
  const at = key.indexOf(' ');
  return { method: key.slice(0, at) as Method, path: key.slice(at + 1) };
}

/** A URL for a route with parameters (`:id`, `:name`...), filled with harmless sample values. */
export function concrete(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => params[name] ?? sampleParams[name] ?? 'x');
}

const sampleParams: Record<string, string> = {
  id: '1',
  name: 'sample.svg',
  provider: 'nobody',
  paymentId: `sbx_${'0'.repeat(32)}`,
};
