import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/ui/toast-store';
import { memberInfoQueryOptions } from '@/features/account/api/get-member-info';
import { ApiError } from '@/lib/api-client';
import { closePopup, popupStore } from '@/lib/popup-store';
import { endSession, getToken, startSession } from '@/lib/session';
import { setNavigator } from './navigation';
import { queryClient } from './query-client';

const fetchMock = vi.fn<typeof fetch>();
const navigate = vi.fn<(to: string) => void>();

function unauthorized() {
  return new Response(
    JSON.stringify({ success: false, value: null, message: 'not_logged_in', code: 'UNAUTHORIZED' }),
    { status: 401, headers: { 'Content-Type': 'application/json' } },
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => unauthorized());
  vi.stubGlobal('fetch', fetchMock);
  navigate.mockReset();
  setNavigator(navigate);
  window.localStorage.setItem('merchantCode', 'DEMO');
});

afterEach(() => {
  vi.unstubAllGlobals();
  setNavigator(null);
  queryClient.clear();
  closePopup();
  endSession();
  toastStore.set([]);
  window.history.replaceState(null, '', '/');
});

describe('a 401 from a member call', () => {
  it('ends the session like a logout, goes to / and opens the login popup', async () => {
    startSession('expired-token', 'alice');
    queryClient.setQueryData(['member', 'balance'], { balance: 1 });
    await expect(queryClient.fetchQuery(memberInfoQueryOptions())).rejects.toBeInstanceOf(ApiError);

    expect(getToken()).toBeNull();
    expect(window.sessionStorage.getItem('username')).toBeNull();
    expect(window.sessionStorage.getItem('merchantCode')).toBe('DEMO');
    expect(queryClient.getQueryCache().findAll({ queryKey: ['member'] })).toEqual([]);
    expect(navigate).toHaveBeenCalledWith('/');
    expect(popupStore.get()).toEqual({ name: 'login' });
    expect(toastStore.get().map((toast) => toast.message)).toEqual([
      'Your session has ended. Please log in again.',
    ]);
  });

  it('returns the agent centre to /agent, whose own form logs in again', async () => {
    window.history.replaceState(null, '', '/agentHome');
    startSession('expired-token', 'agent', { isAgent: true });
    await expect(queryClient.fetchQuery(memberInfoQueryOptions())).rejects.toBeInstanceOf(ApiError);
    expect(getToken()).toBeNull();
    expect(window.sessionStorage.getItem('isAgent')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/agent');
    expect(popupStore.get()).toBeNull();
  });

  it('ends the session when a mutation gets one too, unless the mutation opts out', async () => {
    startSession('token', 'alice');
    const fail = () => Promise.reject(new ApiError(401, 'UNAUTHORIZED', 'wrong_password'));
    const optedOut = queryClient.getMutationCache().build(queryClient, {
      mutationFn: fail,
      meta: { unauthorizedIsNotSessionLoss: true },
    });
    await expect(optedOut.execute(undefined)).rejects.toBeInstanceOf(ApiError);
    expect(getToken()).toBe('token');

    const plain = queryClient.getMutationCache().build(queryClient, { mutationFn: fail });
    await expect(plain.execute(undefined)).rejects.toBeInstanceOf(ApiError);
    expect(getToken()).toBeNull();
    expect(popupStore.get()).toEqual({ name: 'login' });
  });

  it('means nothing without a session (a failed login answers 401 too)', async () => {
    await expect(
      queryClient.fetchQuery({
        queryKey: ['x'],
        queryFn: () => Promise.reject(new ApiError(401, 'UNAUTHORIZED', '')),
      }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(navigate).not.toHaveBeenCalled();
    expect(popupStore.get()).toBeNull();
  });

  it('leaves other failures alone', async () => {
    startSession('token', 'alice');
    fetchMock.mockImplementation(async () => new Response('', { status: 503 }));
    await expect(
      queryClient.fetchQuery({ ...memberInfoQueryOptions(), retry: false }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(getToken()).toBe('token');
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('a 403 password_change_required', () => {
  const due = () => new ApiError(403, 'FORBIDDEN', 'password_change_required');

  it('keeps the session and opens the forced change popup, once', async () => {
    startSession('token', 'alice');
    for (const key of ['a', 'b']) {
      await expect(
        queryClient.fetchQuery({ queryKey: [key], queryFn: () => Promise.reject(due()) }),
      ).rejects.toBeInstanceOf(ApiError);
    }
    expect(getToken()).toBe('token');
    expect(popupStore.get()).toEqual({
      name: 'change-password',
      reason: 'assigned',
      forced: true,
      firstLogin: false,
      next: '/',
    });
    // A reload asks again, as after a login that forced it.
    expect(window.sessionStorage.getItem('mustChangePassword')).toBe('assigned');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps the reason the login gave (an expired password), also for a failed action', async () => {
    startSession('token', 'alice');
    window.sessionStorage.setItem('mustChangePassword', 'expired');
    const action = queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: () => Promise.reject(due()) });
    await expect(action.execute(undefined)).rejects.toBeInstanceOf(ApiError);
    expect(popupStore.get()).toMatchObject({ name: 'change-password', reason: 'expired', forced: true });
  });

  it('means nothing without a session', async () => {
    await expect(
      queryClient.fetchQuery({ queryKey: ['x'], queryFn: () => Promise.reject(due()) }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(popupStore.get()).toBeNull();
  });
});
