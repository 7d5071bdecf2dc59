import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toastStore } from '@/components/ui/toast-store';
import { refusal, respond } from '@/test/api-responses';
import { stubFetch } from '@/test/fetch-mock';
import { renderWithQueries } from '@/test/render';
import { signedInAs } from '@/test/session';
import { TotpEnrolment } from './totp-enrolment';

const fetchMock = stubFetch();
signedInAs('alice');
const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const enrolment = { secret, uri: `otpauth://totp/Lobby:alice?secret=${secret}`, enrolled: false };

/** The confirmation's answer: success, or a refusal with the server's message. */
type Answer = { refused?: string };

function serve(confirmAnswer: Answer = {}, start = enrolment) {
  fetchMock.mockImplementation(async (input, init) => {
    if (String(input) !== '/wps/member/security/totp') return new Response('', { status: 404 });
    if (init?.method === 'POST')
      return confirmAnswer.refused ? refusal(confirmAnswer.refused) : respond(null);
    return respond(start);
  });
}

function renderEnrolment() {
  renderWithQueries(<TotpEnrolment />);
}

const posts = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
const gets = () => fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === 'GET').length;
const codeField = () => screen.getByRole('textbox', { name: 'Verification code' });

afterEach(() => {
  act(() => toastStore.set([]));
});

describe('authenticator app enrolment', () => {
  it('shows the QR code and the key, and posts the typed code', async () => {
    serve();
    renderEnrolment();
    expect(await screen.findByText('Off')).toBeTruthy();
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);

    fireEvent.change(codeField(), { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));

    expect(await screen.findByText('On')).toBeTruthy();
    expect(posts()).toEqual([{ code: '123456' }]);
    expect(screen.getByText('The authenticator app is on for your account.')).toBeTruthy();
    expect(screen.queryByTestId('totp-secret')).toBeNull();
    expect(toastStore.get().map((toast) => toast.message)).toEqual(['The authenticator app is now on.']);
  });

  it('asks for six digits before sending anything', async () => {
    serve();
    renderEnrolment();
    await screen.findByTestId('totp-secret');
    fireEvent.change(codeField(), { target: { value: '12a34' } });
    expect((codeField() as HTMLInputElement).value).toBe('1234');
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Enter the 6-digit code from your authenticator app.',
    );
    expect(posts()).toEqual([]);
  });

  it("shows the server's refusal, and fetches a new key when the enrolment expired", async () => {
    serve({ refused: 'invalid_verification_code' });
    renderEnrolment();
    await screen.findByTestId('totp-secret');
    fireEvent.change(codeField(), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toBe('');
    expect(gets()).toBe(1);

    serve({ refused: 'verification_code_expired' });
    fireEvent.change(codeField(), { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(gets()).toBe(2));
    expect((codeField() as HTMLInputElement).value).toBe('');
  });

  it('says when the app is on, and sets it up again on request', async () => {
    serve({}, { ...enrolment, enrolled: true });
    renderEnrolment();
    expect(await screen.findByText('On')).toBeTruthy();
    expect(screen.queryByTestId('totp-secret')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Set up on a new phone' }));
    expect(await screen.findByTestId('totp-secret')).toBeTruthy();
    await waitFor(() => expect(gets()).toBe(2));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('totp-secret')).toBeNull();
  });
});
