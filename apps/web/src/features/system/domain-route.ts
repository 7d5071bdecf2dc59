import type { DomainRouteValue } from '@lobby/contract/system';

/** A host name as the operator may write it: any case, perhaps with the root's trailing dot. */
function normalHost(host: string): string {
  return host.trim().toLowerCase().replace(/\.$/, '');
}

/**
 * Only a path of this site may be followed: the route comes from a setting, and "//evil.example"
 * or "https://…" would turn the brand's own domain into a redirector.
 */
function isSitePath(route: string): boolean {
  return route.startsWith('/') && !route.startsWith('//') && !route.startsWith('/\\');
}

/**
 * Where a visit that lands on the home page goes under the operator's domain routes (product §7
 * /wps/system/domainRoute): the route configured for the host the visitor typed, e.g. an agent
 * domain opens /agent. Null when the site stays where it is: another page was asked for, the host
 * has no route (or routes to the home page), or the route is not a path of this site. The visit's
 * query and hash go along (a shared link keeps what it carries) unless the route has its own.
 */
export function domainRouteTarget(
  config: DomainRouteValue,
  location: { hostname: string; pathname: string; search: string; hash: string },
  isHome: (pathname: string) => boolean,
): string | null {
  if (!isHome(location.pathname)) return null;
  const host = normalHost(location.hostname);
  const entry = config.domains.find((item) => normalHost(item.domain) === host);
  if (!entry) return null;
  const route = entry.route.trim();
  if (!isSitePath(route)) return null;
  const path = route.split(/[?#]/, 1)[0] ?? route;
  if (isHome(path)) return null;
  // A route with its own query or hash is taken as written; merging two queries would guess.
  return path === route ? `${route}${location.search}${location.hash}` : route;
}
