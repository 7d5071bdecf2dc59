import {
  maxBindings,
  paymentPasswordPattern,
  type AddBindingRequest,
  type Binding,
  type BindingsValue,
  type PaymentPasswordRequest,
  type WithdrawConfirmRequest,
  type WithdrawHistoryValue,
  type Withdrawal,
  type WithdrawInfoValue,
  type WithdrawRequest,
} from '@lobby/contract/payments';
import { isValidAmount } from '@lobby/contract/wallet';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { DomainError, tooManyRequests } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../auth/password';
import { mainWalletBalance, updateMember, type MemberRow } from '../accounts/members.repository';
import { idempotencyKeyReused, type Ledger } from '../ledger/ledger';
import type { SettingsStore } from '../system/settings.store';
import { amountText, brandDecimals, type PaymentNotify } from './payment-notices';
import { readImages } from '../../lib/image-upload';
import {
  activeBindings,
  autoReceive,
  findActiveBinding,
  findProof,
  findWithdrawal,
  findWithdrawalByRequest,
  insertBinding,
  insertProofs,
  insertWithdrawal,
  listAllWithdrawals,
  listWithdrawals,
  lockMemberRow,
  lockWithdrawal,
  openWithdrawalsOfBinding,
  proofIdsOf,
  removeBinding,
  unfinishedWithdrawals,
  updateWithdrawal,
  type BindingRow,
  type WithdrawalRow,
  type WithdrawalStatus,
} from './withdrawals.repository';
import {
  clearPaymentPasswordGuesses,
  lockPaymentPassword,
  takePaymentPasswordSlot,
} from './payment-password-attempts';

/* Named `invalid` so the catalogue test (test/messages.test.ts) finds the keys. */
const invalid = (message: string) => new DomainError('BAD_REQUEST', message, 400);
const missing = (message: string) => new DomainError('NOT_FOUND', message, 404);
const statusConflict = () => new DomainError('CONFLICT', 'withdrawal_status_conflict', 409);

/** A step on a withdrawal that someone else already moved on is no error for the one who asked. */
async function unlessMovedMeanwhile(step: Promise<unknown>): Promise<void> {
  try {
    await step;
  } catch (error) {
    if (!(error instanceof DomainError && error.message === 'withdrawal_status_conflict')) throw error;
  }
}

/** Payment password attempts: this many wrong in a row lock it for lockMinutes. */
export const paymentPasswordLock = { failures: 5, lockMinutes: 15 } as const;

const normalizeName = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ');
const sameName = (a: string, b: string) =>
  normalizeName(a).localeCompare(normalizeName(b), undefined, { sensitivity: 'accent' }) === 0;

export function maskAccountNumber(number: string): string {
  return `•••• ${number.slice(-4)}`;
}

/** 111111, 123456, 987654 and the like. */
export function isTooSimple(pin: string): boolean {
  const digits = [...pin].map(Number);
  const steps = new Set(digits.slice(1).map((d, i) => d - digits[i]!));
  return steps.size === 1 && [0, 1, -1].includes([...steps][0]!);
}

export type WithdrawalsDeps = {
  db: Database;
  clock: Clock;
  settings: SettingsStore;
  ledger: Ledger;
  /** The demo's sandbox gateway pays out: `sandboxAutoPayout` may approve and pay on its own. */
  sandboxPayouts?: boolean;
  /** Tells the member in their inbox that a withdrawal was paid or rejected. */
  notify?: PaymentNotify;
  /** The wagering a member's bonuses still ask for before a withdrawal (modules/rewards); none without. */
  turnoverRemaining?: (memberId: number) => Promise<number>;
};

/** A sandbox payout left half-way (a crash between its steps) is finished by the sweep after this. */
const sandboxPayoutGraceMs = 30_000;

export function createWithdrawalsService(deps: WithdrawalsDeps) {
  const { db, clock, settings, ledger } = deps;
  const wageringLeft = deps.turnoverRemaining ?? (async () => 0);

  function bindingView(row: BindingRow): Binding {
    return {
      id: row.id,
      type: row.type,
      provider: row.provider,
      holderName: row.holderName,
      accountNumberMasked: maskAccountNumber(row.accountNumber),
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function views(rows: WithdrawalRow[]): Promise<Withdrawal[]> {
    const [{ autoReceiveMinutes }, proofs] = await Promise.all([
      settings.get('withdrawals'),
      proofIdsOf(
        db,
        rows.map((r) => r.id),
      ),
    ]);
    return rows.map((row) => ({
      id: row.id,
      amount: row.amount,
      currency: row.currency,
      status: row.status,
      binding: {
        type: row.bindingType,
        provider: row.provider,
        holderName: row.holderName,
        accountNumberMasked: maskAccountNumber(row.accountNumber),
      },
      createdAt: row.createdAt.toISOString(),
      approvedAt: row.approvedAt?.toISOString() ?? null,
      paidAt: row.paidAt?.toISOString() ?? null,
      rejectedAt: row.rejectedAt?.toISOString() ?? null,
      rejectReason: row.rejectReason,
      confirmation: row.confirmation,
      receivedAmount: row.receivedAmount,
      confirmedAt: row.confirmedAt?.toISOString() ?? null,
      confirmBy:
        row.status === 'paid' && !row.confirmation && row.paidAt
          ? new Date(row.paidAt.getTime() + autoReceiveMinutes * 60_000).toISOString()
          : null,
      proofIds: proofs.get(row.id) ?? [],
    }));
  }

  const view = async (row: WithdrawalRow) => (await views([row]))[0]!;

  /** Product §4: paid and unconfirmed for autoReceiveMinutes counts as received. Answers how many. */
  /** Approves and pays at once, as an operator would, whoever else is moving the withdrawal. */
  async function payOut(id: number, status: WithdrawalRow['status']) {
    // An operator, or a retry that raced this one, may move the withdrawal meanwhile; whoever comes
    // first moves it (each step locks the row and checks its status).
    if (status === 'requested') await unlessMovedMeanwhile(approve(id));
    await unlessMovedMeanwhile(pay(id));
  }

  async function autoPayoutOn(): Promise<boolean> {
    return deps.sandboxPayouts === true && (await settings.get('withdrawals')).sandboxAutoPayout;
  }

  /** The demo's automatic payouts that a crash left requested or approved, with their money held. */
  async function resumeSandboxPayouts(): Promise<number> {
    if (!(await autoPayoutOn())) return 0;
    const stale = await unfinishedWithdrawals(db, new Date(clock.now() - sandboxPayoutGraceMs), 100);
    for (const row of stale) await payOut(row.id, row.status);
    return stale.length;
  }

  async function sweepAutoReceived(memberId?: number): Promise<number> {
    const { autoReceiveMinutes } = await settings.get('withdrawals');
    const now = clock.now();
    return autoReceive(db, new Date(now - autoReceiveMinutes * 60_000), new Date(now), memberId);
  }

  /**
   * Checks a payment password (or the login password when setting one), counting failures per member.
   * The guess's slot is taken first, so parallel guesses cannot all be checked against one count.
   */
  async function checkSecret(member: MemberRow, storedHash: string | null, given: string, wrong: string) {
    const now = clock.now();
    const slot = await takePaymentPasswordSlot(db, member.id, new Date(now));
    if (slot.lockedUntil > now) {
      throw tooManyRequests('payment_password_locked', Math.ceil((slot.lockedUntil - now) / 1000));
    }
    const lock = async () => {
      const until = new Date(now + paymentPasswordLock.lockMinutes * 60_000);
      await lockPaymentPassword(db, member.id, new Date(now), until);
      return tooManyRequests('payment_password_locked', paymentPasswordLock.lockMinutes * 60);
    };
    // Beyond the allowed guesses while the last allowed one is still being checked.
    if (slot.guesses > paymentPasswordLock.failures) throw await lock();
    if (storedHash && given && (await verifyPassword(storedHash, given))) {
      await clearPaymentPasswordGuesses(db, member.id);
      return;
    }
    if (slot.guesses >= paymentPasswordLock.failures) throw await lock();
    throw invalid(wrong);
  }

  async function accountsOf(currency: string, memberId: number) {
    const [main, held, clearing] = await Promise.all([
      ledger.memberAccount(memberId, currency),
      ledger.systemAccount('WITHDRAWALS', currency),
      ledger.systemAccount('GATEWAY', currency),
    ]);
    return { main, held, clearing };
  }

  /** requested → approved (no money moves). */
  async function approve(id: number): Promise<WithdrawalRow> {
    return db.transaction(async (tx) => {
      const row = await lockWithdrawal(tx, id);
      if (!row) throw missing('withdrawal_not_found');
      if (row.status !== 'requested') throw statusConflict();
      return (await updateWithdrawal(tx, id, { status: 'approved', approvedAt: new Date(clock.now()) }))!;
    });
  }

  /** approved → paid: the held money leaves through the gateway (WITHDRAWALS → GATEWAY). */
  async function pay(id: number): Promise<WithdrawalRow> {
    const known = await findWithdrawal(db, id);
    if (!known) throw missing('withdrawal_not_found');
    const { held, clearing } = await accountsOf(known.currency, known.memberId);
    const decimals = await brandDecimals(settings);
    return db.transaction(async (tx) => {
      const row = (await lockWithdrawal(tx, id))!;
      if (row.status !== 'approved') throw statusConflict();
      await ledger.post(
        {
          idempotencyKey: `WITHDRAW_PAYOUT:${row.id}`,
          kind: 'WITHDRAW_PAYOUT',
          memberId: row.memberId,
          reference: `W${row.id}`,
          legs: [
            { accountId: held, amount: -row.amount },
            { accountId: clearing, amount: row.amount },
          ],
        },
        tx,
      );
      const paid = (await updateWithdrawal(tx, id, { status: 'paid', paidAt: new Date(clock.now()) }))!;
      await deps.notify?.(tx, row.memberId, 'withdrawalPaid', {
        withdrawalId: String(row.id),
        amount: amountText(decimals, row.amount),
        currency: row.currency,
      });
      return paid;
    });
  }

  /** requested or approved → rejected: the held money goes back (WITHDRAWALS → MAIN). */
  async function reject(id: number, reason: string): Promise<WithdrawalRow> {
    const known = await findWithdrawal(db, id);
    if (!known) throw missing('withdrawal_not_found');
    const { main, held } = await accountsOf(known.currency, known.memberId);
    const decimals = await brandDecimals(settings);
    return db.transaction(async (tx) => {
      const row = (await lockWithdrawal(tx, id))!;
      if (row.status !== 'requested' && row.status !== 'approved') throw statusConflict();
      await ledger.post(
        {
          idempotencyKey: `WITHDRAW_REFUND:${row.id}`,
          kind: 'WITHDRAW_REFUND',
          memberId: row.memberId,
          reference: `W${row.id}`,
          legs: [
            { accountId: held, amount: -row.amount },
            { accountId: main, amount: row.amount },
          ],
        },
        tx,
      );
      const rejected = (await updateWithdrawal(tx, id, {
        status: 'rejected',
        rejectedAt: new Date(clock.now()),
        rejectReason: reason.slice(0, 200),
      }))!;
      await deps.notify?.(tx, row.memberId, 'withdrawalRejected', {
        withdrawalId: String(row.id),
        amount: amountText(decimals, row.amount),
        currency: row.currency,
        reason: rejected.rejectReason,
      });
      return rejected;
    });
  }

  function sameRequest(row: WithdrawalRow, request: WithdrawRequest) {
    return row.bindingId === request.bindingId && row.amount === request.amount;
  }

  return {
    approve,
    pay,
    reject,
    sweepAutoReceived,
    resumeSandboxPayouts,

    /**
     * The payment password as a withdrawal checks it, with the same count and lock: other calls that
     * spend behind it (the points mall's passwordCheck/ relays) share the member's five guesses.
     */
    async checkPaymentPassword(member: MemberRow, given: string): Promise<void> {
      if (!member.paymentPasswordHash) throw invalid('payment_password_not_set');
      await checkSecret(member, member.paymentPasswordHash, given, 'payment_password_incorrect');
    },

    async info(member: MemberRow): Promise<WithdrawInfoValue> {
      const [rules, balance, turnoverRemaining, bindings] = await Promise.all([
        settings.get('withdrawals'),
        mainWalletBalance(db, member.id),
        wageringLeft(member.id),
        activeBindings(db, member.id),
      ]);
      return {
        minAmount: rules.minAmount,
        maxAmount: rules.maxAmount,
        balance,
        currency: member.currency,
        turnoverRemaining,
        paymentPasswordSet: member.paymentPasswordHash !== null,
        autoReceiveMinutes: rules.autoReceiveMinutes,
        payeeName: member.profile.payeeName || (bindings[0]?.holderName ?? ''),
      };
    },

    async bindings(member: MemberRow): Promise<BindingsValue> {
      return { list: (await activeBindings(db, member.id)).map(bindingView), max: maxBindings };
    },

    /**
     * The holder must be the member: the payee name on the account when there is one, otherwise the
     * holder of the accounts already bound (the first binding sets the name).
     */
    async addBinding(member: MemberRow, request: AddBindingRequest): Promise<Binding> {
      const accountNumber = request.accountNumber.replace(/[\s-]/g, '');
      if (!/^\d{6,30}$/.test(accountNumber)) throw invalid('invalid_account_number');
      const holderName = normalizeName(request.holderName);
      if (!/^[\p{L}\p{M}][\p{L}\p{M} .'-]{0,58}[\p{L}\p{M}.]$/u.test(holderName)) {
        throw invalid('invalid_holder_name');
      }
      const provider = normalizeName(request.provider);
      const created = await db.transaction(async (tx) => {
        await lockMemberRow(tx, member.id);
        const existing = await activeBindings(tx, member.id);
        const expected = member.profile.payeeName || existing[0]?.holderName;
        if (expected && !sameName(expected, holderName)) throw invalid('holder_name_mismatch');
        if (existing.length >= maxBindings) throw invalid('binding_limit_reached');
        const row = await insertBinding(tx, {
          memberId: member.id,
          type: request.type,
          provider,
          holderName,
          accountNumber,
          createdAt: new Date(clock.now()),
        });
        if (!row) throw invalid('binding_exists');
        return row;
      });
      return bindingView(created);
    },

    /** Under the member's row lock, as a withdrawal's request is, so none starts on it meanwhile. */
    async removeBinding(member: MemberRow, bindingId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await lockMemberRow(tx, member.id);
        const binding = await findActiveBinding(tx, member.id, bindingId);
        if (!binding) throw missing('binding_not_found');
        if ((await openWithdrawalsOfBinding(tx, bindingId)) > 0) throw invalid('binding_in_use');
        await removeBinding(tx, bindingId, new Date(clock.now()));
      });
    },

    /** Set once with the login password as proof; changed with the old payment password. */
    async setPaymentPassword(member: MemberRow, request: PaymentPasswordRequest) {
      if (request.newPaymentPassword !== request.confirmPaymentPassword)
        throw invalid('confirmation_incorrect');
      if (!paymentPasswordPattern.test(request.newPaymentPassword)) throw invalid('payment_password_format');
      if (isTooSimple(request.newPaymentPassword)) throw invalid('payment_password_too_simple');
      if (member.paymentPasswordHash) {
        await checkSecret(
          member,
          member.paymentPasswordHash,
          request.oldPaymentPassword ?? '',
          'payment_password_incorrect',
        );
        if (request.oldPaymentPassword === request.newPaymentPassword) throw invalid('password_same_as_old');
      } else {
        await checkSecret(
          member,
          member.passwordHash,
          request.loginPassword ?? '',
          'login_password_incorrect',
        );
      }
      await updateMember(db, member.id, {
        paymentPasswordHash: await hashPassword(request.newPaymentPassword),
      });
      return { paymentPasswordSet: true };
    },

    /**
     * The member asks for a payout: checked, then in one database transaction the withdrawal is
     * written and its amount moves MAIN → WITHDRAWALS (ledger key WITHDRAW:<member>:<requestId>).
     */
    async withdraw(member: MemberRow, request: WithdrawRequest): Promise<Withdrawal> {
      if (!member.paymentPasswordHash) throw invalid('payment_password_not_set');
      await checkSecret(
        member,
        member.paymentPasswordHash,
        request.paymentPassword,
        'payment_password_incorrect',
      );
      const earlier = await findWithdrawalByRequest(db, member.id, request.requestId);
      if (earlier) {
        if (!sameRequest(earlier, request)) throw idempotencyKeyReused();
        return view(earlier);
      }
      if (!isValidAmount(request.amount)) throw invalid('invalid_amount');
      const rules = await settings.get('withdrawals');
      if (request.amount < rules.minAmount) throw invalid('amount_below_minimum');
      if (request.amount > rules.maxAmount) throw invalid('amount_above_maximum');
      if ((await wageringLeft(member.id)) > 0) {
        throw invalid('turnover_requirement_not_met');
      }
      const { main, held } = await accountsOf(member.currency, member.id);

      const row = await db.transaction(async (tx) => {
        // The binding is read under the member's row lock, which its removal takes too.
        await lockMemberRow(tx, member.id);
        const binding = await findActiveBinding(tx, member.id, request.bindingId);
        if (!binding) throw missing('binding_not_found');
        const created = await insertWithdrawal(tx, {
          memberId: member.id,
          requestId: request.requestId,
          bindingId: binding.id,
          bindingType: binding.type,
          provider: binding.provider,
          holderName: binding.holderName,
          accountNumber: binding.accountNumber,
          amount: request.amount,
          currency: member.currency,
          status: 'requested',
          createdAt: new Date(clock.now()),
        });
        if (!created) {
          // The same request id, committed meanwhile by a concurrent retry.
          const raced = (await findWithdrawalByRequest(tx, member.id, request.requestId))!;
          if (!sameRequest(raced, request)) throw idempotencyKeyReused();
          return raced;
        }
        await ledger.post(
          {
            idempotencyKey: `WITHDRAW:${member.id}:${request.requestId}`,
            kind: 'WITHDRAW',
            memberId: member.id,
            reference: `W${created.id}`,
            legs: [
              { accountId: main, amount: -request.amount },
              { accountId: held, amount: request.amount },
            ],
          },
          tx,
        );
        return created;
      });

      // The demo's sandbox pays at once; the member is answered with the withdrawal as it then stands.
      if (row.status === 'requested' && (await autoPayoutOn())) await payOut(row.id, row.status);
      return view((await findWithdrawal(db, row.id)) ?? row);
    },

    async history(
      member: MemberRow,
      query: { pageNo: number; pageSize: number },
    ): Promise<WithdrawHistoryValue> {
      await sweepAutoReceived(member.id);
      const { rows, total } = await listWithdrawals(db, member.id, query.pageNo, query.pageSize);
      return {
        list: await views(rows),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        total,
        totalPages: Math.ceil(total / query.pageSize),
      };
    },

    /** Product §4 'Withdrawal confirmation', with proof images checked by content (product §5). */
    async confirm(member: MemberRow, request: WithdrawConfirmRequest): Promise<Withdrawal> {
      await sweepAutoReceived(member.id);
      const row = await findWithdrawal(db, request.withdrawalId);
      if (!row || row.memberId !== member.id) throw missing('withdrawal_not_found');
      if (row.status !== 'paid' || row.confirmation) throw invalid('withdrawal_not_confirmable');
      const proofs = readImages(request.images ?? [], invalid);
      if (request.outcome !== 'received' && proofs.length === 0) throw invalid('proof_required');
      let receivedAmount: number | null = null;
      if (request.outcome === 'partly_received') {
        const amount = request.receivedAmount;
        if (amount === undefined || !isValidAmount(amount) || amount >= row.amount) {
          throw invalid('received_amount_invalid');
        }
        receivedAmount = amount;
      } else if (request.outcome === 'received') {
        receivedAmount = row.amount;
      } else {
        receivedAmount = 0;
      }
      const confirmed = await db.transaction(async (tx) => {
        const locked = (await lockWithdrawal(tx, row.id))!;
        if (locked.status !== 'paid' || locked.confirmation) throw invalid('withdrawal_not_confirmable');
        const now = new Date(clock.now());
        await insertProofs(
          tx,
          proofs.map((p) => ({ ...p, withdrawalId: row.id, createdAt: now })),
        );
        return (await updateWithdrawal(tx, row.id, {
          confirmation: request.outcome,
          receivedAmount,
          remark: request.remark ?? '',
          confirmedAt: now,
        }))!;
      });
      return view(confirmed);
    },

    async proof(member: MemberRow, proofId: number) {
      const proof = await findProof(db, member.id, proofId);
      if (!proof) throw missing('proof_not_found');
      return proof;
    },

    /** Operators (npm run ops -- withdrawals list). */
    async listForOperators(status: WithdrawalStatus | null, limit = 50) {
      await sweepAutoReceived();
      return listAllWithdrawals(db, status, limit);
    },
  };
}

export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;
