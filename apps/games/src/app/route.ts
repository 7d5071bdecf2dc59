/**
 * What the address asks for: a game to play (with the launch's token), a live host's chat room, the
 * verify page, or nothing.
 */
export type Route =
  | { name: 'play'; vendorCode: string; gameCode: string; token: string | null }
  | { name: 'verify'; params: URLSearchParams }
  /** A live host's chat room (CBS_launchChat's chatUrl); `language` is the site's, from `lang=`. */
  | { name: 'chat'; modelId: string; token: string | null; language: string | null }
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
  const chat = /^\/provider\/chat\/([a-z0-9-]{1,40})\/?$/.exec(pathname);
  if (chat)
    return { name: 'chat', modelId: chat[1]!, token: params.get('token'), language: params.get('lang') };
  if (/^\/provider\/verify\/?$/.test(pathname)) return { name: 'verify', params };
  return { name: 'unknown' };
}
