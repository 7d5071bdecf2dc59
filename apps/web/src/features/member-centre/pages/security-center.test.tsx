import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { popupStore } from '@/lib/popup-store';
import { memberInfo, respond } from '@/test/api-responses';
import { stubFetch } from '@/test/fetch-mock';
import { renderWithQueries } from '@/test/render';
import { signedInAs } from '@/test/session';
import SecurityCenter from './security-center';

const member = memberInfo({
  mobileNum: '9171234567',
  countryDialingCode: '63',
  email: 'alice@example.com',
  registeredAt: '2025-12-31T20:30:00Z',
});

const fetchMock = stubFetch();
signedInAs('alice');

beforeEach(() => {
  fetchMock.mockImplementation(async () => respond({ secret: 'ABCD', uri: 'otpauth://x', enrolled: true }));
});

afterEach(() => {
  act(() => popupStore.set(null));
});

function renderPage() {
  renderWithQueries(
    <SecurityCenter
      member={member}
      iconUrl=""
      timeZoneOffsetMinutes={480}
      hrefOf={(page) => `/member?page=${page}`}
    />,
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
