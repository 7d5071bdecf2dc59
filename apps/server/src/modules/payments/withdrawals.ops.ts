import { withdrawalStatuses, type WithdrawalStatus } from '@lobby/contract/payments';
import { DomainError } from '../../lib/errors';
import type { SettingsStore } from '../system/settings.store';
import type { Payments } from './create-payments';
import { maskAccountNumber } from './withdrawals.service';
import type { WithdrawalRow } from './withdrawals.repository';

export const withdrawalsUsage =
  'withdrawals list [--status requested|approved|paid|rejected] | approve ID | reject ID [--reason TEXT] | pay ID | auto on|off';

/** A mistake of the operator's (unknown id, wrong status): printed, exit code 1. */
export class WithdrawalsOpsError extends Error {}

function money(minor: number, currency: string) {
  return `${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`;
}

function line(row: WithdrawalRow, account: string): string {
  const when = (row.paidAt ?? row.rejectedAt ?? row.approvedAt ?? row.createdAt).toISOString().slice(0, 16);
  return [
    `#${row.id}`.padEnd(6),
    row.status.padEnd(9),
    money(row.amount, row.currency).padStart(16),
    account.padEnd(16),
    `${row.bindingType} ${row.provider} ${maskAccountNumber(row.accountNumber)}`,
    when.replace('T', ' '),
    row.confirmation ?? (row.status === 'rejected' && row.rejectReason ? `reason: ${row.rejectReason}` : ''),
  ]
    .join('  ')
    .trimEnd();
}

function idOf(text: string | undefined): number {
  const id = Number(text?.replace(/^#/, ''));
  if (!Number.isSafeInteger(id) || id <= 0) throw new WithdrawalsOpsError(`usage: ${withdrawalsUsage}`);
  return id;
}

/** `npm run ops -- withdrawals ...`: the operator's side of withdrawals (the product description has no screen). */
export async function runWithdrawalsCommand(
  ctx: { payments: Payments; settings: SettingsStore },
  [action, arg]: string[],
  options: { reason?: string; status?: string },
): Promise<string> {
  const { withdrawals } = ctx.payments;
  try {
    switch (action) {
      case 'list': {
        const status = options.status ?? null;
        if (status !== null && !(withdrawalStatuses as readonly string[]).includes(status)) {
          throw new WithdrawalsOpsError(`--status is one of ${withdrawalStatuses.join(', ')}`);
        }
        const rows = await withdrawals.listForOperators(status as WithdrawalStatus | null);
        return rows.length === 0
          ? '(no withdrawals)'
          : rows.map((r) => line(r.withdrawal, r.account)).join('\n');
      }
      case 'approve':
        return `approved: ${line(await withdrawals.approve(idOf(arg)), '')}`;
      case 'reject':
        return `rejected: ${line(await withdrawals.reject(idOf(arg), options.reason ?? ''), '')}`;
      case 'pay':
        return `paid: ${line(await withdrawals.pay(idOf(arg)), '')}`;
      case 'auto': {
        if (arg !== 'on' && arg !== 'off') throw new WithdrawalsOpsError(`usage: ${withdrawalsUsage}`);
        await ctx.settings.update('withdrawals', (current) => ({
          ...current,
          sandboxAutoPayout: arg === 'on',
        }));
        return `sandbox auto payout ${arg}`;
      }
      default:
        throw new WithdrawalsOpsError(`usage: ${withdrawalsUsage}`);
    }
  } catch (error) {
    if (error instanceof DomainError) throw new WithdrawalsOpsError(error.message);
    throw error;
  }
}
