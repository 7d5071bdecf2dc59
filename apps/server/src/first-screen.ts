import type { Services } from './services';
import type { FirstScreen, PreloadHint } from './plugins/static-site';
import { systemPaths } from '@lobby/contract/system';
import { liveChatPaths, modelListPageQuery } from '@lobby/contract/live-chat';
import { gamesPaths, newGameVendorQuery } from '@lobby/contract/games';
import { contentPaths } from '@lobby/contract/content';
import { redEnvelopePaths } from '@lobby/contract/red-envelope';

const homePaths = ['/', '/index', '/index.html', '/home', '/login', '/register', '/help'];

/**
 * What the site's first screen requests before it can paint: the shell's calls, on /live the hosts
 * strip, and on the home page the first banner (the largest paint) in the brand's default language,
 * which the page's first frame also shows.
 */
export function firstScreen(services: Services) {
  const withQuery = (path: string, query: Record<string, string | number>) => {
    const params = Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]);
    return `${path}?${new URLSearchParams(params).toString()}`;
  };
  return async (pathname: string, clientIp: string): Promise<FirstScreen> => {
    const { defaultLanguage } = await services.settings.get('brand');
    const hints: PreloadHint[] = [
      { href: systemPaths.status, as: 'fetch' },
      { href: systemPaths.brand, as: 'fetch' },
    ];
    // Under maintenance or a region block the site shows its status screen (and the API refuses the
    // lobby's calls): the status and the brand are all it asks for.
    if ((await services.system.status({ ip: clientIp })).status !== 0) {
      return { hints, language: defaultLanguage };
    }
    // The shell's own calls on every page: the site configuration and the vendor lanes its
    // navigation is built from.
    hints.push(
      { href: systemPaths.permission, as: 'fetch' },
      { href: withQuery(gamesPaths.newGameVendor, newGameVendorQuery(defaultLanguage)), as: 'fetch' },
    );
    if (pathname === '/live') {
      hints.push({
        href: withQuery(liveChatPaths.modelList, modelListPageQuery(defaultLanguage, 1)),
        as: 'fetch',
      });
    }
    if (!homePaths.includes(pathname)) return { hints, language: defaultLanguage };
    const [[banner], rounds, notices] = await Promise.all([
      services.content.banners('w_home', defaultLanguage),
      services.redEnvelope.rounds(null),
      services.content.announcements({
        types: ['B'],
        executions: ['B'],
        language: defaultLanguage,
        pageNo: 1,
        pageSize: 1,
      }),
    ]);
    /* The notices' marquee and a round to announce may arrive after the promotions below them are
       drawn: the page keeps their places from the first paint, so nothing moves when they do. */
    const reserve: FirstScreen['reserve'] = [];
    if (notices.total > 0) reserve.push('notices');
    if (rounds.current !== null || rounds.next !== null) {
      reserve.push('red-envelope');
      hints.push({ href: redEnvelopePaths.rounds, as: 'fetch' });
    }
    // The same URL the site's banners call builds, so the browser reuses the preloaded answer.
    hints.push({
      href: withQuery(contentPaths.banners, { groupName: 'w_home', language: defaultLanguage }),
      as: 'fetch',
    });
    if (!banner) return { hints, language: defaultLanguage, reserve };
    return {
      hints: [...hints, { href: banner.url, as: 'image' }],
      language: defaultLanguage,
      banner,
      reserve,
    };
  };
}
