import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '@/lib/api-client';
import { dialogStore } from '@/components/ui/dialog-store';
import { closePopup, openPopup, popupStore } from '@/lib/popup-store';
import { endSession, startSession } from '@/lib/session';
import { readSession, writeSession } from '@/lib/storage';
import { afterLogin, passwordChanged, resumeForcedPasswordChange } from './after-login';
import { setNavigator } from './navigation';
import { queryClient } from './query-client';
import { usePendingPasswordChange } from './use-pending-password-change';

const apiGet = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiGet,
}));

const navigate = vi.fn();
const login = { firstTimeLogin: false, passwordExpired: false, passwordChangeRequired: false };
const welcome = { id: 7, title: 'Welcome', type: 'PL', execution: 'F' };

beforeEach(() => {
  setNavigator(navigate);
  startSession('tok-1', 'alice');
  apiGet.mockResolvedValue({ list: [] });
});

afterEach(() => {
  setNavigator(null);
  navigate.mockReset();
  apiGet.mockReset();
  closePopup();
  dialogStore.get()?.settle(false);
  endSession();
  queryClient.clear();
});

describe('afterLogin (product §4)', () => {
  it('opens the forced change for a password someone else set, and keeps the flag for a reload', () => {
    afterLogin({ ...login, source: 'username', passwordChangeRequired: true, firstTimeLogin: true });
    expect(popupStore.get()).toEqual({
      name: 'change-password',
      reason: 'assigned',
      forced: true,
      firstLogin: true,
      next: '/',
    });
    expect(readSession('mustChangePassword')).toBe('assigned');
    expect(apiGet).not.toHaveBeenCalled();
  });

  it('lets an SMS login through, and shows the first-login popups', async () => {
    apiGet.mockResolvedValue({ list: [welcome], pageNum: 1, totalPages: 1 });
    afterLogin({ ...login, source: 'sms', passwordExpired: true, firstTimeLogin: true });
    expect(readSession('mustChangePassword')).toBeNull();
    await vi.waitFor(() => expect(popupStore.get()).toEqual({ name: 'public', announcements: [welcome] }));
    expect(apiGet.mock.calls[0]?.[1]).toMatchObject({ types: 'PL', execution: 'F' });
  });

  it('sends agent-page logins to the agent centre, after a forced change too', () => {
    afterLogin({ ...login, source: 'username' }, { agentPage: true });
    expect(navigate).toHaveBeenCalledWith('/agentHome');
    afterLogin({ ...login, source: 'username', passwordExpired: true }, { agentPage: true });
    expect(popupStore.get()).toMatchObject({
      name: 'change-password',
      reason: 'expired',
      next: '/agentHome',
    });
  });

  it('asks a member with no second factor to bind one, and takes them to the security centre', async () => {
    afterLogin({ ...login, source: 'username', secondFactorUnavailable: true });
    const dialog = dialogStore.get();
    expect(dialog?.options).toMatchObject({
      icon: 'warning',
      title: 'Protect your account',
      confirmText: 'Go to security centre',
      cancelText: 'Later',
    });
    expect(dialog?.options.message).toContain('no mobile number or e-mail address');
    dialog?.settle(true);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/member?page=securityCenter'));
  });

  it('says nothing of the second factor to a member who has one', () => {
    afterLogin({ ...login, source: 'username' });
    expect(dialogStore.get()).toBeNull();
  });

  it('brings a forced change back after a reload, and forgets it once changed', () => {
    writeSession('mustChangePassword', 'expired');
    resumeForcedPasswordChange();
    expect(popupStore.get()).toMatchObject({ name: 'change-password', reason: 'expired', forced: true });
    passwordChanged({});
    expect(readSession('mustChangePassword')).toBeNull();
  });
});

describe('usePendingPasswordChange', () => {
  it('brings the forced change back when the logged-in header mounts after a reload', async () => {
    writeSession('mustChangePassword', 'assigned');
    renderHook(() => usePendingPasswordChange());
    await vi.waitFor(() =>
      expect(popupStore.get()).toMatchObject({ name: 'change-password', reason: 'assigned', forced: true }),
    );
  });

  it('leaves a change popup that is already open (and its way on) alone', async () => {
    writeSession('mustChangePassword', 'expired');
    const open = { name: 'change-password', reason: 'expired', forced: true, next: '/agentHome' } as const;
    openPopup(open);
    renderHook(() => usePendingPasswordChange());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(popupStore.get()).toBe(open);
  });

  it('does nothing without the flag', async () => {
    renderHook(() => usePendingPasswordChange());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(popupStore.get()).toBeNull();
  });
});
