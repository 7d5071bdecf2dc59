import { ProviderError } from './api';
import type { Translator } from './i18n';

/*
 * The provider's failure keys and their messages. Keys are written out (not built from the server's
 * text) so the locale test can see that each one is used.
 */
const known: Record<string, string> = {
  game_session_expired: 'errors.game_session_expired',
  insufficient_balance: 'errors.insufficient_balance',
  invalid_amount: 'errors.invalid_amount',
  bet_level_invalid: 'errors.bet_level_invalid',
  amount_below_minimum: 'errors.amount_below_minimum',
  amount_above_maximum: 'errors.amount_above_maximum',
  max_payout_exceeded: 'errors.max_payout_exceeded',
  dice_target_invalid: 'errors.dice_target_invalid',
  mines_count_invalid: 'errors.mines_count_invalid',
  client_seed_invalid: 'errors.client_seed_invalid',
  game_round_open: 'errors.game_round_open',
  game_round_failed: 'errors.game_round_failed',
  game_not_found: 'errors.game_not_found',
  game_maintenance: 'errors.game_maintenance',
  too_many_requests: 'errors.too_many_requests',
  network_error: 'errors.network_error',
};

/** A failure in the player's language; anything unexpected gets the generic message. */
export function errorText(error: unknown, t: Translator['t']): string {
  if (error instanceof ProviderError) {
    const key = known[error.message];
    if (key) return t(key);
    if (error.code === 'TOO_MANY_REQUESTS') return t('errors.too_many_requests');
    if (error.code === 'NETWORK_ERROR') return t('errors.network_error');
  }
  return t('errors.generic');
}
