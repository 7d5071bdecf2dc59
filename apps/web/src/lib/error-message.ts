import type { ErrorCode } from '@lobby/contract/envelope';
import type { ServerMessage } from '@lobby/contract/messages';
import type { TFunction } from 'i18next';
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

/** The server's message keys (spec §8 catalogue), written out so the locale test sees each in use. */
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
  third_party_login_failed: 'serverMessage.third_party_login_failed',
  second_factor_ticket_invalid: 'serverMessage.second_factor_ticket_invalid',
  bank_name_incorrect: 'serverMessage.bank_name_incorrect',
  email_required: 'serverMessage.email_required',
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
  too_many_requests: 'serverMessage.too_many_requests',
  unknown_error: 'serverMessage.unknown_error',
} as const satisfies Record<ServerMessage, string>;

function isKnownMessage(message: string): message is ServerMessage {
  return Object.hasOwn(messageKey, message);
}

/** What to tell the user about a failed call: the server's own message when it has one, else its code. */
export function errorMessage(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t('error.unknown');
  return t(isKnownMessage(error.message) ? messageKey[error.message] : codeKey[error.code]);
}
