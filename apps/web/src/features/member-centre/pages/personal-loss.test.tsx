import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ProfitValue } from '@lobby/contract/bets';
import { respond } from '@/test/api-responses';
import { stubFetch } from '@/test/fetch-mock';
import { renderWithQueries } from '@/test/render';
import { signedInAs } from '@/test/session';
import PersonalLoss from './personal-loss';

const fetchMock = stubFetch();
signedInAs('alice');
const queries: URLSearchParams[] = [];

const figures = (stake: number, payout: number, rounds: number) => ({
  stake,
  payout,
  profit: payout - stake,
  rounds,
});

const value = (period: string): ProfitValue => ({
  period: period as ProfitValue['period'],
  startDate: '2030-01-14',
  endDate: '2030-01-15',
  categories: [
    {
      gameType: 'BGS',
      ...figures(500, 2_000, 1),
      vendors: [{ vendorCode: 'BGS', vendorName: 'BGS Originals', ...figures(500, 2_000, 1) }],
    },
    {
      gameType: 'RNG',
      ...figures(400_000, 100_000, 3),
      vendors: [
        { vendorCode: 'JL', vendorName: 'JILI Games', ...figures(100_000, 100_000, 1) },
        { vendorCode: 'PG', vendorName: 'PG Soft', ...figures(300_000, 0, 2) },
      ],
    },
  ],
  total: figures(400_500, 102_000, 4),
});

let empty = false;

beforeEach(() => {
  queries.length = 0;
  empty = false;
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    queries.push(url.searchParams);
    const period = url.searchParams.get('period') ?? 'today';
    return respond(empty ? { ...value(period), categories: [], total: figures(0, 0, 0) } : value(period));
  });
});

describe('personalProfit (personal loss)', () => {
  it('shows today’s total and each game type with its providers and a bar', async () => {
    renderWithQueries(<PersonalLoss timeZoneOffsetMinutes={480} />);
    const total = await screen.findByTestId('profit-total');
    expect(queries[0]!.get('period')).toBe('today');
    expect(total.textContent).toBe('−2,985.00');
    expect(total.className).toContain('is-loss');
    expect(screen.getByTestId('profit-total-stake').textContent).toBe('4,005.00');
    expect(screen.getByTestId('profit-total-payout').textContent).toBe('1,020.00');
    expect(screen.getByTestId('profit-total-rounds').textContent).toBe('4');
    expect(screen.getByTestId('profit-span').textContent).toMatch(/Jan 14.*Jan 15|14 Jan.*15 Jan/);

    const slots = within(screen.getByRole('listitem', { name: 'Slots' }));
    expect(slots.getByTestId('profit-category-profit').textContent).toBe('−3,000.00');
    const pg = slots.getByRole('row', { name: /PG Soft/ });
    expect(within(pg).getByText('−3,000.00')).toBeTruthy();
    expect(within(pg).getByText('2')).toBeTruthy();
    const bgs = screen.getByRole('listitem', { name: 'BGS Originals' });
    expect(within(bgs).getByTestId('profit-category-profit').textContent).toBe('+15.00');
    // The largest loss fills its half of the bar; the small win is a short bar on the other side.
    const fills = document.querySelectorAll<HTMLElement>('.profit-bar__fill');
    expect([...fills].map((f) => f.style.inlineSize)).toEqual(['2%', '100%']);
    expect(bgs.querySelector('.profit-bar__win .profit-bar__fill')).toBeTruthy();
  });

  it('asks for another period, and for a custom range only when it is whole', async () => {
    renderWithQueries(<PersonalLoss timeZoneOffsetMinutes={480} />);
    await screen.findByTestId('profit-total');
    fireEvent.click(screen.getByRole('button', { name: 'Last month' }));
    await waitFor(() => expect(queries.at(-1)!.get('period')).toBe('lastMonth'));
    expect(screen.getByRole('button', { name: 'Last month' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Custom dates' }));
    await waitFor(() => expect(queries.at(-1)!.get('period')).toBe('custom'));
    expect(queries.at(-1)!.get('startDate')).toBeTruthy();
    const calls = queries.length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2030-02-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2030-01-01' } });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(queries.length).toBe(calls);
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2030-02-28' } });
    await waitFor(() => expect(queries.at(-1)!.get('endDate')).toBe('2030-02-28'));
    expect(queries.at(-1)!.get('startDate')).toBe('2030-02-01');
  });

  it('says when the period has no settled rounds', async () => {
    empty = true;
    renderWithQueries(<PersonalLoss timeZoneOffsetMinutes={480} />);
    expect(await screen.findByText('No settled rounds in this period.')).toBeTruthy();
    expect(screen.getByTestId('profit-total').textContent).toBe('0.00');
  });
});
