import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '@/lib/api-client';
import { dialogStore } from '@/components/ui/dialog-store';
import { ApiError } from '@/lib/api-client';
import { endSession, getToken } from '@/lib/session';
import { readCookie } from '@/lib/storage';
import { forgetCaptchaAsked } from '../hooks/use-captcha';
import { rememberLogin } from '../remember-me';
import { LoginPopup } from './login-popup';
import { usernameLoginInput } from './login-form';

const api = vi.hoisted(() => ({ apiSend: vi.fn(), apiGet: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  ...api,
}));
const solveChallenge = vi.hoisted(() => vi.fn());
vi.mock('@/lib/challenge', () => ({ solveChallenge }));

const session = (overrides = {}) => ({
  token: 'tok-1',
  account: 'alice',
  firstTimeLogin: false,
  passwordExpired: false,
  passwordChangeRequired: false,
  ...overrides,
});

function renderPopup(props: Partial<Parameters<typeof LoginPopup>[0]> = {}) {
  const onLoggedIn = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <LoginPopup
        smsEnabled
        freePlayEnabled={false}
        countries={[{ countryCode: 'PH', countryDialingCode: '+63', name: 'Philippines' }]}
        onClose={vi.fn()}
        onLoggedIn={onLoggedIn}
        {...props}
      />
    </QueryClientProvider>,
  );
  return { onLoggedIn };
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
const loginCalls = () => api.apiSend.mock.calls.filter(([, path]) => path === '/wps/session/login');

beforeEach(() => {
  solveChallenge.mockResolvedValue('solved');
  // Third-party providers: none configured.
  api.apiGet.mockImplementation(async (path: string) => (path === '/wps/captcha' ? 'iVBORw0KGgo=' : []));
});

afterEach(() => {
  api.apiSend.mockReset();
  api.apiGet.mockReset();
  solveChallenge.mockReset();
  dialogStore.get()?.settle(false);
  rememberLogin(false, '');
  forgetCaptchaAsked();
  act(() => endSession());
});

describe('usernameLoginInput', () => {
  it('uses the remembered device for its name when the password is left empty', () => {
    expect(
      usernameLoginInput({ username: 'alice', password: '', remember: true, rememberedName: 'alice' }),
    ).toEqual({
      username: 'alice',
      password: '',
      type: 'device',
      remember: true,
    });
    expect(
      usernameLoginInput({
        username: 'alice',
        password: 'pw',
        remember: false,
        rememberedName: 'alice',
        captcha: 'AB12',
      }),
    ).toEqual({ username: 'alice', password: 'pw', type: 'username', remember: false, captcha: 'AB12' });
  });
});

describe('LoginPopup', () => {
  it('solves the challenge, logs in, starts the session and keeps remember me', async () => {
    let solved: (value: string) => void = () => {};
    solveChallenge.mockImplementation(() => new Promise((resolve) => (solved = resolve)));
    api.apiSend.mockResolvedValue(session());
    const { onLoggedIn } = renderPopup();
    type('Username', ' alice ');
    type('Password', 'Secret123');
    fireEvent.click(screen.getByLabelText('Remember me'));
    submit();
    // Busy while the challenge is being solved.
    expect(await screen.findByRole('button', { name: /verifying/i })).toHaveProperty('ariaBusy', 'true');
    await act(async () => solved('solved'));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(loginCalls()[0]?.[2]).toEqual({
      username: 'alice',
      password: 'Secret123',
      type: 'username',
      remember: true,
      altcha: 'solved',
    });
    expect(getToken()).toBe('tok-1');
    expect(onLoggedIn.mock.calls[0]?.[0]).toMatchObject({ source: 'username' });
    expect(readCookie('loginRemember')).toBe('1');
    expect(readCookie('lastUsername')).toBe('alice');
  });

  it('shows the captcha after a failure carrying its flag, and sends the answer next time', async () => {
    api.apiSend.mockRejectedValueOnce(
      new ApiError(401, 'UNAUTHORIZED', 'wrong_username_or_password', { captcha: true }),
    );
    renderPopup();
    type('Username', 'alice');
    type('Password', 'wrong');
    submit();
    const image = await screen.findByAltText('Captcha image');
    expect(image.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(screen.getByRole('button', { name: 'Show a new captcha image' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Wrong username or password.');
    expect(dialogStore.get()).toBeNull();

    api.apiSend.mockResolvedValueOnce(session());
    type('Password', 'Secret123');
    submit();
    expect(await screen.findByText('This field cannot be empty')).toBeTruthy();
    type('Captcha', ' k7p2 ');
    submit();
    await waitFor(() => expect(loginCalls()).toHaveLength(2));
    expect(loginCalls()[1]?.[2]).toMatchObject({ captcha: 'k7p2', type: 'username' });
  });

  it('tells a wrong password inline, above the button, and not in a dialog over the popup', async () => {
    api.apiSend.mockRejectedValueOnce(new ApiError(401, 'UNAUTHORIZED', 'wrong_username_or_password'));
    renderPopup();
    type('Username', 'alice');
    type('Password', 'wrong');
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Wrong username or password.');
    expect(alert.nextElementSibling?.textContent).toBe('Log in');
    expect(dialogStore.get()).toBeNull();
    expect(screen.queryByLabelText('Captcha', { selector: 'input' })).toBeNull();

    // The next try starts clean.
    api.apiSend.mockResolvedValueOnce(session());
    type('Password', 'Secret123');
    submit();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('shows and focuses the captcha when the server asks for one this form was not told about', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    api.apiSend.mockRejectedValueOnce(
      new ApiError(400, 'CAPTCHA_REQUIRED', 'please_enter_captcha', { captcha: true }),
    );
    renderPopup();
    type('Username', 'alice');
    type('Password', 'Secret123');
    submit();
    const field = await screen.findByLabelText('Captcha', { selector: 'input' });
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(scrolled).toHaveBeenCalled();
    expect(screen.getByText(/type the characters in the picture/)).toBeTruthy();
    expect(screen.queryByText('Please type the characters shown in the picture.')).toBeNull();
    expect(dialogStore.get()).toBeNull();

    api.apiSend.mockResolvedValueOnce(session());
    fireEvent.change(field, { target: { value: 'k7p2' } });
    submit();
    await waitFor(() => expect(loginCalls()).toHaveLength(2));
    expect(loginCalls()[1]?.[2]).toMatchObject({ captcha: 'k7p2' });
  });

  it('keeps the captcha field in a login popup opened again after the server asked for it', async () => {
    api.apiSend.mockRejectedValueOnce(
      new ApiError(401, 'UNAUTHORIZED', 'wrong_username_or_password', { captcha: true }),
    );
    renderPopup();
    type('Username', 'alice');
    type('Password', 'wrong');
    submit();
    await screen.findByLabelText('Captcha', { selector: 'input' });
    cleanup();
    renderPopup();
    expect(screen.getByLabelText('Captcha', { selector: 'input' })).toBeTruthy();
    expect(await screen.findByAltText('Captcha image')).toBeTruthy();
  });

  it('logs in with one click on a remembered device, and asks for the password once it expired', async () => {
    rememberLogin(true, 'alice');
    api.apiSend.mockRejectedValueOnce(new ApiError(401, 'UNAUTHORIZED', 'remembered_login_expired'));
    renderPopup();
    expect(screen.getByLabelText('Username', { selector: 'input' })).toHaveProperty('value', 'alice');
    expect(screen.getByLabelText('Password', { selector: 'input' }).getAttribute('placeholder')).toBe(
      'Remembered for this device',
    );
    submit();
    await waitFor(() => expect(loginCalls()).toHaveLength(1));
    expect(loginCalls()[0]?.[2]).toEqual({
      username: 'alice',
      password: '',
      type: 'device',
      remember: true,
      altcha: 'solved',
    });
    await waitFor(() =>
      expect(screen.getByLabelText('Password', { selector: 'input' }).getAttribute('placeholder')).toBe(
        'Enter your password',
      ),
    );
    expect(readCookie('loginRemember')).toBeNull();
    expect(dialogStore.get()).toBeNull();
    expect(screen.getByRole('alert').textContent).not.toBe('');
  });

  it('passes on that the member has no second factor to give', async () => {
    api.apiSend.mockResolvedValue(session({ secondFactorUnavailable: true }));
    const { onLoggedIn } = renderPopup();
    type('Username', 'alice');
    type('Password', 'Secret123');
    submit();
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(onLoggedIn.mock.calls[0]?.[0]).toMatchObject({
      source: 'username',
      secondFactorUnavailable: true,
    });
    expect(getToken()).toBe('tok-1');
  });

  it('asks for the second factor before the session starts', async () => {
    api.apiSend.mockImplementation(async (_method: string, path: string) =>
      path === '/wps/session/login'
        ? {
            ...session({ token: undefined }),
            secondFactor: { method: 'sms', ticket: 'tk-2', hint: '+63 •••• 4567', expiredMinutes: 2 },
          }
        : session({ token: 'tok-2' }),
    );
    const { onLoggedIn } = renderPopup();
    type('Username', 'alice');
    type('Password', 'Secret123');
    submit();
    expect(await screen.findByText(/\+63 •••• 4567/)).toBeTruthy();
    expect(getToken()).toBeNull();
    // The first code is already on its way: the resend button counts down.
    expect(screen.getByRole('button', { name: /resend in 120 s/i })).toHaveProperty('disabled', true);
    type('Verification code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify and log in' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(api.apiSend).toHaveBeenCalledWith(
      'POST',
      '/wps/session/login/verify',
      { ticket: 'tk-2', code: '123456' },
      expect.anything(),
    );
    expect(getToken()).toBe('tok-2');
  });

  it('sends the e-mail code to the address on the account, and never asks for one to bind', async () => {
    api.apiSend.mockImplementation(async (_method: string, path: string) =>
      path === '/wps/session/login/verify/send' ? { expiredMinutes: 5, hint: 'm•••@example.com' } : session(),
    );
    renderPopup({
      pending: {
        source: 'third-party',
        username: 'alice',
        challenge: { method: 'email', ticket: 'tk-3', hint: 'm•••@example.com', expiredMinutes: 1 },
      },
    });
    expect(screen.getByText(/m•••@example\.com/)).toBeTruthy();
    expect(screen.queryByLabelText('Email', { selector: 'input' })).toBeNull();
    type('Verification code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify and log in' }));
    await waitFor(() =>
      expect(api.apiSend).toHaveBeenCalledWith(
        'POST',
        '/wps/session/login/verify',
        { ticket: 'tk-3', code: '123456' },
        expect.anything(),
      ),
    );
  });

  it('offers free play when the brand has it: a solved challenge becomes a trial session', async () => {
    api.apiSend.mockResolvedValue(session({ token: 'trial-1', account: 'trialabc', type: 4 }));
    const { onLoggedIn } = renderPopup({ freePlayEnabled: true });
    fireEvent.click(screen.getByRole('button', { name: 'Free play' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(api.apiSend).toHaveBeenCalledWith(
      'POST',
      '/wps/session/login/freeplay',
      { os: expect.any(String), platform: 'W', token: 'solved', version: 3 },
      expect.anything(),
    );
    expect(onLoggedIn.mock.calls[0]?.[0]).toMatchObject({ source: 'free-play' });
  });

  it('tells a refused free play under its button, not in a dialog over the popup', async () => {
    api.apiSend.mockRejectedValueOnce(new ApiError(429, 'TOO_MANY_REQUESTS', 'too_many_requests'));
    const { onLoggedIn } = renderPopup({ freePlayEnabled: true });
    const button = screen.getByRole('button', { name: 'Free play' });
    fireEvent.click(button);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Too many requests. Please wait a moment and try again.');
    expect(alert.previousElementSibling).toBe(button);
    expect(dialogStore.get()).toBeNull();
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('shows third-party buttons only for configured providers', async () => {
    api.apiGet.mockResolvedValue([{ id: 'google', name: 'Google' }]);
    renderPopup();
    const link = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(link.getAttribute('href')).toBe('/wps/session/oauth/google');
  });

  it('sends the SMS tab without a challenge, and its send button with one', async () => {
    api.apiSend.mockImplementation(async (_method: string, path: string) =>
      path === '/wps/verification/sms/noLogin' ? { expiredMinutes: 1 } : session(),
    );
    renderPopup();
    fireEvent.click(screen.getByRole('tab', { name: 'SMS code' }));
    type('Mobile number', '9171234567');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: /resend in 60 s/i })).toBeTruthy();
    expect(api.apiSend).toHaveBeenCalledWith(
      'POST',
      '/wps/verification/sms/noLogin',
      { countryDialingCode: '+63', mobileNum: '9171234567', altcha: 'solved' },
      expect.anything(),
    );
    type('Verification code', '654321');
    submit();
    await waitFor(() => expect(loginCalls()).toHaveLength(1));
    expect(loginCalls()[0]?.[2]).toEqual({
      username: '9171234567',
      password: '654321',
      type: 'sms',
      countryDialingCode: '+63',
      remember: false,
      altcha: undefined,
    });
  });
});
