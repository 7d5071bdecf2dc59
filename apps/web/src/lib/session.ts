import { createStore, useStore } from './create-store';
import { clearSession, readLocal, readSession, writeSession } from './storage';
import { localKeys, sessionKeys } from './storage-keys';

/*
 * The session token lives in session storage (product §3). Route guards read storage directly so a
 * fresh tab decides correctly before React renders; components subscribe to this store so the
 * header changes as soon as a login succeeds or a session ends.
 *
 * The logged-in state begins when member info loads (product §4): a token in session storage makes the
 * member-info query run, which writes the member's values to session storage and calls syncSession.
 * A session ends with endSession. A token never comes from the address (see dropUrlToken).
 */

export type SessionState = {
  token: string | null;
  isAgent: boolean;
  /** Whether this is a trial account (product §3, type 4), or null until member info has said. */
  isTrial: boolean | null;
};

function readIsTrial(): boolean | null {
  const stored = readSession(sessionKeys.isTrial);
  return stored === null ? null : stored === 'true';
}

function readState(): SessionState {
  return {
    token: readSession(sessionKeys.token),
    isAgent: readSession(sessionKeys.isAgent) === 'true',
    isTrial: readIsTrial(),
  };
}

const sessionStore = createStore<SessionState>(readState());

/** Every query of member data has a key starting with this, so ending a session can drop them all. */
export const memberQueryKey = ['member'] as const;

export function getToken(): string | null {
  return readSession(sessionKeys.token);
}

export function hasSession(): boolean {
  return Boolean(getToken());
}

export function isAgentSession(): boolean {
  return readSession(sessionKeys.isAgent) === 'true';
}

/** Whether the session is a trial account; null when member info has not loaded yet. */
export function isTrialSession(): boolean | null {
  return readIsTrial();
}

/** What a member's own values are kept under; cleared when another session starts in the tab. */
const memberKeys = [
  sessionKeys.nickname,
  sessionKeys.account,
  sessionKeys.username,
  sessionKeys.customerId,
  sessionKeys.isAgent,
  sessionKeys.isTrial,
] as const;

export type StartSessionOptions = {
  /** Set by the agent page, whose login lets agents only in. */
  isAgent?: boolean;
};

/**
 * Starts a session after a login, a registration with login, a password reset that logs in, or a
 * one-time ticket traded by POST. Member info then loads by itself and completes the logged-in state.
 */
export function startSession(token: string, username?: string, options: StartSessionOptions = {}): void {
  if (getToken() !== token) for (const key of memberKeys) writeSession(key, null);
  writeSession(sessionKeys.token, token);
  if (username) writeSession(sessionKeys.username, username);
  if (options.isAgent !== undefined) writeSession(sessionKeys.isAgent, String(options.isAgent));
  syncSession();
}

/** Re-reads session storage, e.g. after member info wrote the member's values there (product §3). */
export function syncSession(): void {
  sessionStore.set(readState());
}

/**
 * Product §4 let a `?token=` in the address start the session. It does not: a link could then sign a
 * victim's tab into an attacker's account, where the victim deposits or binds bank details for the
 * attacker (issue 15). Hand-overs use a one-time ticket traded by POST (`?loginTicket=`). A token
 * that still arrives is taken out of the address, unused, so it is neither bookmarked nor sent on as
 * a referrer.
 */
export function dropUrlToken(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('token')) return;
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/**
 * Product §4 logout, also used when the server says the session is gone: session storage is
 * cleared, the merchant values are put back (from local storage, where the brand's code is kept),
 * and the login and agent flags drop. Member query data is the caller's to clear (memberQueryKey).
 */
export function endSession(): void {
  const merchantCode = readLocal(localKeys.merchantCode) ?? readSession(sessionKeys.merchantCode);
  const merchant = readSession(sessionKeys.merchant) ?? merchantCode;
  clearSession();
  if (merchantCode) writeSession(sessionKeys.merchantCode, merchantCode);
  if (merchant) writeSession(sessionKeys.merchant, merchant);
  syncSession();
}

/** Where a session ends up: the agent centre returns to /agent, everything else to / (product §2, §4). */
export function pathAfterSession(pathname: string): string {
  return pathname.startsWith('/agentHome') ? '/agent' : '/';
}

export function useSession(): SessionState {
  return useStore(sessionStore);
}

export function useIsLoggedIn(): boolean {
  return Boolean(useStore(sessionStore).token);
}
