import { bgsRulesSchema, type BgsGame, type BgsRules } from '@lobby/contract/bgs';
import * as z from 'zod/mini';

/*
 * The rules of the BGS games this browser has played, kept for the verify page: recomputing a slot
 * result needs the reel strips and paytable, which only a game session is told. The verify page has
 * no session (it is public), so it reads what the game pages left here.
 */
const keyOf = (game: BgsGame) => `bgs.rules.${game}`;

export function rememberRules(rules: BgsRules): void {
  try {
    localStorage.setItem(keyOf(rules.game), JSON.stringify(rules));
  } catch {
    // Storage full or disabled: the verify page then relies on the server's answer alone.
  }
}

export function recallRules<G extends BgsGame>(game: G): Extract<BgsRules, { game: G }> | null {
  try {
    const text = localStorage.getItem(keyOf(game));
    if (!text) return null;
    const parsed = z.safeParse(bgsRulesSchema, JSON.parse(text));
    return parsed.success && parsed.data.game === game
      ? (parsed.data as Extract<BgsRules, { game: G }>)
      : null;
  } catch {
    return null;
  }
}
