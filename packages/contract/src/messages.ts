/**
 * The message keys failures answer with: the error catalogue of spec §8 and the accounts calls. The
 * site translates each into all 20 languages; a server test checks that every key it throws is here.
 */
export const serverMessages = [
  // Session and login (spec §8 'Messages').
  'not_logged_in',
  'wrong_username_or_password',
  'enter_username_and_password',
  'please_enter_captcha',
  'captcha_incorrect',
  'please_complete_verification',
  'only_agents_can_log_in',
  'non_member_unable_to_login',
  'account_locked',
  'remembered_login_expired',
  'in_need_true_account',
  'third_party_login_failed',
  'second_factor_ticket_invalid',
  'bank_name_incorrect',
  'email_required',
  // Registration and passwords.
  'username_taken',
  'mobile_already_registered',
  'invitation_code_error',
  'confirmation_incorrect',
  'old_password_incorrect',
  'password_same_as_old',
  'password_too_short',
  'password_too_long',
  'password_too_common',
  'reset_link_invalid',
  'input_cannot_be_empty',
  // Phone verification (spec §8).
  'invalid_phone_number',
  'missing_phone_number',
  'sms_too_many_requests',
  'sms_wait_countdown',
  'sms_unknown_error',
  'email_unknown_error',
  'invalid_verification_code',
  'verification_code_expired',
  'function_not_enabled',
  // Money.
  'insufficient_balance',
  'invalid_amount',
  'idempotency_key_reused',
  // Transport.
  'encryption_required',
  'bad_encryption',
  'stale_request',
  'replayed_request',
  'too_many_requests',
  'unknown_error',
] as const;

export type ServerMessage = (typeof serverMessages)[number];

export function isServerMessage(message: string): message is ServerMessage {
  return (serverMessages as readonly string[]).includes(message);
}
