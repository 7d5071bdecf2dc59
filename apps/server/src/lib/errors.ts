import type { ErrorCode, FailureDetail } from '@lobby/contract/envelope';

/**
 * A failure the caller can act on. Services throw these; the error handler turns them into the
 * envelope with the status. `message` is a stable key the site translates.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly status: number,
    readonly detail: FailureDetail | null = null,
  ) {
    super(message);
  }
}

export const notFound = (message = 'not_found') => new DomainError('NOT_FOUND', message, 404);
export const badRequest = (message = 'bad_request') => new DomainError('BAD_REQUEST', message, 400);
export const forbidden = (message = 'forbidden') => new DomainError('FORBIDDEN', message, 403);
export const unauthorized = (message = 'not_logged_in') => new DomainError('UNAUTHORIZED', message, 401);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new DomainError('TOO_MANY_REQUESTS', message, 429, { retryAfterSeconds });

/** PostgreSQL's unique_violation, as the driver reports it (drizzle may wrap it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) => (value as { code?: unknown } | null)?.code;
  return [error, (error as { cause?: unknown } | null)?.cause].some((e) => codeOf(e) === '23505');
}
