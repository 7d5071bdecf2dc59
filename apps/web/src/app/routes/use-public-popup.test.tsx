import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closePopup, popupStore } from '@/lib/popup-store';
import { endSession, startSession, useIsLoggedIn } from '@/lib/session';
import { respond } from '@/test/api-responses';
import { stubFetch } from '@/test/fetch-mock';
import { forgetSessionSeen, usePublicPopup } from './use-public-popup';

const fetchMock = stubFetch();
const announcement = {
  id: 7,
  type: 'PL',
  title: 'Register today',
  content: '<p>Welcome bonus</p>',
  groupName: '',
  execution: 'B',
  announcementImages: [],
  publishedAt: '2026-11-01T00:00:00Z',
};

function serveGuestPopup() {
  fetchMock.mockImplementation(async () =>
    respond({ list: [announcement], pageNo: 1, totalPages: 1, total: 1 }),
  );
}

function Opener() {
  usePublicPopup('EN', useIsLoggedIn());
  return null;
}

function renderHome() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Opener />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  act(() => {
    closePopup();
    endSession();
  });
  forgetSessionSeen();
});

describe('usePublicPopup', () => {
  it('greets a visitor once per session', async () => {
    serveGuestPopup();
    const first = renderHome();
    await waitFor(() => expect(popupStore.get()).toMatchObject({ name: 'public' }));
    act(() => closePopup());
    first.unmount();
    renderHome();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(popupStore.get()).toBeNull();
  });

  it('does not greet someone who has just logged out, even after a reload', async () => {
    serveGuestPopup();
    act(() => startSession('tok', 'alice'));
    const home = renderHome();
    // A logout empties session storage and shows the guest home page.
    act(() => endSession());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(popupStore.get()).toBeNull();
    home.unmount();
    expect(window.sessionStorage.getItem('anonymousPopupClosed')).toBe('1');
    // The member's own popup may have been asked for; the visitor's never was.
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked.some((url) => url.includes('execution=B'))).toBe(false);
  });

  it('greets a member with the members’ popup once per session, asking for execution A', async () => {
    fetchMock.mockImplementation(async () =>
      respond({ list: [{ ...announcement, execution: 'A' }], pageNo: 1, totalPages: 1, total: 1 }),
    );
    act(() => startSession('tok', 'alice'));
    const first = renderHome();
    await waitFor(() => expect(popupStore.get()).toMatchObject({ name: 'public' }));
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://site');
    expect(url.searchParams.get('execution')).toBe('A');
    expect(url.searchParams.get('types')).toBe('PL');
    expect(window.sessionStorage.getItem('userPopupClosed')).toBe('1');
    act(() => closePopup());
    first.unmount();
    renderHome();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(popupStore.get()).toBeNull();
  });

  it('leaves the members’ popup to a first login’s welcome', async () => {
    serveGuestPopup();
    act(() => startSession('tok', 'alice'));
    window.sessionStorage.setItem('userPopupClosed', '1');
    renderHome();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(popupStore.get()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
