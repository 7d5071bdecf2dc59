import { createStore, useStore } from './create-store';
import { readSession, writeSession } from './storage';
import { sessionKeys } from './storage-keys';

/*
 * The session token lives in session storage (spec §3). Route guards read storage directly so a
 * fresh tab decides correctly before React renders; components subscribe to this store so the
 * header changes as soon as a login succeeds.
 */

type SessionState = { token: string | null; isAgent: boolean };

function readState(): SessionState {
  return { token: readSession(sessionKeys.token), isAgent: readSession(sessionKeys.isAgent) === 'true' };
}

const sessionStore = createStore<SessionState>(readState());

export function getToken(): string | null {
  return readSession(sessionKeys.token);
}

export function hasSession(): boolean {
  return Boolean(getToken());
}

export function isAgentSession(): boolean {
  return readSession(sessionKeys.isAgent) === 'true';
}

export function startSession(token: string, username: string, options: { isAgent?: boolean } = {}): void {
  writeSession(sessionKeys.token, token);
  writeSession(sessionKeys.username, username);
  if (options.isAgent !== undefined) writeSession(sessionKeys.isAgent, String(options.isAgent));
  sessionStore.set(readState());
}

export function endSession(): void {
  for (const key of [sessionKeys.token, sessionKeys.username, sessionKeys.isAgent]) writeSession(key, null);
  sessionStore.set(readState());
}

export function useIsLoggedIn(): boolean {
  return Boolean(useStore(sessionStore).token);
}
