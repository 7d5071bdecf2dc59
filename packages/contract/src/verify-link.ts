/**
 * The game provider's verify page (apps/games, `/provider/verify`), prefilled from a link: the site's
 * betting record and the games' own fairness panels build links with `verifyHref`, and the page reads
 * them back by the same parameter names. Every field is optional and prefills one input.
 */
export type VerifyLink = {
  game?: string;
  serverSeed?: string | null;
  /** The commitment shown before play, to compare with the SHA-256 of the seed. */
  serverSeedHash?: string | null;
  clientSeed?: string | null;
  nonce?: number | null;
  mines?: number | null;
  direction?: string | null;
  /** Hundredths, as the dice game takes it. */
  target?: number | null;
  roundId?: string;
  lang?: string;
};

export const verifyPath = '/provider/verify';

/** Each field's query parameter. */
export const verifyLinkParams = {
  game: 'game',
  serverSeed: 'serverSeed',
  serverSeedHash: 'hash',
  clientSeed: 'clientSeed',
  nonce: 'nonce',
  mines: 'mines',
  direction: 'direction',
  target: 'target',
  roundId: 'roundId',
  lang: 'lang',
} as const satisfies Record<keyof VerifyLink, string>;

/** The verify page's address with the fields that have a value. */
export function verifyHref(link: VerifyLink): string {
  const params = new URLSearchParams();
  for (const [field, name] of Object.entries(verifyLinkParams)) {
    const value = link[field as keyof VerifyLink];
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  const query = params.toString();
  return query ? `${verifyPath}?${query}` : verifyPath;
}
