import { findLanguage, pickText } from '@lobby/contract/languages';
import { formatMajor as money, opsArgs } from '../../lib/ops-args';
import { maskAccount } from '../winner-board/mask-account';
import type { RaffleRow } from './raffle.repository';
import { RaffleOperatorError, type RaffleService } from './raffle.service';

export const raffleUsage =
  'raffle list | report ID | draw ID | cancel ID | title ID LANG --title TEXT | create --title TEXT --prizes A,B,C ' +
  '[--starts ISO|now] [--minutes N | --days N] [--per-deposit AMOUNT] [--per-bet AMOUNT] [--multiple N] [--expiry-days N]\n' +
  '      one ticket per --per-deposit deposited and per --per-bet of settled stakes in the period (0 or absent: that way earns none)';

/** A mistake of the operator's: printed, exit code 1. */
export class RaffleOpsError extends Error {}

const { idOf, amountOf, wholeOf } = opsArgs((message) => new RaffleOpsError(message), raffleUsage);

type Options = Record<string, string | undefined>;

const usage = () => new RaffleOpsError(`usage: ${raffleUsage}`);

const when = (date: Date) => date.toISOString().slice(0, 16).replace('T', ' ');

function stateOf(row: RaffleRow, now: number): string {
  if (row.state !== 'open') return row.state;
  if (row.startsAt.getTime() > now) return 'upcoming';
  return row.endsAt.getTime() > now ? 'running' : 'drawing';
}

/** One line per raffle, titled in the brand's default language (the one an operator writes in). */
function raffleLine(row: RaffleRow, now: number, language: string): string {
  const earn = [
    row.ticketPerDeposit > 0 ? `1 per ${money(row.ticketPerDeposit)} deposited` : null,
    row.ticketPerBet > 0 ? `1 per ${money(row.ticketPerBet)} wagered` : null,
  ].filter(Boolean);
  return [
    `#${row.id}`.padEnd(6),
    stateOf(row, now).padEnd(9),
    `${when(row.startsAt)} to ${when(row.endsAt)} UTC`,
    JSON.stringify(pickText(row.title, language)),
    `prizes ${row.prizes.map(money).join(' / ')}, wager ${row.wageringMultiple}x in ${row.expiryDays}d`,
    `tickets: ${earn.join(', ')}`,
  ].join('  ');
}

/** `npm run ops -- raffle ...`: the operator's side of the raffle (decision 0247). */
export async function runRaffleCommand(
  ctx: { raffle: RaffleService },
  [action, arg, lang]: string[],
  options: Options,
): Promise<string> {
  const { operator } = ctx.raffle;
  const now = operator.now();
  const language = await operator.defaultLanguage();
  try {
    switch (action) {
      case 'list': {
        const rows = await operator.recent();
        return rows.length === 0
          ? '(no raffles)'
          : rows.map((row) => raffleLine(row, now, language)).join('\n');
      }
      case 'report': {
        const { raffle, table, winners } = await operator.report(idOf(arg));
        const held = table.reduce((sum, entry) => sum + entry.tickets, 0);
        const lines = [
          raffleLine(raffle, now, language),
          `  seed hash ${raffle.seedHash}`,
          `  seed      ${raffle.seed ?? '(sealed until the draw)'}`,
          `  ${table.length} members hold ${held} tickets`,
          ...winners.map(
            ({ winner, account }) =>
              `  place ${winner.prize + 1}: ${account} (${maskAccount(account)}) ticket ${winner.ticket}, ` +
              `${money(winner.amount)}, ${winner.bonusId === null ? 'not claimed' : `claimed as bonus #${winner.bonusId}`}`,
          ),
          '  ticket table (member id order): account, first ticket, tickets, deposits, wagered',
          ...table.map(
            (entry) =>
              `    ${entry.account}  ${entry.firstTicket ?? '-'}  ${entry.tickets}  ${money(entry.deposits)}  ${money(entry.validBets)}`,
          ),
        ];
        return lines.join('\n');
      }
      case 'draw': {
        const row = await operator.draw(idOf(arg));
        const { winners } = await operator.report(row.id);
        return [
          `drawn: ${raffleLine(row, now, language)}`,
          `  seed ${row.seed}, ${row.totalTickets} tickets`,
          ...(winners.length === 0
            ? ['  no tickets: no winners']
            : winners.map(
                ({ winner, account }) =>
                  `  place ${winner.prize + 1}: ${account} ticket ${winner.ticket}, ${money(winner.amount)}`,
              )),
        ].join('\n');
      }
      case 'title': {
        // The title in one more language (or another wording); an empty --title removes that language.
        const code = findLanguage(lang ?? '')?.code;
        if (!code || options.title === undefined) throw usage();
        const { raffle } = await operator.report(idOf(arg));
        const { [code]: _old, ...others } = raffle.title;
        const title = options.title.trim() ? { ...others, [code]: options.title.trim() } : others;
        return `retitled: ${JSON.stringify((await operator.retitle(raffle.id, title)).title)}`;
      }
      case 'cancel':
        return `cancelled: ${raffleLine(await operator.cancel(idOf(arg)), now, language)}`;
      case 'create': {
        if (options.title === undefined || options.prizes === undefined) throw usage();
        const starts =
          options.starts === undefined || options.starts === 'now' ? new Date(now) : new Date(options.starts);
        if (Number.isNaN(starts.getTime())) {
          throw new RaffleOpsError('--starts must be now or a date such as 2026-12-01T12:00:00Z');
        }
        const minutes =
          options.minutes !== undefined
            ? wholeOf(options.minutes, 'minutes', 1, 366 * 24 * 60)
            : wholeOf(options.days ?? '7', 'days', 1, 366) * 24 * 60;
        const row = await operator.create({
          // One title from the command line, kept as the brand default's: every language reads it.
          title: { [language]: options.title },
          startsAt: starts,
          endsAt: new Date(starts.getTime() + minutes * 60_000),
          ticketPerDeposit:
            options['per-deposit'] === undefined ? 0 : amountOf(options['per-deposit'], 'per-deposit'),
          ticketPerBet: options['per-bet'] === undefined ? 0 : amountOf(options['per-bet'], 'per-bet'),
          prizes: options.prizes.split(',').map((text) => amountOf(text.trim(), 'prizes')),
          wageringMultiple: wholeOf(options.multiple ?? '1', 'multiple', 0, 100),
          expiryDays: wholeOf(options['expiry-days'] ?? '7', 'expiry-days', 1, 365),
        });
        return `created: ${raffleLine(row, now, language)}\n  seed hash ${row.seedHash}`;
      }
      default:
        throw usage();
    }
  } catch (error) {
    if (error instanceof RaffleOperatorError) throw new RaffleOpsError(error.message);
    throw error;
  }
}
