import type { GameCategory } from '@lobby/contract/games';
import type { MemberPageId } from '@/features/member-centre/page-ids';

/** Product §2 home aliases; /login, /register and /help show the home page under a popup. */
export const homePaths = ['/', '/index', '/index.html', '/home', '/login', '/register', '/help'] as const;

export function isHomePath(pathname: string): boolean {
  return (homePaths as readonly string[]).includes(pathname);
}

/** Game list centre routes (vendors filter a game list). /bgs shows RNG with the in-house vendor chosen. */
export const gameListRoutes = {
  live: 'LIVE',
  fish: 'FISH',
  rng: 'RNG',
  pvp: 'PVP',
  bgs: 'RNG',
} as const satisfies Record<string, GameCategory>;

/** Game centre routes (vendors launch directly). */
export const gameCentreRoutes = {
  sports: 'SPORTS',
  esports: 'ESPORTS',
  lott: 'LOTT',
  elott: 'ELOTT',
  cockfight: 'COCKFIGHT',
} as const satisfies Record<string, GameCategory>;

export const lotteryRoutes = ['lottery', 'seaLottery', 'vnLottery'] as const;

/** Route handle: pages that take the whole width (product §2: no side menu on seamless and lottery). */
export type RouteHandle = {
  hideSideMenu?: boolean;
  /**
   * Desktop: the side menu starts folded away (the page has a menu of its own, as the member centre
   * does) and the header's menu button unfolds it. Phones keep the drawer.
   */
  foldSideMenu?: boolean;
  /** The game view: the game fills the screen under its own slim bar; no site header, navigation bars or footer. */
  gameView?: boolean;
};

export function firstSegment(pathname: string): string {
  return pathname.split('/')[1] ?? '';
}

/**
 * Member centre pages (product §2 'Member centre menu'); securityCenter (my account) is the default.
 * The ids and their order live with the member centre (features/member-centre/page-ids.ts).
 */
export type MemberPage = MemberPageId;

/** A member centre page is addressed as /member?page={id}. */
export function memberPagePath(page: MemberPage): string {
  return `/member?page=${page}`;
}
