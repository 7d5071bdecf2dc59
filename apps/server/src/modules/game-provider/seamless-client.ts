import { safeParse } from 'zod/v4/core';
import { seamlessAnswerSchema, seamlessPaths, type SeamlessAnswer } from '@lobby/contract/seamless';
import type { Clock } from '../../lib/clock';
import { signedHeaders } from '../seamless/seamless-signature';
import type { Secrets } from '../security/secrets';
import type { ProviderSession } from './provider-session';
import { ProviderWalletError, type ProviderWallet } from './provider-wallet';

/**
 * How a signed request reaches the platform: in this server an in-process request through the real
 * route (Fastify `inject`), so parsers, signature check and answers are exactly what a vendor's HTTP
 * call meets; a remote provider would use fetch.
 */
export type SeamlessTransport = (request: {
  path: string;
  body: string;
  headers: Record<string, string>;
}) => Promise<{ status: number; body: string }>;

/** An unknown outcome (a crash, a timeout) is asked again with the same request id: that is safe. */
const attempts = 3;

const reasons: Partial<Record<SeamlessAnswer['status'], ProviderWalletError['reason']>> = {
  RS_ERROR_NOT_ENOUGH_MONEY: 'INSUFFICIENT_FUNDS',
  RS_ERROR_INVALID_TOKEN: 'INVALID_TOKEN',
  RS_ERROR_TOKEN_EXPIRED: 'INVALID_TOKEN',
  RS_ERROR_USER_DISABLED: 'INVALID_TOKEN',
  RS_ERROR_ROUND_CLOSED: 'ROUND_CLOSED',
  RS_ERROR_TRANSACTION_ROLLED_BACK: 'ROUND_CLOSED',
};

/**
 * The provider's client of the seamless wallet: the ProviderWallet the in-house games and the vendor
 * emulator settle through. Every call is signed with the session's vendor key.
 */
export function createSeamlessClient(deps: {
  secrets: Secrets;
  clock: Clock;
  transport: SeamlessTransport;
  playerToken: (session: ProviderSession) => Promise<string | null>;
}): ProviderWallet {
  async function send(path: string, vendorCode: string, payload: object): Promise<SeamlessAnswer | null> {
    const body = JSON.stringify(payload);
    for (let attempt = 1; attempt <= attempts; attempt++) {
      let reply: { status: number; body: string };
      try {
        reply = await deps.transport({
          path,
          body,
          headers: await signedHeaders(deps.secrets, deps.clock, vendorCode, body),
        });
      } catch {
        continue;
      }
      if (reply.status >= 500) continue;
      try {
        const parsed = safeParse(seamlessAnswerSchema, JSON.parse(reply.body));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    }
    return null;
  }

  async function call(
    session: ProviderSession,
    path: string,
    fields: Record<string, unknown>,
  ): Promise<{ balance: number }> {
    const token = await deps.playerToken(session);
    if (!token) throw new ProviderWalletError('INVALID_TOKEN');
    const answer = await send(path, session.vendorCode, { token, account: session.account, ...fields });
    if (!answer) throw new ProviderWalletError('REJECTED');
    if (answer.status === 'RS_OK' && typeof answer.balance === 'number') return { balance: answer.balance };
    throw new ProviderWalletError(reasons[answer.status] ?? 'REJECTED', answer.balance);
  }

  return {
    balance: (session) => call(session, seamlessPaths.balance, {}),
    bet: (session, input) =>
      call(session, seamlessPaths.bet, {
        requestId: input.requestId,
        roundId: input.roundId,
        amount: input.amount,
        currency: session.currency,
        detail: input.detail,
        fairness: input.fairness,
      }),
    win: (session, input) =>
      call(session, seamlessPaths.win, {
        requestId: input.requestId,
        roundId: input.roundId,
        amount: input.amount,
        currency: session.currency,
        closeRound: input.closeRound,
        detail: input.detail,
        fairness: input.fairness,
      }),
    rollback: (session, input) =>
      call(session, seamlessPaths.rollback, {
        requestId: input.requestId,
        roundId: input.roundId,
        betRequestId: input.betRequestId,
      }),
  };
}
