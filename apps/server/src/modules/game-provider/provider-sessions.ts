import { providerPlayUrl } from '@lobby/contract/provider';
import { and, eq, notLike } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { providerSessions } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { Random } from '../../lib/random';
import { sha256Hex } from '../../lib/sha256';
import { sealInBatches, type SecretBox } from '../security/secret-box';
import {
  findProviderSession,
  insertProviderSession,
  type ProviderSessionRow,
} from './game-provider.repository';
import type { ProviderSession, ProviderSessions } from './provider-session';

/** What the platform sends the provider when a member launches a game. */
export type LaunchRequest = {
  /** The platform's player token, named in every wallet call of this session. */
  playerToken: string;
  vendorCode: string;
  gameCode: string;
  gameType: string;
  account: string;
  currency: string;
  language: string;
};

/** A session as games and wallet clients see it, keyed by `token` (what the wallet client resolves). */
export const providerSessionOf = (token: string, row: ProviderSessionRow): ProviderSession => ({
  token,
  vendorCode: row.vendorCode,
  gameCode: row.gameCode,
  gameType: row.gameType,
  account: row.account,
  currency: row.currency,
  language: row.language,
});

/**
 * The platform's player token is kept sealed (secret-box.ts) under its session's row: the provider must
 * present it again to the wallet (wins, rollbacks, the round recovery), so a hash would not do, and a
 * copy of the database's files must not let anyone else present it.
 */
const playerTokenContext = (tokenHash: string) => `provider_sessions.player_token:${tokenHash}`;

/** The player token of a session's row, in clear (an older version's clear row reads as it is). */
export const playerTokenOf = (box: SecretBox, row: ProviderSessionRow) =>
  box.open(row.playerToken, playerTokenContext(row.tokenHash));

/** A wallet client's lookup for sessions known by their token's hash (the round recovery's). */
export const playerTokenByHash =
  (db: Executor, box: SecretBox) =>
  async (session: ProviderSession): Promise<string | null> => {
    const row = await findProviderSession(db, session.token);
    return row ? playerTokenOf(box, row) : null;
  };

/**
 * Seals the player tokens an older version stored in clear, a batch at a time (at start). A row changed
 * meanwhile is left to its writer. Answers how many it sealed.
 */
export function sealClearPlayerTokens(db: Database, box: SecretBox, batch?: number): Promise<number> {
  return sealInBatches(
    (limit) =>
      db
        .select({ tokenHash: providerSessions.tokenHash, token: providerSessions.playerToken })
        .from(providerSessions)
        .where(notLike(providerSessions.playerToken, 'v1:%'))
        .limit(limit),
    (row) =>
      db
        .update(providerSessions)
        .set({ playerToken: box.seal(row.token, playerTokenContext(row.tokenHash)) })
        .where(
          and(eq(providerSessions.tokenHash, row.tokenHash), eq(providerSessions.playerToken, row.token)),
        ),
    batch,
  );
}

/** Sessions stay found for this long in memory: games look theirs up on every call. */
const cacheLimit = 5_000;

/**
 * The provider's sessions: one per launch, under a token of the provider's own that the game page
 * carries. The platform's player token is kept beside it for the wallet calls and never leaves the
 * provider.
 */
export function createProviderSessions(deps: { db: Database; clock: Clock; random: Random; box: SecretBox }) {
  const { db } = deps;
  const cache = new Map<string, ProviderSessionRow>();

  async function row(token: string): Promise<ProviderSessionRow | null> {
    const tokenHash = sha256Hex(token);
    const cached = cache.get(tokenHash);
    if (cached) return cached;
    const found = await findProviderSession(db, tokenHash);
    if (found) {
      // Sessions never change once made, so a plain bounded map is enough.
      if (cache.size >= cacheLimit) cache.clear();
      cache.set(tokenHash, found);
    }
    return found;
  }

  const sessions: ProviderSessions & {
    launch(request: LaunchRequest): Promise<{ url: string; token: string }>;
    playerToken(session: ProviderSession): Promise<string | null>;
  } = {
    async resolve(token) {
      if (typeof token !== 'string' || token.length < 16 || token.length > 128) return null;
      const found = await row(token);
      return found ? providerSessionOf(token, found) : null;
    },

    async playerToken(session) {
      const found = await row(session.token);
      return found ? playerTokenOf(deps.box, found) : null;
    },

    /** The provider's launch API (a function call here): a new session and the page's address. */
    async launch(request) {
      const token = deps.random.bytes(32).toString('base64url');
      const tokenHash = sha256Hex(token);
      await insertProviderSession(db, {
        ...request,
        playerToken: deps.box.seal(request.playerToken, playerTokenContext(tokenHash)),
        tokenHash,
        createdAt: new Date(deps.clock.now()),
      });
      return { url: providerPlayUrl(request.vendorCode, request.gameCode, token), token };
    },
  };
  return sessions;
}

export type ProviderSessionStore = ReturnType<typeof createProviderSessions>;
