import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '@/lib/api-client';
import { dialogStore } from '@/components/ui/dialog-store';
import { closePopup, popupStore } from '@/lib/popup-store';
import { endSession, getToken } from '@/lib/session';
import { runAuthStartup, takeAuthStartupParams } from './startup';
import { hasAuthStartupParams } from './startup-params';

const apiSend = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiSend,
}));

afterEach(() => {
  window.history.replaceState(null, '', '/');
  closePopup();
  dialogStore.get()?.settle(false);
  endSession();
  apiSend.mockReset();
});

describe('auth startup parameters', () => {
  it('are recognised cheaply, and only these', () => {
    expect(hasAuthStartupParams('?loginTicket=abc')).toBe(true);
    expect(hasAuthStartupParams('?x=1&resetPassword=abc')).toBe(true);
    expect(hasAuthStartupParams('?loginError=third_party_login_failed')).toBe(true);
    expect(hasAuthStartupParams('?referralCode=X')).toBe(false);
  });

  it('are taken out of the address, keeping the rest', () => {
    window.history.replaceState(null, '', '/promotions?resetPassword=tok&lang=EN#top');
    expect(takeAuthStartupParams()).toEqual({ resetPassword: 'tok' });
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/promotions?lang=EN#top',
    );
    expect(takeAuthStartupParams()).toEqual({});
  });
});

describe('runAuthStartup', () => {
  it('opens the reset popup for a reset link', async () => {
    window.history.replaceState(null, '', '/?resetPassword=tok-1');
    await runAuthStartup(vi.fn());
    expect(popupStore.get()).toEqual({ name: 'reset-password', token: 'tok-1' });
  });

  it('shows a third-party failure in a warning dialog', async () => {
    window.history.replaceState(null, '', '/?loginError=third_party_login_failed');
    await runAuthStartup(vi.fn());
    expect(dialogStore.get()?.options.icon).toBe('warning');
  });

  it('exchanges a login ticket for a session that is never forced to change its password', async () => {
    apiSend.mockResolvedValue({
      token: 'tok-9',
      account: 'carol',
      firstTimeLogin: true,
      passwordExpired: true,
      passwordChangeRequired: true,
    });
    const onLoggedIn = vi.fn();
    window.history.replaceState(null, '', '/?loginTicket=tk-1');
    await runAuthStartup(onLoggedIn);
    expect(apiSend).toHaveBeenCalledWith(
      'POST',
      '/wps/session/login/ticket',
      { ticket: 'tk-1' },
      expect.anything(),
    );
    expect(getToken()).toBe('tok-9');
    expect(onLoggedIn).toHaveBeenCalledWith(
      expect.objectContaining({ source: 'third-party', firstTimeLogin: true }),
    );
    expect(window.location.search).toBe('');
  });
});
