import { afterEach, describe, expect, it } from 'vitest';
import {
  dropUrlToken,
  endSession,
  getToken,
  isTrialSession,
  pathAfterSession,
  startSession,
} from './session';

afterEach(() => {
  endSession();
  window.history.replaceState(null, '', '/');
});

describe('session', () => {
  it('starts with the token and username, forgetting the values of an earlier member', () => {
    startSession('first', 'alice');
    window.sessionStorage.setItem('nickname', 'Alice');
    window.sessionStorage.setItem('isTrial', 'true');
    startSession('second', 'bob', { isAgent: true });
    expect(getToken()).toBe('second');
    expect(window.sessionStorage.getItem('username')).toBe('bob');
    expect(window.sessionStorage.getItem('isAgent')).toBe('true');
    expect(window.sessionStorage.getItem('nickname')).toBeNull();
    expect(isTrialSession()).toBeNull();
  });

  it('never takes a ?token= from the address as the session, and removes it from there', () => {
    window.history.replaceState(null, '', '/promotions?token=from-a-link&x=1#top');
    dropUrlToken();
    expect(getToken()).toBeNull();
    expect(window.sessionStorage.getItem('token')).toBeNull();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/promotions?x=1#top',
    );
  });

  it("keeps the tab's own session when a link carries someone else's token", () => {
    startSession('mine', 'alice');
    window.history.replaceState(null, '', '/deposit?token=attackers');
    dropUrlToken();
    expect(getToken()).toBe('mine');
    expect(window.location.search).toBe('');
  });

  it('leaves the address and session alone without a token in it', () => {
    startSession('kept', 'alice');
    window.history.replaceState(null, '', '/rng?vassalage=PG');
    dropUrlToken();
    expect(getToken()).toBe('kept');
    expect(window.location.search).toBe('?vassalage=PG');
  });

  it('ends by clearing session storage and putting the merchant values back', () => {
    window.localStorage.setItem('merchantCode', 'DEMO');
    startSession('token', 'alice', { isAgent: true });
    window.sessionStorage.setItem('gameVendor', '{}');
    endSession();
    expect(getToken()).toBeNull();
    expect(window.sessionStorage.getItem('isAgent')).toBeNull();
    expect(window.sessionStorage.getItem('gameVendor')).toBeNull();
    expect(window.sessionStorage.getItem('merchantCode')).toBe('DEMO');
    expect(window.sessionStorage.getItem('merchant')).toBe('DEMO');
  });

  it('returns the agent centre to /agent and everything else to /', () => {
    expect(pathAfterSession('/agentHome')).toBe('/agent');
    expect(pathAfterSession('/member')).toBe('/');
    expect(pathAfterSession('/')).toBe('/');
  });
});
