import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '@/lib/api-client';
import { dialogStore } from '@/components/ui/dialog-store';
import { ApiError } from '@/lib/api-client';
import { AgentLoginForm } from './agent-login-form';

const api = vi.hoisted(() => ({ apiSend: vi.fn(), apiGet: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  ...api,
}));
vi.mock('@/lib/challenge', () => ({ solveChallenge: () => Promise.resolve('solved') }));

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });

beforeEach(() => {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AgentLoginForm onLoggedIn={vi.fn()} />
    </QueryClientProvider>,
  );
});

afterEach(() => {
  cleanup();
  api.apiSend.mockReset();
  dialogStore.get()?.settle(false);
});

describe('AgentLoginForm', () => {
  it('tells a refused login inline, above the button, and not in a dialog', async () => {
    api.apiSend.mockRejectedValueOnce(new ApiError(401, 'UNAUTHORIZED', 'wrong_username_or_password'));
    type('Username', 'agent1');
    type('Password', 'wrong');
    const button = screen.getByRole('button', { name: 'Sign in' });
    fireEvent.click(button);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Wrong username or password.');
    expect(alert.nextElementSibling).toBe(button);
    expect(dialogStore.get()).toBeNull();
  });
});
