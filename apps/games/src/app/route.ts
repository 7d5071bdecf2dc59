/** What the address asks for: a game to play (with the launch's token), the verify page, or nothing. */
export type Route =
  | { name: 'play'; vendorCode: string; gameCode: string; token: string | null }
  | { name: 'verify'; params: URLSearchParams }
  | { name: 'unknown' };

/** The in-house vendor: its games are the provider's own; every other vendor gets the emulator. */
export const inHouseVendor = 'BGS';

export function parseRoute(pathname: string, search: string): Route {
  const params = new URLSearchParams(search);
  const play = /^\/provider\/play\/([^/]+)\/([^/]+)\/?$/.exec(pathname);
  if (play) {
    const decode = (part: string) => {
      try {
        return decodeURIComponent(part);
      } catch {
        return part;
      }
    };
    return {
      name: 'play',
      vendorCode: decode(play[1]!),
      gameCode: decode(play[2]!),
      token: params.get('token'),
    };
  }
  if (/^\/provider\/verify\/?$/.test(pathname)) return { name: 'verify', params };
  return { name: 'unknown' };
}
