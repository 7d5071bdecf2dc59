import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, isNull, lt, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sandboxGatewayPayments } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { Secrets } from '../security/secrets';

/**
 * The sandbox payment gateway: a payment provider that runs inside this server but keeps to itself. It
 * has its own table, its own pages under /sandbox-gateway/, and talks to the platform only the way a
 * real provider does: the merchant creates a payment (the provider API, here a function call), the
 * player pays on the hosted page, and the provider sends the merchant a signed notification. Nothing
 * here reads the platform's orders or wallets.
 */

/** The merchant key both sides share; a real provider's comes from configuration instead. */
export const sandboxMerchantKeyName = 'sandbox-gateway-merchant-key';

export const sandboxGatewayPaths = {
  page: '/sandbox-gateway/pay/:paymentId',
  stylesheet: '/sandbox-gateway/assets/checkout.css',
} as const;
export const hostedPagePath = (paymentId: string) => `/sandbox-gateway/pay/${paymentId}`;

/** Notification headers: Unix seconds, and hex HMAC-SHA256 of `${timestamp}.${body}`. */
export const signatureHeaders = {
  timestamp: 'x-sandbox-timestamp',
  signature: 'x-sandbox-signature',
} as const;

export function signNotification(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** Constant-time comparison of a received signature with the expected one. */
export function signatureMatches(secret: string, timestamp: number, rawBody: string, given: string): boolean {
  const expected = Buffer.from(signNotification(secret, timestamp, rawBody), 'hex');
  const received = /^[0-9a-f]{64}$/i.test(given) ? Buffer.from(given, 'hex') : Buffer.alloc(0);
  return received.length === expected.length && timingSafeEqual(received, expected);
}

export type GatewayPayment = typeof sandboxGatewayPayments.$inferSelect;

export type CreatePaymentInput = {
  merchantOrderId: string;
  merchantName: string;
  amount: number;
  currency: string;
  description: string;
  /** Where the player goes back after paying or cancelling (same site for the sandbox). */
  returnUrl: string;
  /** Where the signed notification is sent. */
  notifyUrl: string;
  expiresAt: Date;
};

/** Sends a notification; answers the HTTP status the merchant replied with. */
export type Deliver = (request: {
  url: string;
  body: string;
  headers: Record<string, string>;
}) => Promise<number>;

/** A provider gives up on a notification after this many failed attempts (an operator then looks). */
const maxNotifyAttempts = 50;

export function createSandboxGateway(deps: { db: Database; clock: Clock; secrets: Secrets }) {
  const { db, clock } = deps;
  const merchantKey = () => deps.secrets.get(sandboxMerchantKeyName, () => randomBytes(32).toString('hex'));

  async function find(paymentId: string): Promise<GatewayPayment | null> {
    const [row] = await db
      .select()
      .from(sandboxGatewayPayments)
      .where(eq(sandboxGatewayPayments.id, paymentId));
    return row ?? null;
  }

  const isExpired = (payment: GatewayPayment) =>
    payment.status === 'pending' && payment.expiresAt.getTime() <= clock.now();

  /** The notification for a completed payment, signed now. */
  async function notification(payment: GatewayPayment) {
    const body = JSON.stringify({
      merchantOrderId: payment.merchantOrderId,
      paymentId: payment.id,
      amount: payment.amount,
      currency: payment.currency,
      status: payment.status === 'paid' ? 'PAID' : 'CANCELLED',
    });
    const timestamp = Math.floor(clock.now() / 1000);
    const signature = signNotification(await merchantKey(), timestamp, body);
    return {
      url: payment.notifyUrl,
      body,
      headers: {
        'content-type': 'application/json',
        [signatureHeaders.timestamp]: String(timestamp),
        [signatureHeaders.signature]: signature,
      },
    };
  }

  /** Sends the notification of a completed payment; a 2xx marks it delivered. */
  async function notify(payment: GatewayPayment, deliver: Deliver): Promise<boolean> {
    let status = 0;
    try {
      status = await deliver(await notification(payment));
    } catch {
      status = 0;
    }
    const delivered = status >= 200 && status < 300;
    await db
      .update(sandboxGatewayPayments)
      .set({
        notifyAttempts: payment.notifyAttempts + 1,
        ...(delivered ? { notifiedAt: new Date(clock.now()) } : {}),
      })
      .where(eq(sandboxGatewayPayments.id, payment.id));
    return delivered;
  }

  return {
    merchantKey,
    find,
    isExpired,
    notification,

    /**
     * The provider API: registers a payment and answers the hosted page's address. The same merchant
     * order id answers the same payment (a merchant retrying a timed-out call).
     */
    async createPayment(input: CreatePaymentInput): Promise<{ paymentId: string; payUrl: string }> {
      if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new Error('bad amount');
      await db
        .insert(sandboxGatewayPayments)
        .values({
          id: `sbx_${randomBytes(16).toString('hex')}`,
          ...input,
          createdAt: new Date(clock.now()),
        })
        .onConflictDoNothing({ target: sandboxGatewayPayments.merchantOrderId });
      const [row] = await db
        .select()
        .from(sandboxGatewayPayments)
        .where(eq(sandboxGatewayPayments.merchantOrderId, input.merchantOrderId));
      if (!row || row.amount !== input.amount) throw new Error('merchant order id reused');
      return { paymentId: row.id, payUrl: hostedPagePath(row.id) };
    },

    /**
     * The player pressed Pay or Cancel. A pending, unexpired payment completes; either way the
     * notification of a completed payment goes out again if the merchant has not acknowledged it.
     */
    async complete(paymentId: string, action: 'pay' | 'cancel', deliver: Deliver) {
      const payment = await find(paymentId);
      if (!payment) return null;
      if (payment.status === 'pending' && !isExpired(payment)) {
        await db
          .update(sandboxGatewayPayments)
          .set({ status: action === 'pay' ? 'paid' : 'cancelled', completedAt: new Date(clock.now()) })
          .where(and(eq(sandboxGatewayPayments.id, paymentId), eq(sandboxGatewayPayments.status, 'pending')));
      }
      const completed = (await find(paymentId))!;
      if (completed.status !== 'pending' && !completed.notifiedAt) await notify(completed, deliver);
      return (await find(paymentId))!;
    },

    /** Sends again every notification the merchant has not acknowledged (run by the payments sweep). */
    async redeliver(deliver: Deliver): Promise<number> {
      const waiting = await db
        .select()
        .from(sandboxGatewayPayments)
        .where(
          and(
            ne(sandboxGatewayPayments.status, 'pending'),
            isNull(sandboxGatewayPayments.notifiedAt),
            lt(sandboxGatewayPayments.notifyAttempts, maxNotifyAttempts),
          ),
        )
        .orderBy(asc(sandboxGatewayPayments.completedAt))
        .limit(100);
      let delivered = 0;
      for (const payment of waiting) if (await notify(payment, deliver)) delivered++;
      return delivered;
    },
  };
}

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
