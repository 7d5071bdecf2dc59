import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { refusal, respond } from '@/test/api-responses';
import { stubFetch } from '@/test/fetch-mock';
import { renderWithQueries } from '@/test/render';
import { signedInAs } from '@/test/session';
import Deposit from './deposit';

const fetchMock = stubFetch();
signedInAs('player01');
const sent: Array<Record<string, unknown>> = [];
const assign = vi.fn();

const channels = [
  {
    id: 'instapay',
    name: 'InstaPay bank transfer',
    type: 'BANK_TRANSFER',
    minAmount: 10_000,
    maxAmount: 5_000_000,
  },
  { id: 'gcash', name: 'GCash', type: 'EWALLET', minAmount: 10_000, maxAmount: 2_000_000 },
];
const order = {
  orderId: 'D260101ABCDEFGH',
  channelId: 'gcash',
  channelName: 'GCash',
  channelType: 'EWALLET',
  amount: 50_000,
  currency: 'PHP',
  status: 'paid',
  createdAt: '2026-01-01T00:00:00Z',
  expiresAt: '2026-01-01T00:30:00Z',
  paidAt: '2026-01-01T00:01:00Z',
};
const noLimit = { amount: null, pending: null, used: 0 };

function answer(failure?: string) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/wps/payment/deposit/channels'))
      return respond({ channels, currency: 'PHP', orderMinutes: 30 });
    if (url.startsWith('/wps/payment/deposit/order')) return respond(order);
    if (url.startsWith('/wps/payment/deposit/history')) {
      return respond({ list: [order], pageNo: 1, pageSize: 10, total: 1, totalPages: 1 });
    }
    if (url.startsWith('/wps/payment/deposit/limits'))
      return respond({ daily: noLimit, weekly: noLimit, monthly: noLimit });
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    sent.push(body);
    if (failure) return refusal(failure);
    return respond({
      order: { ...order, status: 'pending', paidAt: null },
      payUrl: '/sandbox-gateway/pay/sbx_1',
    });
  });
}

function renderPage(path = '/member?page=depositv2') {
  renderWithQueries(
    <MemoryRouter initialEntries={[path]}>
      <Deposit />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  assign.mockReset();
  sent.length = 0;
  vi.stubGlobal('location', { ...window.location, assign });
});

async function submit(amount: string, channel = 'GCash') {
  const form = (await screen.findByRole('button', { name: 'Continue to payment' })).closest('form')!;
  fireEvent.click(within(form).getByText(channel, { exact: true }));
  fireEvent.change(within(form).getByRole('textbox', { name: 'Amount' }), { target: { value: amount } });
  fireEvent.click(within(form).getByRole('button', { name: 'Continue to payment' }));
  return form;
}

describe('depositv2', () => {
  it('refuses amounts outside the channel bounds without sending anything', async () => {
    answer();
    renderPage();
    const form = await submit('50');
    expect((await within(form).findByRole('alert')).textContent).toBe('The minimum for GCash is 100.00.');
    await submit('20000.01');
    expect((await within(form).findByRole('alert')).textContent).toBe('The maximum for GCash is 20,000.00.');
    expect(sent).toEqual([]);
  });

  it("creates the order with a request id and goes to the hosted payment page, in the site's language", async () => {
    answer();
    renderPage();
    await submit('500', 'InstaPay bank transfer');
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox-gateway/pay/sbx_1?language=EN'));
    expect(sent[0]).toMatchObject({ channelId: 'instapay', amount: 50_000 });
    expect(String(sent[0]!.requestId)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows a refusal of the server in the reader’s language', async () => {
    answer('deposit_limit_exceeded');
    renderPage();
    const form = await submit('500');
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'This deposit would go over your deposit limit.',
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows the outcome of the order the gateway sent the player back with', async () => {
    answer();
    renderPage('/member?page=depositv2&order=D260101ABCDEFGH');
    const result = await screen.findByTestId('deposit-result');
    await vi.waitFor(() => expect(result.getAttribute('data-status')).toBe('paid'));
    expect(result.textContent).toContain('Deposit received');
    expect(result.textContent).toContain('500.00 has been added to your main wallet.');
  });
});
