import type { ErrorCode } from '@lobby/contract/envelope';
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
  NETWORK_ERROR: 'error.NETWORK_ERROR',
  BAD_RESPONSE: 'error.BAD_RESPONSE',
} as const satisfies Record<ErrorCode | ClientErrorCode, string>;

/** What to tell the user about a failed call. */
export function errorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) return t(codeKey[error.code]);
  return t('error.unknown');
}
