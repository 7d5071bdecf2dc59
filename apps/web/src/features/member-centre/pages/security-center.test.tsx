import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '@/lib/session';
import { popupStore } from '@/lib/popup-store';
import SecurityCenter from './security-center';

const member = {
  id: 7,
  account: 'alice',
  nickname: 'Alice',
  type: 0,
  isAgent: false,
  isTrial: false,
  balance: 0,
  currency: 'PHP',
  currencySymbol: '₱',
  unreadMessageCount: 0,
  availablePromoCount: 0,
  vip: true,
  vipLabel: 'VIP 3',
  rankLevel: 3,
  mobileNum: '9171234567',
  countryDialingCode: '63',
  email: 'alice@example.com',
  payeeName: '',
  referralCode: '',
  registeredAt: '2025-12-31T20:30:00Z',
  lastLoginAt: null,
  passwordChangeRequired: false,
};

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async () =>
      new Response(
        JSON.stringify({ success: true, value: { secret: 'ABCD', uri: 'otpauth://x', enrolled: true } }),
        { headers: { 'Content-Type': 'application/json' } },
      ),
  );
  vi.stubGlobal('fetch', fetchMock);
  act(() => startSession('token-1', 'alice'));
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => {
    endSession();
    popupStore.set(null);
  });
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SecurityCenter member={member} iconUrl="" timeZoneOffsetMinutes={480} />
    </QueryClientProvider>,
  );
}

function fact(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

describe('My account', () => {
  it('shows the profile with the mobile number and e-mail masked', async () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Alice' })).toBeTruthy();
    expect(fact('Account')).toBe('alice');
    expect(fact('VIP level')).toBe('VIP 3');
    expect(fact('Registered on')).toBe('Jan 1, 2026');
    expect(fact('Last login')).toBe('Never');
    expect(fact('Mobile number')).toBe('+63 •••• 4567');
    expect(fact('E-mail')).toBe('a•••@example.com');
    expect(fact('Payee name')).toBe('Not set');
    expect(await screen.findByText('On')).toBeTruthy();
  });

  it('opens the change-password popup', () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(popupStore.get()).toEqual({ name: 'change-password', reason: 'requested' });
  });
});
