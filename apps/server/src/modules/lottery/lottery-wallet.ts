import { and, eq, notLike } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { lotterySessions, members } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { ProviderSession } from '../game-provider/provider-session';
import type { ProviderWallet } from '../game-provider/provider-wallet';
import { createSeamlessClient, type SeamlessTransport } from '../game-provider/seamless-client';
import type { SeamlessService } from '../seamless/seamless.service';
import { sealInBatches, type SecretBox } from '../security/secret-box';
import type { Secrets } from '../security/secrets';
import { insertSession, latestSession } from './lottery.repository';

/** What a lottery session's sealed player token is bound to: the member's account and the game's node. */
const tokenContext = (account: string, nodeId: string) =>
  `lottery_sessions.player_token:${account}:${nodeId}`;

/**
 * Seals the player tokens an older version stored in clear, a batch at a time (at start). A row changed
 * meanwhile is left to its writer. Answers how many it sealed.
 */
export function sealClearLotteryTokens(db: Database, box: SecretBox, batch?: number): Promise<number> {
  return sealInBatches(
    (limit) =>
      db
        .select({
          id: lotterySessions.id,
          token: lotterySessions.playerToken,
          nodeId: lotterySessions.nodeId,
          account: members.account,
        })
        .from(lotterySessions)
        .innerJoin(members, eq(members.id, lotterySessions.memberId))
        .where(notLike(lotterySessions.playerToken, 'v1:%'))
        .limit(limit),
    (row) =>
      db
        .update(lotterySessions)
        .set({ playerToken: box.seal(row.token, tokenContext(row.account, row.nodeId)) })
        .where(and(eq(lotterySessions.id, row.id), eq(lotterySessions.playerToken, row.token))),
    batch,
  );
}

/** A session is replaced after this long, well inside the player token's idle expiry (4 hours). */
const sessionReuseMs = 60 * 60_000;

export type LotteryGameRef = { nodeId: string; vendorCode: string; gameCode: string; gameType: string };
export type LotteryPlayer = { id: number; account: string; currency: string };

/** Without a transport (the operator CLI) no bet is placed or settled; every wallet call is refused. */
const noTransport: SeamlessTransport = async () => {
  throw new Error('no seamless transport');
};

/**
 * The lottery settles like any game provider: through the seamless wallet's signed API, under the
 * game's vendor code, with a player token the platform issued for the member and the game. The page is
 * the site itself, so there is no provider token: the session's token is the player token, kept in
 * lottery_sessions and never shown. It is kept sealed (secret-box.ts) under the member's account and
 * the game's node, since the draw settles with it later: a hash would not do, and a copy of the
 * database's files must not settle anything.
 */
export function createLotteryWallet(deps: {
  db: Database;
  clock: Clock;
  secrets: Secrets;
  seamless: Pick<SeamlessService, 'issueToken'>;
  transport?: SeamlessTransport;
}) {
  const wallet: ProviderWallet = createSeamlessClient({
    secrets: deps.secrets,
    clock: deps.clock,
    transport: deps.transport ?? noTransport,
    playerToken: async (session) => session.token,
  });

  const box = deps.secrets.box;

  /** The session of a lottery_sessions row: `storedToken` is the row's sealed player token. */
  const providerSession = (
    storedToken: string,
    player: { account: string; currency: string },
    game: LotteryGameRef,
  ): ProviderSession => ({
    token: box.open(storedToken, tokenContext(player.account, game.nodeId)),
    vendorCode: game.vendorCode,
    gameCode: game.gameCode,
    gameType: game.gameType,
    account: player.account,
    currency: player.currency,
    language: 'EN',
  });

  return {
    wallet,
    providerSession,

    /** The member's live session for a game, a new one (a new player token) when none is recent. */
    async sessionFor(player: LotteryPlayer, game: LotteryGameRef) {
      const now = deps.clock.now();
      const found = await latestSession(deps.db, player.id, game.nodeId, new Date(now - sessionReuseMs));
      const row =
        found ??
        (await insertSession(deps.db, {
          memberId: player.id,
          nodeId: game.nodeId,
          playerToken: box.seal(
            await deps.seamless.issueToken({
              memberId: player.id,
              vendorCode: game.vendorCode,
              gameCode: game.gameCode,
              gameType: game.gameType,
              currency: player.currency,
              language: 'EN',
            }),
            tokenContext(player.account, game.nodeId),
          ),
          createdAt: new Date(now),
        }));
      return { sessionId: row.id, session: providerSession(row.playerToken, player, game) };
    },
  };
}

export type LotteryWallet = ReturnType<typeof createLotteryWallet>;
