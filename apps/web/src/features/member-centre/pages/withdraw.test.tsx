import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showDialog } from '@/components/ui/dialog-store';
import { refusal, respond } from '@/test/api-responses';
import { stubFetch } from '@/test/fetch-mock';
import { renderRoutes, renderWithQueries } from '@/test/render';
import { signedInAs } from '@/test/session';
import Withdraw from './withdraw';

vi.mock('@/components/ui/dialog-store', () => ({ showDialog: vi.fn() }));
const confirmDialog = vi.mocked(showDialog);

const fetchMock = stubFetch();
signedInAs('player01');
const sent: Array<Record<string, unknown>> = [];

const info = {
  minAmount: 10_000,
  maxAmount: 5_000_000,
  balance: 80_000,
  currency: 'PHP',
  turnoverRemaining: 0,
  paymentPasswordSet: true,
  autoReceiveMinutes: 1440,
  payeeName: 'Juan Dela Cruz',
};
const binding = {
  id: 7,
  type: 'BANK',
  provider: 'BDO',
  holderName: 'Juan Dela Cruz',
  accountNumberMasked: '•••• 7890',
  createdAt: '2026-01-01T00:00:00Z',
};

/**
 * The server: info, bindings, an empty history; the first withdrawal fails when `failFirst`, and
 * every one is refused with `refuse`.
 */
function answer(options: { failFirst?: boolean; turnover?: number; refuse?: string } = {}) {
  let attempts = 0;
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/wps/payment/withdraw/info')) {
      return respond({ ...info, turnoverRemaining: options.turnover ?? 0 });
    }
    if (url.startsWith('/wps/payment/withdraw/bindings')) {
      return respond({ list: [binding], max: 5 });
    }
    if (url.startsWith('/wps/payment/withdraw/history')) {
      const value = { list: [], pageNo: 1, pageSize: 10, total: 0, totalPages: 0 };
      return respond(value);
    }
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    sent.push(body);
    attempts += 1;
    if (options.failFirst && attempts === 1) return new Response('gateway timeout', { status: 504 });
    if (options.refuse) return refusal(options.refuse);
    const value = {
      id: 3,
      amount: body.amount,
      currency: 'PHP',
      status: 'requested',
      binding: {
        type: 'BANK',
        provider: 'BDO',
        holderName: 'Juan Dela Cruz',
        accountNumberMasked: '•••• 7890',
      },
      createdAt: '2026-01-01T00:00:00Z',
      approvedAt: null,
      paidAt: null,
      rejectedAt: null,
      rejectReason: '',
      confirmation: null,
      receivedAmount: null,
      confirmedAt: null,
      confirmBy: null,
      proofIds: [],
    };
    return respond(value);
  });
}

function renderPage() {
  renderWithQueries(<Withdraw />);
}

beforeEach(() => {
  confirmDialog.mockReset();
  sent.length = 0;
});

async function fill(amount: string, pin = '246810') {
  const form = (await screen.findByRole('button', { name: 'Continue' })).closest('form')!;
  fireEvent.change(within(form).getByRole('textbox', { name: 'Amount' }), { target: { value: amount } });
  fireEvent.change(within(form).getByLabelText('Payment password'), { target: { value: pin } });
  fireEvent.click(within(form).getByRole('button', { name: 'Continue' }));
  return form;
}

describe('withdraw', () => {
  it('refuses amounts outside the rules before asking anything', async () => {
    answer();
    renderPage();
    const form = await fill('50');
    expect((await within(form).findByRole('alert')).textContent).toBe('The minimum withdrawal is 100.00.');
    await fill('900');
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'The amount is more than the available 800.00.',
    );
    await fill('300', '12345');
    expect((await within(form).findByRole('alert')).textContent).toBe('Enter your 6-digit payment password.');
    expect(confirmDialog).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it('shows a confirmation step, and a retry after a lost answer reuses the request id', async () => {
    answer({ failFirst: true });
    confirmDialog.mockResolvedValue(true);
    renderPage();
    const form = await fill('300');
    expect(confirmDialog).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Confirm withdrawal',
        message: expect.stringContaining('Withdraw 300.00 to BDO •••• 7890 (Juan Dela Cruz)?'),
      }),
    );
    await within(form).findByRole('alert');
    await fill('300');
    expect((await within(form).findByRole('status')).textContent).toBe(
      'Your withdrawal of 300.00 was received and is waiting for review.',
    );
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ bindingId: 7, amount: 30_000, paymentPassword: '246810' });
    expect(sent[1]!.requestId).toBe(sent[0]!.requestId);
  });

  it('sends nothing when the confirmation is cancelled, and warns about pending turnover', async () => {
    answer({ turnover: 12_345 });
    confirmDialog.mockResolvedValue(false);
    renderPage();
    expect(await screen.findByText('Bet 123.45 more before you can withdraw (bonus turnover).')).toBeTruthy();
    await fill('300');
    expect(confirmDialog).toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it('leads to the bonus details while wagering is open, and when a withdrawal is refused for it', async () => {
    answer({ turnover: 12_345, refuse: 'turnover_requirement_not_met' });
    confirmDialog.mockResolvedValue(true);
    renderRoutes(
      [{ path: '/member', element: <Withdraw hrefOf={(page) => `/member?page=${page}`} /> }],
      '/member?page=withdraw',
    );
    const notice = (await screen.findByText(/Bet 123.45 more/)).closest('p')!;
    const link = within(notice).getByRole('link', { name: 'See bonus details' });
    expect(link.getAttribute('href')).toBe('/member?page=bonusDetails');
    const form = await fill('300');
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toBe(
      "A bonus's wagering is still open: bet 123.45 more, or forfeit the bonus, to withdraw. See bonus details",
    );
    expect(within(alert).getByRole('link').getAttribute('href')).toBe('/member?page=bonusDetails');
  });
});
