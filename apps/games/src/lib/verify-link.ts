import type { BgsGame, DiceDirection } from '@lobby/contract/bgs';

/** What the verify page can be opened with; every field optional, each prefilling its input. */
export type VerifyLink = {
  game?: BgsGame;
  serverSeed?: string | null;
  /** The commitment shown before play, to compare with the SHA-256 of the seed. */
  serverSeedHash?: string;
  clientSeed?: string;
  nonce?: number;
  mines?: number;
  direction?: DiceDirection;
  target?: number;
  roundId?: string;
  lang?: string;
};

export const verifyPath = '/provider/verify';

export function verifyHref(link: VerifyLink): string {
  const params = new URLSearchParams();
  const put = (name: string, value: string | number | null | undefined) => {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  };
  put('game', link.game);
  put('serverSeed', link.serverSeed);
  put('hash', link.serverSeedHash);
  put('clientSeed', link.clientSeed);
  put('nonce', link.nonce);
  put('mines', link.mines);
  put('direction', link.direction);
  put('target', link.target);
  put('roundId', link.roundId);
  put('lang', link.lang);
  const query = params.toString();
  return query ? `${verifyPath}?${query}` : verifyPath;
}
