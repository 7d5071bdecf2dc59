import { gatewayCallbackSchema, type GatewayCallback } from '@lobby/contract/payments';
import type { Clock } from '../../lib/clock';
import { badRequest, DomainError } from '../../lib/errors';
import type { SandboxGateway } from '../payment-gateway/sandbox-gateway';
import { signatureHeaders, signatureMatches } from '../payment-gateway/sandbox-gateway';

/**
 * The platform's side of a payment provider: create a payment for an order, and check a notification.
 * The sandbox adapter talks to the sandbox gateway module; a production adapter implements the same
 * two calls against a real provider's API, and the configuration picks it.
 */
export type PaymentGatewayAdapter = {
  id: string;
  createPayment(order: {
    orderId: string;
    merchantName: string;
    amount: number;
    currency: string;
    description: string;
    returnUrl: string;
    notifyUrl: string;
    expiresAt: Date;
  }): Promise<{ paymentId: string; payUrl: string }>;
  /** Throws 401 invalid_signature unless the body is signed with the merchant key and fresh. */
  verifyNotification(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<GatewayCallback>;
};

/** A notification older (or newer) than this is refused, so a captured one cannot be replayed later. */
export const notificationToleranceSeconds = 300;

const invalidSignature = () => new DomainError('UNAUTHORIZED', 'invalid_signature', 401);

function header(headers: Record<string, string | string[] | undefined>, name: string): string {
  const value = headers[name];
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
}

/**
 * `PAYMENT_GATEWAY=none`: a site without online deposits (operators pay withdrawals by hand). Its
 * deposit page lists no channel; a direct call is refused, and no notification is ever believed.
 */
export const noGatewayAdapter: PaymentGatewayAdapter = {
  id: 'none',
  // Unreachable through the deposit call (no channel is listed), refused the same way if it ever is.
  createPayment: () => Promise.reject(new DomainError('BAD_REQUEST', 'payment_channel_unavailable', 400)),
  verifyNotification: () => Promise.reject(invalidSignature()),
};

export function sandboxAdapter(gateway: SandboxGateway, clock: Clock): PaymentGatewayAdapter {
  return {
    id: 'sandbox',
    createPayment: (order) =>
      gateway.createPayment({
        merchantOrderId: order.orderId,
        merchantName: order.merchantName,
        amount: order.amount,
        currency: order.currency,
        description: order.description,
        returnUrl: order.returnUrl,
        notifyUrl: order.notifyUrl,
        expiresAt: order.expiresAt,
      }),

    async verifyNotification(rawBody, headers) {
      const timestampText = header(headers, signatureHeaders.timestamp);
      const timestamp = /^\d{1,12}$/.test(timestampText) ? Number(timestampText) : NaN;
      if (!Number.isFinite(timestamp)) throw invalidSignature();
      if (Math.abs(clock.now() / 1000 - timestamp) > notificationToleranceSeconds) throw invalidSignature();
      const secret = await gateway.merchantKey();
      if (!signatureMatches(secret, timestamp, rawBody, header(headers, signatureHeaders.signature))) {
        throw invalidSignature();
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody);
      } catch {
        throw badRequest();
      }
      return gatewayCallbackSchema.parse(parsed);
    },
  };
}
