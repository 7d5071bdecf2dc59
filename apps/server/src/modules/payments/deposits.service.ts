import { randomBytes } from 'node:crypto';
import {
  depositReturnPath,
  limitPeriods,
  paymentPaths,
  type CreateDepositRequest,
  type CreateDepositValue,
  type DepositChannelsValue,
  type DepositHistoryValue,
  type DepositLimitsRequest,
  type DepositLimitsValue,
  type DepositOrder,
  type LimitPeriod,
} from '@lobby/contract/payments';
import { isValidAmount } from '@lobby/contract/wallet';
import type { Database, Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { DomainError, notFound } from '../../lib/errors';
import type { MemberRow } from '../accounts/members.repository';
import { idempotencyKeyReused, type Ledger } from '../ledger/ledger';
import type { SettingsStore } from '../system/settings.store';
import { amountText, brandDecimals, type PaymentNotify } from './payment-notices';
import { changeLimit, effectiveLimit, noLimit, periodWindowMs, type StoredLimit } from './deposit-limits';
import {
  depositedSince,
  findOrder,
  findOrderByRequest,
  insertOrder,
  listOrders,
  lockMember,
  lockOrder,
  readLimits,
  updateOrder,
  writeLimit,
  type DepositOrderRow,
} from './deposits.repository';
import { noGatewayAdapter, type PaymentGatewayAdapter } from './gateway-adapter';

/* Named `invalid` so the catalogue test (test/messages.test.ts) finds the keys. */
const invalid = (message: string) => new DomainError('BAD_REQUEST', message, 400);

/** D + yymmdd + 8 random characters: readable on a receipt, not guessable. */
function newOrderId(now: number): string {
  const day = new Date(now).toISOString().slice(2, 10).replace(/-/g, '');
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  const random = [...randomBytes(8)].map((b) => alphabet[b % 32]).join('');
  return `D${day}${random}`;
}

/** What a credited deposit qualifies its member for, written in the credit's transaction. */
export type DepositQualifier = (
  tx: Executor,
  deposit: { memberId: number; orderId: string; amount: number },
) => Promise<void>;

export type DepositsDeps = {
  db: Database;
  clock: Clock;
  settings: SettingsStore;
  ledger: Ledger;
  gateway: PaymentGatewayAdapter;
  /** Tells the member in their inbox that a deposit was credited. */
  notify?: PaymentNotify;
  /**
   * Readied before a credit, run in its transaction: the promotions the deposit qualifies the member
   * for (modules/rewards).
   */
  beforeCredit?: () => Promise<DepositQualifier>;
};

export function createDepositsService(deps: DepositsDeps) {
  const { db, clock, settings, ledger, gateway } = deps;

  function view(row: DepositOrderRow): DepositOrder {
    const expired = row.status === 'pending' && row.expiresAt.getTime() <= clock.now();
    return {
      orderId: row.id,
      channelId: row.channelId,
      channelName: row.channelName,
      channelType: row.channelType,
      amount: row.amount,
      currency: row.currency,
      status: expired ? 'expired' : row.status,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      paidAt: row.paidAt?.toISOString() ?? null,
    };
  }

  async function enabledChannels() {
    if (gateway.id === noGatewayAdapter.id) return [];
    const { channels } = await settings.get('deposits');
    return channels.filter((c) => c.enabled).sort((a, b) => a.sort - b.sort);
  }

  async function storedLimits(
    memberId: number,
    executor: Executor = db,
  ): Promise<Record<LimitPeriod, StoredLimit>> {
    const rows = await readLimits(executor, memberId);
    const result = { daily: noLimit, weekly: noLimit, monthly: noLimit };
    for (const row of rows) result[row.period] = row;
    return result;
  }

  async function limitsOf(memberId: number, executor: Executor = db): Promise<DepositLimitsValue> {
    const stored = await storedLimits(memberId, executor);
    const now = clock.now();
    // One after another: inside a transaction the executor is one connection, which takes one query
    // at a time (node-postgres refuses parallel ones from its next major version).
    const entries = [];
    for (const period of limitPeriods) {
      const limit = effectiveLimit(stored[period], now);
      const used = await depositedSince(
        executor,
        memberId,
        new Date(now - periodWindowMs[period]),
        new Date(now),
      );
      entries.push([
        period,
        {
          amount: limit.amount,
          pending: limit.pending
            ? { amount: limit.pending.amount, effectiveAt: limit.pending.effectiveAt.toISOString() }
            : null,
          used,
        },
      ] as const);
    }
    return Object.fromEntries(entries) as DepositLimitsValue;
  }

  /** The gateway's page for an order, asked for again if an earlier call failed or was cut short. */
  async function payUrlOf(order: DepositOrderRow, member: MemberRow): Promise<string> {
    if (order.payUrl || order.status !== 'pending') return order.payUrl;
    const { name } = await settings.get('brand');
    let payment: { paymentId: string; payUrl: string };
    try {
      payment = await gateway.createPayment({
        orderId: order.id,
        merchantName: name,
        amount: order.amount,
        currency: order.currency,
        description: `Deposit ${order.channelName} · ${member.account}`,
        returnUrl: depositReturnPath(order.id),
        notifyUrl: paymentPaths.sandboxCallback,
        expiresAt: order.expiresAt,
      });
    } catch (error) {
      await updateOrder(db, order.id, { status: 'failed' });
      throw Object.assign(new DomainError('SERVICE_UNAVAILABLE', 'payment_gateway_unavailable', 503), {
        cause: error,
      });
    }
    await updateOrder(db, order.id, { gatewayPaymentId: payment.paymentId, payUrl: payment.payUrl });
    return payment.payUrl;
  }

  function sameRequest(order: DepositOrderRow, request: CreateDepositRequest) {
    return order.channelId === request.channelId && order.amount === request.amount;
  }

  async function replay(order: DepositOrderRow, request: CreateDepositRequest, member: MemberRow) {
    if (!sameRequest(order, request)) throw idempotencyKeyReused();
    const payUrl = await payUrlOf(order, member);
    return { order: view((await findOrder(db, order.id)) ?? order), payUrl };
  }

  return {
    async channels(): Promise<DepositChannelsValue> {
      const [channels, brand, { orderMinutes }] = await Promise.all([
        enabledChannels(),
        settings.get('brand'),
        settings.get('deposits'),
      ]);
      return {
        channels: channels.map(({ id, name, type, minAmount, maxAmount }) => ({
          id,
          name,
          type,
          minAmount,
          maxAmount,
        })),
        currency: brand.currency.code,
        orderMinutes,
      };
    },

    /**
     * A deposit order, then the gateway's payment for it. The member's request id makes a retry
     * answer the first order; creations of one member are serialised so the limits hold.
     */
    async create(member: MemberRow, request: CreateDepositRequest): Promise<CreateDepositValue> {
      const earlier = await findOrderByRequest(db, member.id, request.requestId);
      if (earlier) return replay(earlier, request, member);
      if (!isValidAmount(request.amount)) throw invalid('invalid_amount');
      const channel = (await enabledChannels()).find((c) => c.id === request.channelId);
      if (!channel) throw invalid('payment_channel_unavailable');
      if (request.amount < channel.minAmount) throw invalid('amount_below_minimum');
      if (request.amount > channel.maxAmount) throw invalid('amount_above_maximum');
      const { orderMinutes } = await settings.get('deposits');

      const created = await db.transaction(async (tx) => {
        await lockMember(tx, member.id);
        const raced = await findOrderByRequest(tx, member.id, request.requestId);
        if (raced) return raced;
        const limits = await limitsOf(member.id, tx);
        for (const period of limitPeriods) {
          const { amount, used } = limits[period];
          if (amount !== null && used + request.amount > amount) throw invalid('deposit_limit_exceeded');
        }
        const now = clock.now();
        return insertOrder(tx, {
          id: newOrderId(now),
          memberId: member.id,
          requestId: request.requestId,
          channelId: channel.id,
          channelName: channel.name,
          channelType: channel.type,
          amount: request.amount,
          currency: member.currency,
          status: 'pending',
          gateway: gateway.id,
          createdAt: new Date(now),
          expiresAt: new Date(now + orderMinutes * 60_000),
        });
      });
      if (!created) throw new Error('deposit order not stored');
      return replay(created, request, member);
    },

    async order(member: MemberRow, orderId: string): Promise<DepositOrder> {
      const row = await findOrder(db, orderId);
      if (!row || row.memberId !== member.id) throw notFound('deposit_order_not_found');
      return view(row);
    },

    async history(
      member: MemberRow,
      query: { pageNo: number; pageSize: number },
    ): Promise<DepositHistoryValue> {
      const { rows, total } = await listOrders(db, member.id, query.pageNo, query.pageSize);
      return {
        list: rows.map(view),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        total,
        totalPages: Math.ceil(total / query.pageSize),
      };
    },

    limits: (member: MemberRow) => limitsOf(member.id),

    async setLimits(member: MemberRow, request: DepositLimitsRequest): Promise<DepositLimitsValue> {
      for (const period of limitPeriods) {
        const wanted = request[period];
        if (wanted !== null && !isValidAmount(wanted)) throw invalid('invalid_amount');
      }
      const stored = await storedLimits(member.id);
      const now = clock.now();
      await db.transaction(async (tx) => {
        for (const period of limitPeriods) {
          const next = changeLimit(effectiveLimit(stored[period], now), request[period], now);
          await writeLimit(tx, { memberId: member.id, period, ...next, updatedAt: new Date(now) });
        }
      });
      return limitsOf(member.id);
    },

    /**
     * The gateway's notification. Only a correctly signed, fresh one is read; a paid order is credited
     * in the same database transaction that marks it paid, under the ledger key of the order, so
     * repeats (sequential or concurrent) credit nothing more.
     */
    async notification(rawBody: string, headers: Record<string, string | string[] | undefined>) {
      const notice = await gateway.verifyNotification(rawBody, headers);
      const known = await findOrder(db, notice.merchantOrderId);
      if (!known) throw notFound('deposit_order_not_found');
      const [main, clearing] = await Promise.all([
        ledger.memberAccount(known.memberId, known.currency),
        ledger.systemAccount('GATEWAY', known.currency),
      ]);
      const decimals = await brandDecimals(settings);
      const qualify = await deps.beforeCredit?.();
      return db.transaction(async (tx) => {
        const order = (await lockOrder(tx, notice.merchantOrderId))!;
        if (notice.amount !== order.amount || notice.currency !== order.currency) {
          throw invalid('amount_mismatch');
        }
        if (order.gatewayPaymentId && order.gatewayPaymentId !== notice.paymentId) {
          throw invalid('payment_mismatch');
        }
        if (order.status === 'paid') return { orderId: order.id, status: 'paid' as const, credited: false };
        if (notice.status === 'CANCELLED') {
          if (order.status === 'pending') await updateOrder(tx, order.id, { status: 'cancelled' });
          return { orderId: order.id, status: 'cancelled' as const, credited: false };
        }
        const posted = await ledger.post(
          {
            idempotencyKey: `DEPOSIT:${order.id}`,
            kind: 'DEPOSIT',
            memberId: order.memberId,
            reference: order.id,
            memo: { channel: order.channelId, gatewayPaymentId: notice.paymentId },
            legs: [
              { accountId: clearing, amount: -order.amount },
              { accountId: main, amount: order.amount },
            ],
          },
          tx,
        );
        await updateOrder(tx, order.id, {
          status: 'paid',
          paidAt: new Date(clock.now()),
          ledgerTransactionId: posted.transactionId,
          gatewayPaymentId: notice.paymentId,
        });
        await qualify?.(tx, { memberId: order.memberId, orderId: order.id, amount: order.amount });
        await deps.notify?.(tx, order.memberId, 'depositPaid', {
          orderId: order.id,
          amount: amountText(decimals, order.amount),
          currency: order.currency,
        });
        return { orderId: order.id, status: 'paid' as const, credited: !posted.replayed };
      });
    },
  };
}

export type DepositsService = ReturnType<typeof createDepositsService>;
