import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { ClaimRaffleValue, Raffle, RaffleState, RafflesValue } from '@lobby/contract/raffle';
import type { ClaimRaffleRequest } from '@lobby/contract/raffle-requests';
import { offeredLanguage, pickText, type LocalizedText } from '@lobby/contract/languages';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { badRequest, DomainError, forbidden, notFound } from '../../lib/errors';
import type { MemberRow } from '../accounts/members.repository';
import { findBonus, type BonusRow } from '../rewards/rewards.repository';
import { bonusView, defaultContributions, type RewardsService } from '../rewards/rewards.service';
import type { SecretBox } from '../security/secret-box';
import type { SettingsStore } from '../system/settings.store';
import { maskAccount } from '../winner-board/mask-account';
import {
  findRaffle,
  insertRaffle,
  insertWinners,
  lockPrize,
  lockRaffle,
  markPrizeClaimed,
  numberTickets,
  readAllRecent,
  readDue,
  readEntriesOf,
  readRecentRaffles,
  readTicketTable,
  readWinners,
  updateRaffle,
  type RaffleEntryRow,
  type RaffleRow,
} from './raffle.repository';

const conflict = (message: string) => new DomainError('CONFLICT', message, 409);

/** An operator's mistake, printed by `npm run ops`. */
export class RaffleOperatorError extends Error {}

/** The raffles the page shows: the open ones and the latest drawn, newest end first. */
const shownRaffles = 8;

/** The sealed seed's context: bound to the hash published with it, so it opens in no other row. */
const seedContext = (seedHash: string) => `raffle-seed:${seedHash}`;

export const seedHashOf = (seedHex: string) =>
  createHash('sha256').update(Buffer.from(seedHex, 'hex')).digest('hex');

/** A member's tickets in the draw: [firstTicket, firstTicket + tickets), in member-id order. */
export type TicketRange = { memberId: number; firstTicket: number; tickets: number };
export type DrawnPrize = { prize: number; memberId: number; ticket: number };

/**
 * The draw (decision 0247), a pure function of the revealed seed and the ticket table, so anyone can
 * recompute it. For prize i (from 0), try n = 0, 1, …: h = HMAC-SHA256(key = the seed's 32 bytes,
 * message = "raffle:{raffleId}:{i}:{n}"); x = h's first 6 bytes as a big-endian integer; a draw with
 * x ≥ ⌊2⁴⁸ / T⌋·T (T the total tickets) is skipped so every ticket is equally likely, else ticket
 * x mod T wins, unless its member already won a prize of this raffle (one prize per member), in
 * which case the next n is tried. Prizes beyond the number of ticket holders go to no one.
 */
export function drawWinners(
  seedHex: string,
  raffleId: number,
  prizes: number,
  table: TicketRange[],
): DrawnPrize[] {
  const total = table.reduce((sum, row) => sum + row.tickets, 0);
  const key = Buffer.from(seedHex, 'hex');
  const span = 2 ** 48;
  const limit = Math.floor(span / total) * total;
  const holderOf = (ticket: number) => {
    let low = 0;
    let high = table.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (table[mid]!.firstTicket <= ticket) low = mid;
      else high = mid - 1;
    }
    return table[low]!.memberId;
  };
  const won = new Set<number>();
  const result: DrawnPrize[] = [];
  const places = Math.min(prizes, table.length);
  for (let prize = 0; prize < places; prize++) {
    for (let n = 0; ; n++) {
      const x = createHmac('sha256', key)
        .update(`raffle:${raffleId}:${prize}:${n}`)
        .digest()
        .readUIntBE(0, 6);
      if (x >= limit) continue;
      const ticket = x % total;
      const memberId = holderOf(ticket);
      if (won.has(memberId)) continue;
      won.add(memberId);
      result.push({ prize, memberId, ticket });
      break;
    }
  }
  return result;
}

export type RaffleTerms = {
  /** The title per language (at least one). */
  title: LocalizedText;
  startsAt: Date;
  endsAt: Date;
  ticketPerDeposit: number;
  ticketPerBet: number;
  prizes: number[];
  wageringMultiple: number;
  expiryDays: number;
};

/** A raffle's terms make sense: a period, a way to earn tickets, and prizes to win. */
export function checkTerms(terms: RaffleTerms): string | null {
  if (!Object.values(terms.title).some((text) => text.trim())) return 'a raffle needs a title';
  if (terms.endsAt <= terms.startsAt) return 'a raffle must end after it starts';
  if (terms.ticketPerDeposit <= 0 && terms.ticketPerBet <= 0) {
    return 'tickets must be earned by deposits, bets or both';
  }
  if (terms.prizes.length === 0 || terms.prizes.length > 100) return 'a raffle has 1 to 100 prizes';
  if (terms.prizes.some((amount) => !Number.isSafeInteger(amount) || amount <= 0)) {
    return 'every prize must be an amount above 0';
  }
  return null;
}

export type RaffleDeps = {
  db: Database;
  clock: Clock;
  box: SecretBox;
  rewards: Pick<RewardsService, 'bonusAccounts' | 'award'>;
  settings: Pick<SettingsStore, 'get'>;
};

/**
 * The raffle (issue 19; decision 0247): tickets kept by the database as deposits are credited and
 * rounds settle, a draw anyone can recompute once the period is over, and each winner's prize claimed
 * once and paid through the rewards engine with the raffle's wagering.
 */
export function createRaffleService(deps: RaffleDeps) {
  const { db, clock, box, rewards, settings } = deps;

  /** The language a reader asking for `requested` reads titles in, and the brand default behind it. */
  async function languagesFor(requested: string) {
    const brand = await settings.get('brand');
    return { language: offeredLanguage(requested, brand), fallback: brand.defaultLanguage };
  }
  type Words = Awaited<ReturnType<typeof languagesFor>>;

  function stateOf(row: RaffleRow, now: number): RaffleState {
    if (row.state === 'cancelled') return 'cancelled';
    if (row.state === 'drawn') return 'drawn';
    if (row.startsAt.getTime() > now) return 'upcoming';
    return row.endsAt.getTime() > now ? 'running' : 'drawing';
  }

  type WinnerWithAccount = Awaited<ReturnType<typeof readWinners>>[number];

  function raffleView(
    row: RaffleRow,
    words: Words,
    now: number,
    memberId: number | null,
    entry: RaffleEntryRow | null,
    winners: WinnerWithAccount[],
  ): Raffle {
    return {
      id: row.id,
      title: pickText(row.title, words.language, words.fallback),
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      state: stateOf(row, now),
      ticketPerDeposit: row.ticketPerDeposit,
      ticketPerBet: row.ticketPerBet,
      prizes: row.prizes,
      wageringMultiple: row.wageringMultiple,
      seedHash: row.seedHash,
      seed: row.seed,
      totalTickets: row.totalTickets,
      myDeposits: entry?.deposits ?? 0,
      myValidBets: entry?.validBets ?? 0,
      myTickets: entry?.tickets ?? 0,
      myFirstTicket: entry?.firstTicket ?? null,
      winners: winners.map(({ winner, account }) => ({
        place: winner.prize + 1,
        amount: winner.amount,
        account: maskAccount(account),
        ticket: winner.ticket,
        mine: winner.memberId === memberId,
        claimed: winner.bonusId !== null,
      })),
    };
  }

  async function views(rows: RaffleRow[], member: MemberRow | null, words: Words): Promise<Raffle[]> {
    const now = clock.now();
    const ids = rows.map((row) => row.id);
    const [entries, winners] = await Promise.all([
      member ? readEntriesOf(db, member.id, ids) : Promise.resolve([]),
      readWinners(
        db,
        rows.filter((row) => row.state === 'drawn').map((row) => row.id),
      ),
    ]);
    return rows.map((row) =>
      raffleView(
        row,
        words,
        now,
        member?.id ?? null,
        entries.find((entry) => entry.raffleId === row.id) ?? null,
        winners.filter((w) => w.winner.raffleId === row.id),
      ),
    );
  }

  /**
   * Draws a raffle whose period is over, once: under its lock (which waits for counting transactions
   * still under way), numbers the tickets, draws from the sealed seed, stores the winners and reveals
   * the seed. A raffle drawn already (by another instance's job) is left as it is.
   */
  async function draw(id: number): Promise<RaffleRow> {
    return db.transaction(async (tx) => {
      const row = await lockRaffle(tx, id);
      if (!row) throw new RaffleOperatorError(`no raffle ${id}`);
      if (row.state !== 'open') throw new RaffleOperatorError(`raffle ${id} is ${row.state} already`);
      if (row.endsAt.getTime() > clock.now()) throw new RaffleOperatorError(`raffle ${id} is not over yet`);
      const seed = box.open(row.sealedSeed, seedContext(row.seedHash));
      if (seedHashOf(seed) !== row.seedHash)
        throw new Error(`raffle ${id}: the sealed seed is not the published one`);
      await numberTickets(tx, id);
      const table = (await readTicketTable(tx, id)).map((entry) => ({
        memberId: entry.memberId,
        firstTicket: entry.firstTicket ?? 0,
        tickets: entry.tickets,
      }));
      const total = table.reduce((sum, entry) => sum + entry.tickets, 0);
      const drawn = total > 0 ? drawWinners(seed, id, row.prizes.length, table) : [];
      await insertWinners(
        tx,
        drawn.map((w) => ({
          raffleId: id,
          prize: w.prize,
          memberId: w.memberId,
          ticket: w.ticket,
          amount: row.prizes[w.prize]!,
        })),
      );
      return (await updateRaffle(tx, id, {
        state: 'drawn',
        seed,
        totalTickets: total,
        drawnAt: new Date(clock.now()),
      }))!;
    });
  }

  return {
    /** The open and recent raffles, titled in `requested` (a language code); with a member, their tickets and prizes. */
    async list(member: MemberRow | null, requested: string): Promise<RafflesValue> {
      const now = clock.now();
      const [rows, words] = await Promise.all([readRecentRaffles(db, shownRaffles), languagesFor(requested)]);
      // Those still to be drawn first, the one ending soonest on top; then the drawn, newest first.
      const open = rows
        .filter((row) => row.state === 'open')
        .sort((a, b) => a.endsAt.getTime() - b.endsAt.getTime());
      const done = rows.filter((row) => row.state !== 'open');
      return {
        raffles: await views([...open, ...done], member, words),
        serverTime: new Date(now).toISOString(),
      };
    },

    /**
     * A winner claims their prize: under the prize row's lock, paid once as a bonus with the raffle's
     * wagering. The same request again answers as the first did; another request after it is refused.
     */
    async claim(member: MemberRow, request: ClaimRaffleRequest): Promise<ClaimRaffleValue> {
      // Found (or opened) before the transaction: on the embedded database a read outside it would wait.
      const [accounts, words] = await Promise.all([
        rewards.bonusAccounts(member.id, member.currency),
        languagesFor(request.language ?? ''),
      ]);
      const bonus = await db.transaction(async (tx): Promise<BonusRow> => {
        const raffle = await findRaffle(tx, request.raffleId);
        if (!raffle || raffle.state === 'cancelled') throw notFound('raffle_not_found');
        if (raffle.state !== 'drawn') throw badRequest('raffle_not_drawn');
        const prize = await lockPrize(tx, raffle.id, member.id);
        if (!prize) throw forbidden('raffle_not_won');
        if (prize.bonusId !== null) {
          if (prize.claimRequestId === request.requestId) return (await findBonus(tx, prize.bonusId))!;
          throw conflict('already_claimed');
        }
        const paid = await rewards.award(tx, accounts, {
          member,
          activityId: null,
          // The bonus keeps its memo as written: in the language the winner claimed in.
          memo: `${pickText(raffle.title, words.language, words.fallback)} · #${prize.prize + 1}`,
          amount: prize.amount,
          turnoverRequired: prize.amount * raffle.wageringMultiple,
          contributions: defaultContributions,
          expiryDays: raffle.expiryDays,
          requestKey: `RAFFLE:${raffle.id}:${member.id}`,
        });
        await markPrizeClaimed(tx, raffle.id, prize.prize, {
          bonusId: paid.id,
          claimRequestId: request.requestId,
          claimedAt: new Date(clock.now()),
        });
        return paid;
      });
      const raffle = (await findRaffle(db, request.raffleId))!;
      const [view] = await views([raffle], member, words);
      return { bonus: bonusView(bonus, bonus.memo), raffle: view! };
    },

    /** The periodic job: every raffle whose period is over is drawn. Answers how many were. */
    async drawDue(): Promise<number> {
      let drawn = 0;
      for (const row of await readDue(db, new Date(clock.now()))) {
        try {
          await draw(row.id);
          drawn++;
        } catch (error) {
          // Another instance drew it between the read and the lock.
          if (!(error instanceof RaffleOperatorError)) throw error;
        }
      }
      return drawn;
    },

    operator: {
      now: () => clock.now(),
      /** The language an operator's one-language title is kept in. */
      defaultLanguage: async () => (await settings.get('brand')).defaultLanguage,
      recent: (limit = 20) => readAllRecent(db, limit),
      /** A new raffle: its seed is made now, its hash published, the seed sealed until the draw. */
      async create(terms: RaffleTerms) {
        const problem = checkTerms(terms);
        if (problem) throw new RaffleOperatorError(problem);
        const seed = randomBytes(32).toString('hex');
        const seedHash = seedHashOf(seed);
        const title = Object.fromEntries(
          Object.entries(terms.title)
            .map(([language, text]) => [language, text.trim()] as const)
            .filter(([, text]) => text !== ''),
        );
        return insertRaffle(db, {
          ...terms,
          title,
          seedHash,
          sealedSeed: box.seal(seed, seedContext(seedHash)),
        });
      },
      draw,
      /** Replaces a raffle's titles (the seed adds the demo's languages to an older raffle). */
      async retitle(id: number, title: LocalizedText) {
        if (!Object.values(title).some((text) => text.trim())) {
          throw new RaffleOperatorError('a raffle needs a title');
        }
        const row = await updateRaffle(db, id, { title });
        if (!row) throw new RaffleOperatorError(`no raffle ${id}`);
        return row;
      },
      async cancel(id: number) {
        const row = await findRaffle(db, id);
        if (!row) throw new RaffleOperatorError(`no raffle ${id}`);
        if (row.state !== 'open') throw new RaffleOperatorError(`raffle ${id} is ${row.state} already`);
        return (await updateRaffle(db, id, { state: 'cancelled' }))!;
      },
      /** The raffle, its ticket table (the draw's ranges once drawn) and its winners. */
      async report(id: number) {
        const row = await findRaffle(db, id);
        if (!row) throw new RaffleOperatorError(`no raffle ${id}`);
        const [table, winners] = await Promise.all([readTicketTable(db, id), readWinners(db, [id])]);
        return { raffle: row, table, winners };
      },
    },
  };
}

export type RaffleService = ReturnType<typeof createRaffleService>;
