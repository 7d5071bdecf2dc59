import type { ErrorCode, Failure, FailureDetail, Success } from '@lobby/contract/envelope';

export function ok<T>(value: T, message = ''): Success<T> {
  return { success: true, value, message };
}

export function fail(code: ErrorCode, message: string, detail: FailureDetail | null = null): Failure {
  return { success: false, value: detail, message, code };
}
