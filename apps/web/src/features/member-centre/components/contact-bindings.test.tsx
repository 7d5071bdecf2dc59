import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '@/lib/api-client';
import { ApiError } from '@/lib/api-client';
import { memberInfo } from '@/test/api-responses';
import { renderWithQueries } from '@/test/render';
import { ContactBindings } from './contact-bindings';

const api = vi.hoisted(() => ({ apiSend: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  ...api,
}));

afterEach(() => api.apiSend.mockReset());

const section = (name: string) => screen.getByRole('region', { name });
const type = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label, { selector: 'input' }), { target: { value } });

describe('mobile number and e-mail address in the security centre', () => {
  it('warns a member who has neither, and binds a number with the password and a code sent to it', async () => {
    api.apiSend.mockImplementation(async (_method: string, path: string) =>
      path === '/wps/member/security/contact/code' ? { expiredMinutes: 2, hint: '+63 •••• 4567' } : null,
    );
    renderWithQueries(<ContactBindings member={memberInfo({ mobileNum: '', email: '' })} />);
    expect(screen.getByRole('note').textContent).toContain('no mobile number or e-mail address');

    fireEvent.click(within(section('Mobile number')).getByRole('button', { name: 'Add' }));
    const form = within(section('Mobile number')).getByRole('form');
    fireEvent.click(within(form).getByRole('button', { name: 'Send code' }));
    expect(within(form).getAllByText('This field cannot be empty')).toHaveLength(3);
    expect(api.apiSend).not.toHaveBeenCalled();

    type(form, 'Country code', '+63');
    type(form, 'Mobile number', '9171234567');
    type(form, 'Current login password', 'Secret123');
    fireEvent.click(within(form).getByRole('button', { name: 'Send code' }));
    expect(await within(form).findByText('Code sent to +63 •••• 4567.')).toBeTruthy();
    expect(within(form).getByRole('button', { name: /resend in 120 s/i })).toHaveProperty('disabled', true);
    expect(api.apiSend).toHaveBeenCalledWith(
      'POST',
      '/wps/member/security/contact/code',
      { channel: 'sms', countryDialingCode: '63', mobileNum: '9171234567', password: 'Secret123' },
      expect.anything(),
    );

    type(form, 'Verification code', '123456');
    fireEvent.click(within(form).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(api.apiSend).toHaveBeenCalledWith(
        'POST',
        '/wps/member/security/contact',
        {
          channel: 'sms',
          countryDialingCode: '63',
          mobileNum: '9171234567',
          password: 'Secret123',
          code: '123456',
        },
        expect.anything(),
      ),
    );
    await waitFor(() => expect(within(section('Mobile number')).queryByRole('form')).toBeNull());
  });

  it("shows the server's refusal, such as a wrong password", async () => {
    api.apiSend.mockRejectedValue(new ApiError(400, 'VALIDATION_FAILED', 'login_password_incorrect'));
    renderWithQueries(<ContactBindings member={memberInfo({ mobileNum: '', email: '' })} />);
    fireEvent.click(within(section('E-mail')).getByRole('button', { name: 'Add' }));
    const form = within(section('E-mail')).getByRole('form');
    type(form, 'E-mail', 'me@example.com');
    type(form, 'Current login password', 'Wrong123');
    fireEvent.click(within(form).getByRole('button', { name: 'Send code' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('The login password is incorrect.');
  });

  it('shows a bound address masked, with no way to replace it here', () => {
    renderWithQueries(
      <ContactBindings
        member={memberInfo({ mobileNum: '9171234567', countryDialingCode: '63', email: '' })}
      />,
    );
    expect(screen.queryByRole('note')).toBeNull();
    const mobile = section('Mobile number');
    expect(mobile.textContent).toContain('+63 •••• 4567');
    expect(mobile.textContent).toContain('contact customer service');
    expect(within(mobile).queryByRole('button', { name: 'Add' })).toBeNull();
    expect(within(section('E-mail')).getByRole('button', { name: 'Add' })).toBeTruthy();
  });
});
