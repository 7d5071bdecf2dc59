import type { GameDetailValue, OpenNumeroValue } from '@lobby/contract/lottery';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, respond } from '@/test/api-responses';
import { stubFetch } from '@/test/fetch-mock';
import { renderWithQueries } from '@/test/render';
import { signedInAs } from '@/test/session';
import { LotteryGame } from './lottery-game';

const fetchMock = stubFetch();
signedInAs('alice');

/* The one-minute SSC game as the server describes it (docs/games/lottery.md). */
const game = {
  nodeId: 'tcg-fast3',
  gameType: 'LOTT',
  vassalage: 'TCG',
  vendorCode: 'TCG',
  displayName: 'TCG Lottery',
  gameCode: 'fast3',
  gameName: 'Fast Five Digits',
  nodeName: 'Fast Five Digits',
  isHot: 0,
  isNew: 0,
  iconUrl: '/img/game/tcg-fast3.svg',
  lagerIcon: '/img/game/tcg-fast3.svg',
  isGame: 'GAME',
  lotteryType: 'SSC',
  prizeMode: 'LOTT',
  drawIntervalSeconds: 60,
  closeSeconds: 10,
  numero: '20261122-0661',
  closesAt: '2099-01-01T00:00:50.000Z',
  drawsAt: '2099-01-01T00:01:00.000Z',
} as const;

const detail: GameDetailValue = {
  game,
  result: { count: 5, min: 0, max: 9, distinct: false },
  betTypes: [
    {
      betType: 'POSITION_DIGIT',
      positions: 5,
      pick: { min: 1, max: 1, from: 0, to: 9, repeats: false, ordered: false },
      choices: [],
      oddsBy: 'ALL',
      odds: { '*': 9.7 },
    },
    {
      betType: 'SUM_BIG_SMALL',
      positions: 0,
      pick: null,
      choices: ['BIG', 'SMALL'],
      oddsBy: 'ALL',
      odds: { '*': 1.94 },
    },
  ],
  limits: {
    minStake: 100,
    maxStake: 1_000_000,
    maxStakePerDraw: 5_000_000,
    maxPayout: 100_000_000,
    maxBetsPerTicket: 20,
  },
  houseEdgePercent: 3,
  currency: 'PHP',
};

// A draw open until far in the future, so no countdown or refetch interferes with the test.
const open: OpenNumeroValue = {
  gameCode: 'fast3',
  vassalage: 'TCG',
  lotteryType: 'SSC',
  serverTime: new Date().toISOString(),
  current: {
    numero: '20261122-0661',
    status: 'OPEN',
    opensAt: '2020-01-01T00:00:00.000Z',
    closesAt: game.closesAt,
    drawsAt: game.drawsAt,
    seedHash: 'ab'.repeat(32),
    seed: null,
    result: null,
    summary: null,
    drawnAt: null,
  },
  last: null,
};

type Ticket = { requestId: string; numero: string; bets: Record<string, unknown>[] };
const tickets: Ticket[] = [];
let answerTicket: (ticket: Ticket) => Response | Promise<Response>;
let detailOverride: GameDetailValue | null = null;

beforeEach(() => {
  tickets.length = 0;
  detailOverride = null;
  answerTicket = (ticket) =>
    respond({
      gameCode: 'fast3',
      numero: ticket.numero,
      requestId: ticket.requestId,
      bets: [],
      balance: 98_000,
    });
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/lotto/lgw/games/detail')) return respond(detailOverride ?? detail);
    if (url.startsWith('/lotto/lgw/games/opened/numero'))
      return respond({ ...open, serverTime: new Date().toISOString() });
    if (url.startsWith('/lgw/vn/numeros/opened/game')) {
      return respond({
        gameCode: 'fast3',
        vassalage: 'TCG',
        lotteryType: 'SSC',
        list: [],
        pageNo: 1,
        pageSize: 10,
        total: 0,
        totalPages: 1,
      });
    }
    if (url.startsWith('/lotto/lgw/bets/history')) {
      return respond({ list: [], pageNo: 1, pageSize: 10, total: 0, totalPages: 1 });
    }
    if (url.startsWith('/lotto/lgw/launch'))
      return respond({ url: '/lottery?gameCode=fast3', gameCode: 'fast3', view: 'betting' });
    if (url === '/lotto/lgw/bets') {
      const ticket = JSON.parse(String(init?.body)) as Ticket;
      tickets.push(ticket);
      return answerTicket(ticket);
    }
    return new Response('', { status: 404 });
  });
});

function renderGame(onBalance = vi.fn()) {
  renderWithQueries(
    <MemoryRouter>
      <LotteryGame
        gameCode="fast3"
        basePath="/lottery"
        currency={{ symbol: '₱', decimals: 2 }}
        balance={100_000}
        timeZoneOffsetMinutes={480}
        onBalance={onBalance}
        onBetsSettled={vi.fn()}
      />
    </MemoryRouter>,
  );
  return onBalance;
}

/** BIG and SMALL on the sum, ₱10 each, onto the slip. */
async function slipBigAndSmall() {
  fireEvent.click(await screen.findByRole('tab', { name: /Sum Big\/Small/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Big' }));
  fireEvent.click(screen.getByRole('button', { name: 'Small' }));
  fireEvent.change(screen.getByLabelText('Stake per bet'), { target: { value: '10' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add to slip' }));
  await screen.findByText('₱20.00', { selector: '[data-testid="slip-total"]' });
}

const place = () => fireEvent.click(screen.getByRole('button', { name: 'Place bets' }));
const notice = () => screen.findByTestId('slip-notice');

describe('the lottery game view', () => {
  it('shows the open draw with its committed seed hash', async () => {
    renderGame();
    expect(await screen.findByRole('heading', { level: 1, name: 'Fast Five Digits' })).toBeTruthy();
    expect((await screen.findByTestId('open-numero')).textContent).toBe('20261122-0661');
    expect(screen.getByTestId('seed-hash').textContent).toBe('ab'.repeat(32));
    expect(screen.getByText('No results yet: the first draw is on its way.')).toBeTruthy();
  });

  it('places the slip as one ticket on the open draw and reports the wallet after it', async () => {
    const onBalance = renderGame();
    await slipBigAndSmall();
    place();
    expect((await notice()).textContent).toBe(
      'Bets placed on draw 20261122-0661 for ₱20.00. Balance: ₱980.00.',
    );
    expect(tickets).toHaveLength(1);
    expect(tickets[0]).toMatchObject({
      gameCode: 'fast3',
      numero: '20261122-0661',
      bets: [
        { betType: 'SUM_BIG_SMALL', choice: 'BIG', stake: 1000 },
        { betType: 'SUM_BIG_SMALL', choice: 'SMALL', stake: 1000 },
      ],
    });
    expect(tickets[0]?.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(onBalance).toHaveBeenCalledWith(98_000);
    expect(screen.getByText('Your slip is empty. Pick numbers or options and add them here.')).toBeTruthy();
  });

  it('keeps the requestId while retrying after a lost answer, and takes a new one after a refusal', async () => {
    renderGame();
    await slipBigAndSmall();
    answerTicket = () => {
      throw new TypeError('Failed to fetch');
    };
    place();
    await waitFor(() => expect(tickets).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Place bets' }).getAttribute('aria-busy')).toBe('false'),
    );
    answerTicket = () =>
      envelope({ success: false, value: null, message: 'insufficient_balance', code: 'BAD_REQUEST' }, 400);
    place();
    expect((await notice()).textContent).toBe(
      'Not enough money for this ticket: it needs ₱20.00 and your balance is ₱1,000.00.',
    );
    // The retry of the unanswered ticket is the same ticket to the server.
    expect(tickets[1]?.requestId).toBe(tickets[0]?.requestId);
    place();
    await waitFor(() => expect(tickets).toHaveLength(3));
    // The server would only repeat its refusal for that id: the next try is a new ticket.
    expect(tickets[2]?.requestId).not.toBe(tickets[0]?.requestId);
  });

  it('keeps the slip when betting on the draw has closed, and says so', async () => {
    renderGame();
    await slipBigAndSmall();
    answerTicket = () =>
      envelope({ success: false, value: null, message: 'lottery_draw_closed', code: 'CONFLICT' }, 409);
    place();
    expect((await notice()).textContent).toBe(
      'Betting on this draw has closed. Place your bets on the next draw. Your slip is kept: place it on the next draw.',
    );
    const slip = screen.getByRole('list', { name: 'Bet slip' });
    expect(within(slip).getAllByRole('listitem')).toHaveLength(2);
  });

  it('checks the stake against the game’s limits before anything is sent', async () => {
    renderGame();
    fireEvent.click(await screen.findByRole('tab', { name: /Sum Big\/Small/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Big' }));
    fireEvent.change(screen.getByLabelText('Stake per bet'), { target: { value: '0.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to slip' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The minimum stake is ₱1.00.');
    fireEvent.change(screen.getByLabelText('Stake per bet'), { target: { value: '12.345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to slip' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter an amount with at most 2 decimals.');
    expect(tickets).toHaveLength(0);
  });

  it('shows the maximum win per bet and keeps a bet that could win more off the slip', async () => {
    detailOverride = { ...detail, limits: { ...detail.limits, maxPayout: 10_000 } };
    renderGame();
    expect(await screen.findByText(/Maximum win ₱100\.00 per bet/)).toBeTruthy();
    fireEvent.click(await screen.findByRole('tab', { name: /Sum Big\/Small/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Big' }));
    // 1.94 × ₱51.56 = ₱100.02: more than the cap.
    fireEvent.change(screen.getByLabelText('Stake per bet'), { target: { value: '51.56' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to slip' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A bet may win at most ₱100.00: lower the stake.',
    );
    expect(screen.getByText('Your slip is empty. Pick numbers or options and add them here.')).toBeTruthy();
    // 1.94 × ₱51.55 = ₱100.00 (rounded down): at the cap, taken.
    fireEvent.change(screen.getByLabelText('Stake per bet'), { target: { value: '51.55' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to slip' }));
    await screen.findByText('₱51.55', { selector: '[data-testid="slip-total"]' });
  });

  it('says the cap when the server refuses a bet over it', async () => {
    renderGame();
    await slipBigAndSmall();
    answerTicket = () =>
      envelope(
        { success: false, value: null, message: 'lottery_payout_above_maximum', code: 'BAD_REQUEST' },
        400,
      );
    place();
    expect((await notice()).textContent).toBe('A bet may win at most ₱1,000,000.00: lower the stake.');
  });

  it('says so when the operator has suspended the game', async () => {
    renderGame();
    await slipBigAndSmall();
    answerTicket = () =>
      envelope({ success: false, value: null, message: 'lottery_game_suspended', code: 'CONFLICT' }, 409);
    place();
    expect((await notice()).textContent).toBe(
      'Betting on this lottery game is suspended for now. Please try another game.',
    );
  });
});
