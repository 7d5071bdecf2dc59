import { DomainError } from '../../lib/errors';

/**
 * A provider that failed or did not answer: the user gets the product description's "unknown" phone-verification
 * style message with a 503, never the provider's reply; the cause stays on the error for the log.
 */
export function providerUnavailable(message: 'sms_unknown_error' | 'email_unknown_error', cause: unknown) {
  const error = new DomainError('SERVICE_UNAVAILABLE', message, 503);
  error.cause = cause;
  return error;
}
