import type { ErrorCode } from '@lobby/contract/envelope';
import type { ServerMessage } from '@lobby/contract/messages';
import type { TFunction } from '@/lib/translator';
import { ApiError, type ClientErrorCode } from './api-client';

/** Envelope codes in the reader's language; the server's message keys join as the catalogue grows. */
const codeKey = {
  BAD_REQUEST: 'error.BAD_REQUEST',
  VALIDATION_FAILED: 'error.VALIDATION_FAILED',
  UNAUTHORIZED: 'error.UNAUTHORIZED',
  FORBIDDEN: 'error.FORBIDDEN',
  NOT_FOUND: 'error.NOT_FOUND',
  CONFLICT: 'error.CONFLICT',
  PAYLOAD_TOO_LARGE: 'error.PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'error.UNSUPPORTED_MEDIA_TYPE',
  TOO_MANY_REQUESTS: 'error.TOO_MANY_REQUESTS',
  MAINTENANCE: 'error.MAINTENANCE',
  REGION_RESTRICTED: 'error.REGION_RESTRICTED',
  INTERNAL_ERROR: 'error.INTERNAL_ERROR',
  CAPTCHA_REQUIRED: 'error.CAPTCHA_REQUIRED',
  CHALLENGE_REQUIRED: 'error.CHALLENGE_REQUIRED',
  SERVICE_UNAVAILABLE: 'error.SERVICE_UNAVAILABLE',
  NETWORK_ERROR: 'error.NETWORK_ERROR',
  BAD_RESPONSE: 'error.BAD_RESPONSE',
} as const satisfies Record<ErrorCode | ClientErrorCode, string>;

/** The server's message keys (product §8 catalogue), written out so the locale test sees each in use. */
const messageKey = {
  not_logged_in: 'serverMessage.not_logged_in',
  wrong_username_or_password: 'serverMessage.wrong_username_or_password',
  enter_username_and_password: 'serverMessage.enter_username_and_password',
  please_enter_captcha: 'serverMessage.please_enter_captcha',
  captcha_incorrect: 'serverMessage.captcha_incorrect',
  please_complete_verification: 'serverMessage.please_complete_verification',
  only_agents_can_log_in: 'serverMessage.only_agents_can_log_in',
  non_member_unable_to_login: 'serverMessage.non_member_unable_to_login',
  account_locked: 'serverMessage.account_locked',
  remembered_login_expired: 'serverMessage.remembered_login_expired',
  in_need_true_account: 'serverMessage.in_need_true_account',
  password_change_required: 'serverMessage.password_change_required',
  third_party_login_failed: 'serverMessage.third_party_login_failed',
  second_factor_ticket_invalid: 'serverMessage.second_factor_ticket_invalid',
  bank_name_incorrect: 'serverMessage.bank_name_incorrect',
  email_required: 'serverMessage.email_required',
  contact_already_bound: 'serverMessage.contact_already_bound',
  username_taken: 'serverMessage.username_taken',
  mobile_already_registered: 'serverMessage.mobile_already_registered',
  invitation_code_error: 'serverMessage.invitation_code_error',
  confirmation_incorrect: 'serverMessage.confirmation_incorrect',
  old_password_incorrect: 'serverMessage.old_password_incorrect',
  password_same_as_old: 'serverMessage.password_same_as_old',
  password_too_short: 'serverMessage.password_too_short',
  password_too_long: 'serverMessage.password_too_long',
  password_too_common: 'serverMessage.password_too_common',
  reset_link_invalid: 'serverMessage.reset_link_invalid',
  input_cannot_be_empty: 'serverMessage.input_cannot_be_empty',
  invalid_phone_number: 'serverMessage.invalid_phone_number',
  missing_phone_number: 'serverMessage.missing_phone_number',
  sms_too_many_requests: 'serverMessage.sms_too_many_requests',
  sms_wait_countdown: 'serverMessage.sms_wait_countdown',
  sms_unknown_error: 'serverMessage.sms_unknown_error',
  email_unknown_error: 'serverMessage.email_unknown_error',
  invalid_verification_code: 'serverMessage.invalid_verification_code',
  verification_code_expired: 'serverMessage.verification_code_expired',
  function_not_enabled: 'serverMessage.function_not_enabled',
  encryption_required: 'serverMessage.encryption_required',
  bad_encryption: 'serverMessage.bad_encryption',
  stale_request: 'serverMessage.stale_request',
  replayed_request: 'serverMessage.replayed_request',
  insufficient_balance: 'serverMessage.insufficient_balance',
  invalid_amount: 'serverMessage.invalid_amount',
  idempotency_key_reused: 'serverMessage.idempotency_key_reused',
  vendor_not_found: 'serverMessage.vendor_not_found',
  single_wallet_mode: 'serverMessage.single_wallet_mode',
  nothing_to_transfer: 'serverMessage.nothing_to_transfer',
  no_upline: 'serverMessage.no_upline',
  not_your_upline: 'serverMessage.not_your_upline',
  not_in_downline: 'serverMessage.not_in_downline',
  agents_only: 'serverMessage.agents_only',
  invalid_date_range: 'serverMessage.invalid_date_range',
  payment_channel_unavailable: 'serverMessage.payment_channel_unavailable',
  amount_below_minimum: 'serverMessage.amount_below_minimum',
  amount_above_maximum: 'serverMessage.amount_above_maximum',
  deposit_limit_exceeded: 'serverMessage.deposit_limit_exceeded',
  deposit_order_not_found: 'serverMessage.deposit_order_not_found',
  payment_gateway_unavailable: 'serverMessage.payment_gateway_unavailable',
  invalid_signature: 'serverMessage.invalid_signature',
  amount_mismatch: 'serverMessage.amount_mismatch',
  payment_mismatch: 'serverMessage.payment_mismatch',
  binding_not_found: 'serverMessage.binding_not_found',
  binding_exists: 'serverMessage.binding_exists',
  binding_limit_reached: 'serverMessage.binding_limit_reached',
  binding_in_use: 'serverMessage.binding_in_use',
  holder_name_mismatch: 'serverMessage.holder_name_mismatch',
  invalid_holder_name: 'serverMessage.invalid_holder_name',
  invalid_account_number: 'serverMessage.invalid_account_number',
  payment_password_not_set: 'serverMessage.payment_password_not_set',
  payment_password_incorrect: 'serverMessage.payment_password_incorrect',
  payment_password_locked: 'serverMessage.payment_password_locked',
  payment_password_format: 'serverMessage.payment_password_format',
  payment_password_too_simple: 'serverMessage.payment_password_too_simple',
  login_password_incorrect: 'serverMessage.login_password_incorrect',
  turnover_requirement_not_met: 'serverMessage.turnover_requirement_not_met',
  withdrawal_not_found: 'serverMessage.withdrawal_not_found',
  withdrawal_not_confirmable: 'serverMessage.withdrawal_not_confirmable',
  withdrawal_status_conflict: 'serverMessage.withdrawal_status_conflict',
  proof_required: 'serverMessage.proof_required',
  proof_invalid_image: 'serverMessage.proof_invalid_image',
  proof_too_large: 'serverMessage.proof_too_large',
  too_many_proofs: 'serverMessage.too_many_proofs',
  received_amount_invalid: 'serverMessage.received_amount_invalid',
  proof_not_found: 'serverMessage.proof_not_found',
  game_not_found: 'serverMessage.game_not_found',
  favourites_limit_reached: 'serverMessage.favourites_limit_reached',
  game_maintenance: 'serverMessage.game_maintenance',
  game_session_expired: 'serverMessage.game_session_expired',
  game_round_failed: 'serverMessage.game_round_failed',
  bet_level_invalid: 'serverMessage.bet_level_invalid',
  dice_target_invalid: 'serverMessage.dice_target_invalid',
  mines_count_invalid: 'serverMessage.mines_count_invalid',
  max_payout_exceeded: 'serverMessage.max_payout_exceeded',
  game_round_open: 'serverMessage.game_round_open',
  game_round_not_open: 'serverMessage.game_round_not_open',
  tile_already_revealed: 'serverMessage.tile_already_revealed',
  nothing_to_cash_out: 'serverMessage.nothing_to_cash_out',
  client_seed_invalid: 'serverMessage.client_seed_invalid',
  round_not_found: 'serverMessage.round_not_found',
  lottery_draw_closed: 'serverMessage.lottery_draw_closed',
  lottery_draw_not_open: 'serverMessage.lottery_draw_not_open',
  lottery_draw_not_found: 'serverMessage.lottery_draw_not_found',
  lottery_bet_type_invalid: 'serverMessage.lottery_bet_type_invalid',
  lottery_selection_invalid: 'serverMessage.lottery_selection_invalid',
  lottery_draw_limit_reached: 'serverMessage.lottery_draw_limit_reached',
  lottery_payout_above_maximum: 'serverMessage.lottery_payout_above_maximum',
  lottery_game_suspended: 'serverMessage.lottery_game_suspended',
  chat_model_not_found: 'serverMessage.chat_model_not_found',
  chat_session_expired: 'serverMessage.chat_session_expired',
  chat_message_length: 'serverMessage.chat_message_length',
  chat_too_fast: 'serverMessage.chat_too_fast',
  chat_muted: 'serverMessage.chat_muted',
  too_many_requests: 'serverMessage.too_many_requests',
  unknown_error: 'serverMessage.unknown_error',
} as const satisfies Record<ServerMessage, string>;

function isKnownMessage(message: string): message is ServerMessage {
  return Object.hasOwn(messageKey, message);
}

/**
 * What to tell the user about a failed call: the server's own message when it has one, else its
 * code. A key with no text in the reader's language comes back from t as itself; a key is never
 * shown, the general sentence is.
 */
export function errorMessage(error: unknown, t: TFunction): string {
  const key =
    error instanceof ApiError
      ? isKnownMessage(error.message)
        ? messageKey[error.message]
        : codeKey[error.code]
      : 'error.unknown';
  const text = t(key);
  return text === key ? t('error.unknown') : text;
}
