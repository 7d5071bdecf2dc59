import type { BgsStateValue, RoundFairness } from '@lobby/contract/bgs';
import type { MoneyFormat } from '../../lib/format';

/** What a BGS game needs from the page around it: the session, money, and the balance it shows. */
export type BgsSession = {
  token: string;
  state: BgsStateValue;
  format: MoneyFormat;
  money: (minorUnits: number) => string;
  balance: number;
  setBalance: (minorUnits: number) => void;
  /** After every round: the next round's nonce, and the history panel's list is stale. */
  roundPlayed: (fairness: RoundFairness) => void;
  /** Reads the balance again (after a failure that may or may not have moved money). */
  refreshBalance: () => void;
  /** A failure's message for the player, or null when the session is gone (the page then says so). */
  failure: (error: unknown) => string | null;
};
