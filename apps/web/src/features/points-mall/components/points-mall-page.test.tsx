import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PointConfigValue, PointMovement, PointReward, Redemption } from '@lobby/contract/points';
import { refusal, respond } from '@/test/api-responses';
import { stubFetch } from '@/test/fetch-mock';
import { renderWithQueries } from '@/test/render';
import { signedInAs } from '@/test/session';
import { PointsMallPage } from './points-mall-page';

/* The sealing is lib/seal's own test; here a sealed body is marked so the test sees it was sealed. */
vi.mock('@/lib/seal', () => ({
  isSealedPath: (path: string) => path.includes('/passwordCheck/'),
  sealForServer: async (body: unknown) => ({ sealedForTest: body }),
  forgetServerKey: () => undefined,
}));

const fetchMock = stubFetch();
signedInAs('player01');

const config: PointConfigValue = {
  rates: [{ gameType: 'RNG', validBetPerPoint: 1_000 }],
  convertEnabled: true,
  convertPoints: 100,
  convertAmount: 100,
  minConvertPoints: 100,
  maxQuantity: 10,
  currency: 'PHP',
  rules: 'Points never expire.',
};
const cash: PointReward = {
  id: 1,
  kind: 'cash',
  title: '₱100 cash',
  description: 'Straight to your wallet',
  image: '/img/point-reward/cash.svg',
  points: 1_000,
  amount: 10_000,
  turnoverMultiple: 0,
  stock: 5,
};
const cap: PointReward = {
  ...cash,
  id: 2,
  kind: 'goods',
  title: 'Cap',
  description: '',
  amount: 0,
  stock: 0,
};
const bonus: PointReward = {
  ...cash,
  id: 3,
  kind: 'bonus',
  title: 'Bonus 50',
  turnoverMultiple: 5,
  stock: null,
};
const redemption: Redemption = {
  id: 11,
  rewardId: 1,
  kind: 'cash',
  title: '₱100 cash',
  quantity: 2,
  points: 2_000,
  amount: 20_000,
  status: 'approved',
  reason: '',
  createdAt: '2026-11-29T04:00:00.000Z',
  decidedAt: '2026-11-29T04:00:00.000Z',
};
const movement: PointMovement = {
  id: 5,
  time: '2026-11-29T04:00:00.000Z',
  type: 'EARN',
  amount: 12_000,
  balanceAfter: 12_000,
  memo: 'RNG',
};

type Call = { url: string; body: unknown };
const calls: Call[] = [];

type Options = {
  balance?: number;
  redeem?: () => Response;
  convert?: () => Response;
  history?: Redemption[];
};

function answer(options: Options = {}) {
  let balance = options.balance ?? 12_000;
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : null;
    calls.push({ url, body });
    if (url.startsWith('/wps/relay/MCS2_getPointBalance')) return respond({ balance });
    if (url.startsWith('/wps/relay/MCS2_getPointConfig')) return respond(config);
    if (url.startsWith('/wps/relay/MCS2_getPointReward')) return respond({ rewards: [cash, cap, bonus] });
    if (url.startsWith('/wps/relay/MCS2_getRedeemPointList')) {
      const page = Number(new URL(url, 'http://x').searchParams.get('pageNo'));
      const list = options.history ?? [redemption];
      return respond({
        list: page === 1 ? list : [{ ...redemption, id: 10, title: 'Older' }],
        pageNo: page,
        hasMore: page === 1,
      });
    }
    if (url.startsWith('/wps/relay/ODSFE2_MemTransDet'))
      return respond({
        list: [
          { ...movement, id: 6, type: 'CONVERT', amount: -1_000, balanceAfter: 11_000, memo: '1000' },
          movement,
        ],
        pageNo: 1,
        hasMore: false,
      });
    if (url.startsWith('/wps/relay/passwordCheck/MCS2_redeemPointReward')) {
      if (options.redeem) return options.redeem();
      balance -= 2_000;
      return respond({ redemption, balance });
    }
    if (url.startsWith('/wps/relay/passwordCheck/MCS2_convertPoint')) {
      if (options.convert) return options.convert();
      balance -= 500;
      return respond({ points: 500, amount: 500, balance });
    }
    return new Response('', { status: 404 });
  });
}

beforeEach(() => {
  calls.length = 0;
});

const renderPage = () => renderWithQueries(<PointsMallPage currencySymbol="₱" timeZoneOffsetMinutes={480} />);
const balanceText = () => screen.getByTestId('points-balance').textContent;

describe('the points mall', () => {
  it('shows the balance and the catalogue with picture, points and stock, filtered by kind', async () => {
    answer();
    renderPage();
    expect((await screen.findByTestId('points-balance')).textContent).toBe('12,000');
    const grid = await screen.findByRole('list');
    expect(within(grid).getAllByRole('listitem')).toHaveLength(3);
    const first = within(grid).getAllByRole('listitem')[0]!;
    expect(first.querySelector('img')?.getAttribute('src')).toBe('/img/point-reward/cash.svg');
    expect(within(first).getByText('1,000 points')).toBeTruthy();
    expect(within(first).getByText('5 left')).toBeTruthy();
    expect(screen.getByText('Out of stock')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Redeem Cap' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('In stock')).toBeTruthy();
    expect(screen.getByText('Turnover 5× the bonus')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Goods' }));
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('Cap')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Bonus' }));
    expect(screen.getByText('Bonus 50')).toBeTruthy();
    expect(screen.queryByText('Cap')).toBeNull();
    // Titles in the reader's language.
    expect(calls.some((c) => c.url === '/wps/relay/MCS2_getPointReward?language=EN')).toBe(true);
  });

  it('checks the quantity and the payment password before redeeming', async () => {
    answer({ balance: 2_500 });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Redeem ₱100 cash' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm redemption' });
    // The most is the lower of the stock (5), the balance (2 at 1,000 each) and the server's most (10).
    expect(within(dialog).getByText('You can take up to 2.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Quantity'), { target: { value: '3' } });
    expect(within(dialog).getByTestId('redeem-total').textContent).toBe('3,000 points');
    fireEvent.change(within(dialog).getByLabelText('Payment password'), { target: { value: '123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Choose a quantity from 1 to 2.')).toBeTruthy();
    expect(within(dialog).getByText('Enter your 6-digit payment password.')).toBeTruthy();
    expect(calls.some((c) => c.url.includes('redeemPointReward'))).toBe(false);
  });

  it('redeems sealed with the payment password, and updates the balance and the history', async () => {
    answer();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Redeem ₱100 cash' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Quantity'), { target: { value: '2' } });
    fireEvent.change(within(dialog).getByLabelText('Payment password'), { target: { value: '246810' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('₱100 cash redeemed for 2,000 points.')).toBeTruthy();
    const sent = calls.find((c) => c.url === '/wps/relay/passwordCheck/MCS2_redeemPointReward');
    expect(sent?.body).toEqual({
      sealedForTest: {
        rewardId: 1,
        quantity: 2,
        paymentPassword: '246810',
        requestId: expect.any(String) as string,
        language: 'EN',
      },
    });
    await waitFor(() => expect(balanceText()).toBe('10,000'));
    // The dialog's own close button and the one under the success both close it.
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Redeem history' }));
    const history = await screen.findByRole('list', { name: 'Redeem history' });
    expect(within(history).getByText('₱100 cash × 2')).toBeTruthy();
    expect(within(history).getByText('Approved')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Older × 2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it("shows the server's refusal inside the dialog", async () => {
    answer({ redeem: () => refusal('point_reward_out_of_stock', 'CONFLICT', 409) });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Redeem ₱100 cash' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Payment password'), { target: { value: '246810' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This reward is out of stock.');
  });

  it('shows a rejected redemption with its reason, and the points details', async () => {
    answer({
      history: [{ ...redemption, kind: 'goods', title: 'Cap', status: 'rejected', reason: 'No stock left' }],
    });
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'Redeem history' }));
    expect(await screen.findByText('Rejected')).toBeTruthy();
    expect(screen.getByText('Reason: No stock left')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Points details' }));
    const table = await screen.findByRole('table');
    const cells = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    // The money a conversion became and the game type earned on, in words; a sign on every amount.
    expect(cells).toEqual([
      'Nov 29, 2026, 12:00 PM',
      'Converted₱ 10.00',
      '−1,000',
      '11,000',
      'Nov 29, 2026, 12:00 PM',
      'EarnedSlots',
      '+12,000',
      '12,000',
    ]);
  });

  it('shows the rules and ratios from the configuration', async () => {
    answer();
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'Points rules' }));
    expect(screen.getByText('Points never expire.')).toBeTruthy();
    expect(screen.getByText('Slots')).toBeTruthy();
    expect(screen.getByText('1 point per ₱ 10.00 valid bet')).toBeTruthy();
    expect(screen.getByText('100 points = ₱ 1.00 · at least 100 points')).toBeTruthy();
  });

  it('converts points sealed, showing the money first and refusing a broken step', async () => {
    answer();
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'Convert points' }));
    const field = screen.getByRole('textbox', { name: 'Points to convert' });
    fireEvent.change(field, { target: { value: '550' } });
    expect(screen.getByTestId('convert-gets').textContent).toBe('You receive ₱ 5.00');
    fireEvent.change(screen.getByLabelText('Payment password'), { target: { value: '246810' } });
    fireEvent.click(screen.getByRole('button', { name: 'Convert' }));
    expect(
      await screen.findByText('Enter whole steps of 100 points, at least 100, within your balance.'),
    ).toBeTruthy();
    fireEvent.change(field, { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Convert' }));
    expect(await screen.findByText('500 points converted: ₱ 5.00 added to your wallet.')).toBeTruthy();
    const sent = calls.find((c) => c.url === '/wps/relay/passwordCheck/MCS2_convertPoint');
    expect(sent?.body).toEqual({
      sealedForTest: { points: 500, paymentPassword: '246810', requestId: expect.any(String) as string },
    });
    await waitFor(() => expect(balanceText()).toBe('11,500'));
  });

  it("shows the server's refusal of a conversion", async () => {
    answer({ convert: () => refusal('points_below_minimum') });
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'Convert points' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Points to convert' }), {
      target: { value: '100' },
    });
    fireEvent.change(screen.getByLabelText('Payment password'), { target: { value: '246810' } });
    fireEvent.click(screen.getByRole('button', { name: 'Convert' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That is below the minimum number of points you can convert.',
    );
  });

  it("shows an agent the server's refusal instead of the mall", async () => {
    fetchMock.mockImplementation(async () => refusal('points_not_for_agents', 'FORBIDDEN', 403));
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('Agent accounts have no points mall.');
  });

  it("drops the mall's data from the cache when the page is left (spec §4)", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      answer();
      const client = renderPage();
      await screen.findByTestId('points-balance');
      expect(client.getQueryCache().findAll({ queryKey: ['member', 'points'] }).length).toBeGreaterThan(0);
      cleanup();
      await act(async () => {
        await vi.runAllTimersAsync();
      });
      expect(client.getQueryCache().findAll({ queryKey: ['member', 'points'] })).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
