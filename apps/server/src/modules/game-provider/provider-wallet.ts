import type { SeamlessDetail, SeamlessFairness } from '@lobby/contract/seamless';
import type { ProviderSession } from './provider-session';

/**
 * Why a seamless-wallet call was refused, as the provider sees it. Games map
 * these to their own answers; `balance` comes with INSUFFICIENT_FUNDS.
 */
export type ProviderWalletErrorReason = 'INSUFFICIENT_FUNDS' | 'INVALID_TOKEN' | 'ROUND_CLOSED' | 'REJECTED';

export class ProviderWalletError extends Error {
  constructor(
    readonly reason: ProviderWalletErrorReason,
    readonly balance?: number,
  ) {
    super(`provider wallet: ${reason}`);
    this.name = 'ProviderWalletError';
  }
}

/** The wallet refused because the round is closed already (its win or its rollback got there first). */
export const roundClosed = (error: unknown) =>
  error instanceof ProviderWalletError && error.reason === 'ROUND_CLOSED';

/**
 * The provider's client of the platform's seamless wallet. Every call is one
 * signed HTTP request; `requestId` must be unique per call and is replayed
 * identically when repeated (safe retries). Amounts are minor units.
 */
export type ProviderWallet = {
  balance(session: ProviderSession): Promise<{ balance: number }>;
  bet(
    session: ProviderSession,
    input: {
      requestId: string;
      roundId: string;
      amount: number;
      detail?: SeamlessDetail;
      fairness?: SeamlessFairness;
    },
  ): Promise<{ balance: number }>;
  win(
    session: ProviderSession,
    input: {
      requestId: string;
      roundId: string;
      amount: number;
      closeRound: boolean;
      detail?: SeamlessDetail;
      fairness?: SeamlessFairness;
    },
  ): Promise<{ balance: number }>;
  rollback(
    session: ProviderSession,
    input: { requestId: string; roundId: string; betRequestId: string },
  ): Promise<{ balance: number }>;
};
