import { act } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { endSession, startSession } from '@/lib/session';

/** Signs `account` in before every test of the file that calls it (at its top level), and out after. */
export function signedInAs(account: string) {
  beforeEach(() => {
    act(() => startSession('token-1', account));
  });
  afterEach(() => {
    act(() => endSession());
  });
}
