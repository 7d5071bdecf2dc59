import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showDialog } from '@/components/ui/dialog-store';
import { refusal, respond } from '@/test/api-responses';
import { stubFetch } from '@/test/fetch-mock';
import { renderWithQueries } from '@/test/render';
import { signedInAs } from '@/test/session';
import TransferUpline from './transfer-upline';

vi.mock('@/components/ui/dialog-store', () => ({ showDialog: vi.fn() }));
const confirmDialog = vi.mocked(showDialog);

const fetchMock = stubFetch();
signedInAs('player01');
const sent: Array<Record<string, unknown>> = [];
const agent = { account: 'agent01', nickname: 'Lucky Agent' };

function answer(upline: typeof agent | null, failure?: string) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/wps/relay/MCSFE_getUpline')) {
      const value = { upline, balance: 50_000, currency: 'PHP', currencySymbol: '₱', decimals: 2 };
      return respond(value);
    }
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    sent.push(body);
    if (failure) return refusal(failure);
    const value = {
      transactionId: 9,
      amount: body.amount,
      to: agent,
      balance: 50_000 - (body.amount as number),
      currency: 'PHP',
      createdAt: '2026-01-01T00:00:00Z',
    };
    return respond(value);
  });
}

function renderPage() {
  renderWithQueries(<TransferUpline />);
}

beforeEach(() => {
  confirmDialog.mockReset();
  sent.length = 0;
});

const pay = (amount: string) => {
  fireEvent.change(screen.getByLabelText('Amount'), { target: { value: amount } });
  fireEvent.click(screen.getByRole('button', { name: 'Transfer to upline' }));
};

describe('transferUpline', () => {
  it('names the upline, asks for confirmation, then pays', async () => {
    answer(agent);
    confirmDialog.mockResolvedValue(true);
    renderPage();
    expect((await screen.findByTestId('upline-name')).textContent).toBe('Lucky Agent');
    pay('150');
    expect((await screen.findByRole('status')).textContent).toBe(
      '₱\u00a0150.00 sent to Lucky Agent. Main wallet: ₱\u00a0350.00',
    );
    expect(confirmDialog).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringContaining('₱\u00a0150.00') as string }),
    );
    expect(sent).toEqual([{ requestId: expect.any(String) as string, upline: 'agent01', amount: 15_000 }]);
  });

  it('sends nothing when the member cancels or the amount is wrong', async () => {
    answer(agent);
    confirmDialog.mockResolvedValue(false);
    renderPage();
    await screen.findByTestId('upline-name');
    pay('600');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The amount is more than the available ₱\u00a0500.00.',
    );
    expect(confirmDialog).not.toHaveBeenCalled();
    pay('10');
    await vi.waitFor(() => expect(confirmDialog).toHaveBeenCalled());
    expect(sent).toHaveLength(0);
  });

  it('says what the server refused', async () => {
    answer(agent, 'not_your_upline');
    confirmDialog.mockResolvedValue(true);
    renderPage();
    await screen.findByTestId('upline-name');
    pay('10');
    expect((await screen.findByRole('alert')).textContent).toBe('This account is not your upline agent.');
  });

  it('explains when there is no upline', async () => {
    answer(null);
    renderPage();
    expect(await screen.findByText(/has no upline agent/)).toBeTruthy();
    expect(screen.queryByLabelText('Amount')).toBeNull();
  });
});
