import type { TransactionRound } from '@lobby/contract/wallet';

/** The query parameter that opens the betting record on one round. */
export const roundParam = 'round';

/**
 * The betting record opened on one round. Relative (only the query), so it stays in the member
 * centre whatever the centre's address.
 */
export const roundHref = (round: Pick<TransactionRound, 'roundId'>) =>
  `?${new URLSearchParams({ page: 'personalHistoryCopy', [roundParam]: round.roundId })}`;
