import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '@/lib/api-client';
import { dialogStore } from '@/components/ui/dialog-store';
import { ChangePasswordPopup } from './change-password-popup';
import { ResetPasswordPopup } from './reset-password-popup';

const apiSend = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiSend,
}));

const bounds = { passwordMinLength: 6, passwordMaxLength: 20 };

function wrap(children: ReactNode) {
  return render(<QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>);
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });

afterEach(() => {
  apiSend.mockReset();
  dialogStore.get()?.settle(false);
});

describe('ChangePasswordPopup', () => {
  it('in forced mode says why, cannot be dismissed, and offers logging out', () => {
    const onClose = vi.fn();
    const onLogout = vi.fn();
    wrap(
      <ChangePasswordPopup
        reason="assigned"
        forced
        settings={bounds}
        onClose={onClose}
        onLogout={onLogout}
        onChanged={vi.fn()}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Choose your own password' })).toBeTruthy();
    expect(screen.getByText(/set by someone else/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    fireEvent.click(screen.getByTestId('modal-cover'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalled();
  });

  it('checks the confirmation, then changes the password', async () => {
    apiSend.mockResolvedValue(null);
    const onChanged = vi.fn();
    wrap(
      <ChangePasswordPopup reason="requested" settings={bounds} onClose={vi.fn()} onChanged={onChanged} />,
    );
    type('Current password', 'Welcome2026');
    type('New password', 'Mine2026x');
    type('Confirm password', 'Mine2026y');
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('The passwords do not match')).toBeTruthy();
    expect(apiSend).not.toHaveBeenCalled();
    type('Confirm password', 'Mine2026x');
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(apiSend).toHaveBeenCalledWith(
      'POST',
      '/wps/member/password',
      { oldPassword: 'Welcome2026', newPassword: 'Mine2026x', confirmNewPassword: 'Mine2026x' },
      expect.anything(),
    );
  });
});

describe('ResetPasswordPopup', () => {
  it('sets the new password with the link token, confirms, and hands over the account', async () => {
    apiSend.mockResolvedValue({ account: 'demo' });
    const onReset = vi.fn();
    wrap(<ResetPasswordPopup token="tok-1" settings={bounds} onClose={vi.fn()} onReset={onReset} />);
    type('New password', 'Fresh2026');
    type('Confirm password', 'Fresh2025');
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('The passwords do not match')).toBeTruthy();
    type('Confirm password', 'Fresh2026');
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(dialogStore.get()?.options.icon).toBe('success'));
    expect(apiSend).toHaveBeenCalledWith(
      'POST',
      '/wps/member/password/reset',
      { token: 'tok-1', newPassword: 'Fresh2026' },
      expect.anything(),
    );
    expect(onReset).not.toHaveBeenCalled();
    act(() => dialogStore.get()?.settle(true));
    await waitFor(() => expect(onReset).toHaveBeenCalledWith('demo'));
  });
});
