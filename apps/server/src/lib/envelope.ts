import type { ErrorCode, Failure, Success } from '@lobby/contract/envelope';

export function ok<T>(value: T, message = ''): Success<T> {
  return { success: true, value, message };
}

export function fail(code: ErrorCode, message: string): Failure {
  return { success: false, value: null, message, code };
}
