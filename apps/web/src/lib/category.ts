import type { GameCategory } from '@lobby/contract/games';

/** Translation keys of the categories; literal so the locale scanner finds each one. */
export const categoryKey = {
  HOT: 'category.HOT',
  BGS: 'category.BGS',
  RNG: 'category.RNG',
  LIVE: 'category.LIVE',
  FISH: 'category.FISH',
  PVP: 'category.PVP',
  SPORTS: 'category.SPORTS',
  ESPORTS: 'category.ESPORTS',
  LOTT: 'category.LOTT',
  ELOTT: 'category.ELOTT',
  COCKFIGHT: 'category.COCKFIGHT',
} as const satisfies Record<GameCategory, string>;

/** The in-house vendor, listed under RNG (product §2: the in-house category goes to /rng?vassalage=BGS). */
export const inHouseVendor = 'BGS';

/** Product §2: category routes are /{category lowercase}; HOT is the home page. */
export function categoryHref(category: GameCategory): string {
  if (category === 'HOT') return '/';
  if (category === 'BGS') return `/rng?vassalage=${inHouseVendor}`;
  return `/${category.toLowerCase()}`;
}

/** Categories whose vendors filter a game list (?vassalage=) instead of launching a game. */
export function vendorOpensList(category: GameCategory): boolean {
  return category === 'RNG' || category === 'FISH' || category === 'BGS';
}

export function vendorHref(category: GameCategory, vassalage: string): string {
  const base = category === 'BGS' ? '/rng' : `/${category.toLowerCase()}`;
  return `${base}?vassalage=${encodeURIComponent(vassalage)}`;
}
