import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { FieldRule, RegisterOffer, RegisterSettingValue, ValidationRules } from '@lobby/contract/system';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '@/lib/api-client';
import { dialogStore } from '@/components/ui/dialog-store';
import { ApiError } from '@/lib/api-client';
import { endSession, getToken } from '@/lib/session';
import { affiliateFieldState, RegisterPopup } from './register-popup';

const api = vi.hoisted(() => ({ apiSend: vi.fn(), apiGet: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  ...api,
}));
const solveChallenge = vi.hoisted(() => vi.fn());
vi.mock('@/lib/challenge', () => ({ solveChallenge }));

const rule = (pattern: string, min: number, max: number, enabled = true): FieldRule => ({
  enabled,
  required: false,
  acceptedPattern: pattern,
  patternId: 'pattern_alnum',
  minLength: min,
  maxLength: max,
});

const rules = {
  username: { ...rule('LETTER_FIRST_ALNUM', 4, 16), required: true },
  password: { ...rule('*', 6, 20), required: true },
  affiliateCode: rule('ALNUM', 4, 20),
  referralCode: rule('ALNUM', 4, 20),
} as ValidationRules;

const settings = {
  methods: ['USERNAME'],
  mobileRequired: false,
  smsVerification: false,
  passwordMinLength: 6,
  passwordMaxLength: 20,
  minimumAge: 18,
} as unknown as RegisterSettingValue;

const usernameOnly: RegisterOffer = { methods: ['USERNAME'], smsVerification: false, mobilePassword: true };

function renderPopup(affiliateCode?: string, offer: RegisterOffer = usernameOnly) {
  const onRegistered = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RegisterPopup
        settings={settings}
        offer={offer}
        rules={rules}
        countries={[]}
        affiliateCode={affiliateCode}
        onClose={vi.fn()}
        onRegistered={onRegistered}
      />
    </QueryClientProvider>,
  );
  return { onRegistered };
}

const affiliateInput = () => screen.queryByLabelText('Affiliate code (optional)', { selector: 'input' });
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });

beforeEach(() => solveChallenge.mockResolvedValue('solved'));
afterEach(() => {
  api.apiSend.mockReset();
  api.apiGet.mockReset();
  dialogStore.get()?.settle(false);
  endSession();
});

describe('affiliateFieldState (product §4)', () => {
  it('follows the check of a code from the address', () => {
    expect(affiliateFieldState(undefined, { isSuccess: false, isError: false })).toBe('none');
    expect(affiliateFieldState('LUCKY01', { isSuccess: false, isError: false })).toBe('checking');
    expect(affiliateFieldState('LUCKY01', { isSuccess: true, isError: false })).toBe('valid');
    expect(affiliateFieldState('NOPE', { isSuccess: false, isError: true })).toBe('invalid');
  });
});

describe('RegisterPopup', () => {
  it('hides the affiliate field for a good code from the address and sends it', async () => {
    api.apiGet.mockResolvedValue({ code: 'LUCKY01', agent: 'Lucky agent' });
    api.apiSend.mockResolvedValue({ token: 'tok-5', account: 'newplayer' });
    const { onRegistered } = renderPopup('LUCKY01');
    expect(await screen.findByText('Affiliate code LUCKY01 applied')).toBeTruthy();
    expect(affiliateInput()).toBeNull();
    expect(api.apiGet).toHaveBeenCalledWith(
      '/wps/agent/affiliate',
      { code: 'LUCKY01', domain: window.location.hostname },
      expect.anything(),
      expect.anything(),
    );
    type('Username', 'newplayer');
    type('Password', 'Secret123');
    type('Confirm password', 'Secret123');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    const [method, path, body] = api.apiSend.mock.calls[0] ?? [];
    expect([method, path]).toEqual(['PUT', '/wps/member/register']);
    expect(body).toMatchObject({
      username: 'newplayer',
      affiliateCode: 'LUCKY01',
      altcha: 'solved',
      login: true,
    });
    expect(getToken()).toBe('tok-5');
    expect(onRegistered.mock.calls[0]?.[0]).toMatchObject({ source: 'register', firstTimeLogin: true });
  });

  it('shows the field with the warning when the code from the address is not an agent’s', async () => {
    api.apiGet.mockRejectedValue(new ApiError(404, 'NOT_FOUND', 'invitation_code_error'));
    renderPopup('NOPE1');
    await waitFor(() => expect(affiliateInput()).not.toBeNull());
    expect(affiliateInput()).toHaveProperty('value', 'NOPE1');
    expect(dialogStore.get()?.options.icon).toBe('warning');
  });

  it('shows the field, empty, without a code from the address', () => {
    renderPopup();
    expect(affiliateInput()).toHaveProperty('value', '');
    expect(api.apiGet).not.toHaveBeenCalled();
  });

  it('brings the first field with a problem into view and focuses it on submit', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderPopup();
    type('Username', 'alice99');
    type('Password', 'Secret123');
    type('Confirm password', 'Secret124');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const confirm = screen.getByLabelText('Confirm password', { selector: 'input' });
    await waitFor(() => expect(document.activeElement).toBe(confirm));
    expect(scrolled.mock.contexts[0]).toBe(confirm);
    expect(api.apiSend).not.toHaveBeenCalled();

    // The next problem down is the next to be shown.
    type('Confirm password', 'Secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const terms = screen.getByRole('checkbox', { name: /I am 18 years old/ });
    await waitFor(() => expect(document.activeElement).toBe(terms));
  });

  it('offers the mobile tab only when the offer has it (MOBILENUMREG3)', () => {
    renderPopup(undefined, { methods: ['USERNAME', 'MOBILE'], smsVerification: true, mobilePassword: true });
    expect(screen.getByRole('tab', { name: 'Mobile number' })).toBeTruthy();
  });

  it('asks no SMS code without REGMOBVERF3, and no password without MOBILENUMPASSREG3', () => {
    renderPopup(undefined, { methods: ['MOBILE'], smsVerification: false, mobilePassword: false });
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByLabelText('Verification code', { selector: 'input' })).toBeNull();
    expect(screen.queryByLabelText('Password', { selector: 'input' })).toBeNull();
    expect(screen.getByText(/sign in with a code sent by SMS/)).toBeTruthy();
  });

  it('asks for the code and the password when both flags are on', () => {
    renderPopup(undefined, { methods: ['MOBILE'], smsVerification: true, mobilePassword: true });
    expect(screen.getByLabelText('Verification code', { selector: 'input' })).toBeTruthy();
    expect(screen.getByLabelText('Password', { selector: 'input' })).toBeTruthy();
  });
});
