import { formatMajor as money, opsArgs } from '../../lib/ops-args';
import type { RoundRow, ScheduleRow } from './red-envelope.repository';
import { RedEnvelopeOperatorError, type RedEnvelopeService } from './red-envelope.service';

export const envelopeUsage =
  'envelope list | report ID | create --pool AMOUNT --envelopes N [--starts ISO|now] [--minutes N] TERMS | ' +
  'cancel ID | schedule --at HH:MM --pool AMOUNT --envelopes N [--minutes N] TERMS | unschedule SCHEDULE_ID\n' +
  '      TERMS: [--min AMOUNT] [--multiple N] [--expiry-days N] [--agents yes|no]\n' +
  '      --at is in the brand time zone; a schedule makes a round every day (today and tomorrow are made at once)';

/** A mistake of the operator's: printed, exit code 1. */
export class EnvelopeOpsError extends Error {}

const { idOf, amountOf, wholeOf } = opsArgs((message) => new EnvelopeOpsError(message), envelopeUsage);

type Options = Record<string, string | undefined>;

const usage = () => new EnvelopeOpsError(`usage: ${envelopeUsage}`);

/** What a round pays and asks, from the options, with the house defaults. */
function termsOf(options: Options) {
  if (options.pool === undefined || options.envelopes === undefined) throw usage();
  if (options.agents !== undefined && options.agents !== 'yes' && options.agents !== 'no') {
    throw new EnvelopeOpsError('--agents is yes or no');
  }
  return {
    pool: amountOf(options.pool, 'pool'),
    envelopes: wholeOf(options.envelopes, 'envelopes', 1, 1_000_000),
    minAmount: amountOf(options.min ?? '1', 'min'),
    turnoverMultiple: wholeOf(options.multiple ?? '1', 'multiple', 0, 100),
    expiryDays: wholeOf(options['expiry-days'] ?? '7', 'expiry-days', 1, 365),
    agents: options.agents === 'yes',
  };
}

function minuteOf(text: string | undefined): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text ?? '');
  const minute = match ? Number(match[1]) * 60 + Number(match[2]) : NaN;
  if (!match || Number(match[2]) > 59 || !(minute >= 0 && minute < 1440)) {
    throw new EnvelopeOpsError('--at must be a time of day such as 20:00');
  }
  return minute;
}

const when = (date: Date) => date.toISOString().slice(0, 16).replace('T', ' ');

function stateOf(round: RoundRow, now: number): string {
  if (round.state === 'cancelled') return 'cancelled';
  if (round.startsAt.getTime() > now) return 'upcoming';
  return round.endsAt.getTime() > now ? 'running' : 'over';
}

const termsLine = (row: RoundRow | ScheduleRow) =>
  `min ${money(row.minAmount)}, wager ${row.turnoverMultiple}x in ${row.expiryDays}d, agents ${row.agents ? 'yes' : 'no'}`;

function roundLine(round: RoundRow, now: number): string {
  return [
    `#${round.id}`.padEnd(6),
    stateOf(round, now).padEnd(9),
    `${when(round.startsAt)} to ${when(round.endsAt)} UTC`,
    `pool ${money(round.pool)}, paid ${money(round.paid)}, opened ${round.opened} of ${round.envelopes}`,
    termsLine(round),
    round.scheduleId === null ? 'by hand' : `schedule #${round.scheduleId}`,
  ].join('  ');
}

function scheduleLine(row: ScheduleRow): string {
  const at = `${String(Math.floor(row.startMinute / 60)).padStart(2, '0')}:${String(row.startMinute % 60).padStart(2, '0')}`;
  return [
    `schedule #${row.id}`.padEnd(13),
    row.active ? 'active ' : 'stopped',
    `daily at ${at} brand time for ${row.durationMinutes} min`,
    `pool ${money(row.pool)} in ${row.envelopes} envelopes`,
    termsLine(row),
  ].join('  ');
}

/** `npm run ops -- envelope ...`: the operator's side of the red envelope (decision 0240). */
export async function runEnvelopeCommand(
  ctx: { redEnvelope: RedEnvelopeService },
  [action, arg]: string[],
  options: Options,
): Promise<string> {
  const { operator } = ctx.redEnvelope;
  const now = operator.now();
  try {
    switch (action) {
      case 'list': {
        const [schedules, rounds] = await Promise.all([operator.schedules(), operator.recent()]);
        const lines = [...schedules.map(scheduleLine), ...rounds.map((r) => roundLine(r, now))];
        return lines.length === 0 ? '(no rounds)' : lines.join('\n');
      }
      case 'report': {
        const { round, largest, smallest } = await operator.report(idOf(arg));
        const average = round.opened === 0 ? 0 : Math.floor(round.paid / round.opened);
        return [
          roundLine(round, now),
          `  opened ${round.opened} of ${round.envelopes}, paid ${money(round.paid)} of ${money(round.pool)}, left ${money(round.pool - round.paid)}`,
          `  smallest ${money(smallest)}, largest ${money(largest)}, average ${money(average)}`,
        ].join('\n');
      }
      case 'create': {
        const starts =
          options.starts === undefined || options.starts === 'now' ? new Date(now) : new Date(options.starts);
        if (Number.isNaN(starts.getTime())) {
          throw new EnvelopeOpsError('--starts must be now or a date such as 2026-12-01T12:00:00Z');
        }
        const minutes = wholeOf(options.minutes ?? '60', 'minutes', 1, 7 * 24 * 60);
        const round = await operator.create({
          ...termsOf(options),
          startsAt: starts,
          endsAt: new Date(starts.getTime() + minutes * 60_000),
        });
        return `created: ${roundLine(round, now)}`;
      }
      case 'cancel':
        return `cancelled: ${roundLine(await operator.cancel(idOf(arg)), now)}`;
      case 'schedule': {
        const row = await operator.schedule({
          ...termsOf(options),
          startMinute: minuteOf(options.at),
          durationMinutes: wholeOf(options.minutes ?? '60', 'minutes', 1, 24 * 60),
        });
        return `scheduled: ${scheduleLine(row)}`;
      }
      case 'unschedule':
        return `stopped: ${scheduleLine(await operator.unschedule(idOf(arg)))}`;
      default:
        throw usage();
    }
  } catch (error) {
    if (error instanceof RedEnvelopeOperatorError) throw new EnvelopeOpsError(error.message);
    throw error;
  }
}
