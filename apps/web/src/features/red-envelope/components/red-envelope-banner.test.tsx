import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RedEnvelopeRound, RedEnvelopeValue } from '@lobby/contract/red-envelope';
import { refusal, respond } from '@/test/api-responses';
import { stubFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { RedEnvelopeBanner } from './red-envelope-banner';

const fetchMock = stubFetch();
const now = Date.parse('2026-11-28T12:00:00Z');

const round: RedEnvelopeRound = {
  id: 5,
  startsAt: '2026-11-28T11:30:00Z',
  // 25 min 10 s from now.
  endsAt: new Date(now + (25 * 60 + 10) * 1000).toISOString(),
  pool: 2_000_000,
  remaining: 1_500_000,
  envelopes: 500,
  envelopesLeft: 420,
  minAmount: 200,
  turnoverMultiple: 3,
  agents: false,
  opened: null,
};
const next: RedEnvelopeRound = {
  ...round,
  id: 6,
  // 2 h 3 min 4 s from now.
  startsAt: new Date(now + (2 * 3600 + 3 * 60 + 4) * 1000).toISOString(),
  endsAt: new Date(now + 4 * 3600 * 1000).toISOString(),
  remaining: 2_000_000,
  envelopesLeft: 500,
};
const opened = { amount: 1234, bonusId: 77, turnoverRequired: 3702, openedAt: '2026-11-28T12:00:00Z' };

type Call = { url: string; method: string; body: unknown };
const calls: Call[] = [];

function answer(value: Partial<RedEnvelopeValue>, open: () => Response = () => okOpen()) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : null });
    if (url.startsWith('/wps/relay/MCS2_getRedEnvelope')) {
      return respond({ current: null, next: null, serverTime: new Date(now).toISOString(), ...value });
    }
    if (url === '/wps/relay/MCS2_openRedEnvelope') return open();
    return new Response('', { status: 404 });
  });
}

const okOpen = () => respond({ opened, round: { ...round, opened, envelopesLeft: 419 } });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  calls.length = 0;
});
afterEach(() => vi.useRealTimers());

function renderBanner(loggedIn: boolean, onSignIn = vi.fn()) {
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <RedEnvelopeBanner
            loggedIn={loggedIn}
            currencySymbol="₱"
            bonusDetailsHref="/member?page=bonusDetails"
            onSignIn={onSignIn}
          />
        ),
      },
    ],
    '/',
  );
  return onSignIn;
}

const banner = () => screen.getByRole('region', { name: /Red envelope/ });

describe('the red-envelope announcement', () => {
  it('shows nothing when no round is scheduled', async () => {
    answer({});
    renderBanner(false);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('announces the next round with its pool and a countdown', async () => {
    answer({ next });
    renderBanner(false);
    await screen.findByText('Next round starts in 02:03:04');
    expect(within(banner()).getByText('₱ 20,000.00')).toBeTruthy();
    expect(within(banner()).getByText('500')).toBeTruthy();
    expect(within(banner()).queryByRole('button')).toBeNull();
    // The start on the device's clock (the test's zone), weekday and time.
    const start = new Intl.DateTimeFormat('en', { weekday: 'short', hour: '2-digit', minute: '2-digit' });
    expect(banner().querySelector('time')?.textContent).toBe(start.format(Date.parse(next.startsAt)));
    expect(banner().querySelector('time')?.getAttribute('dateTime')).toBe(next.startsAt);
  });

  it('asks a visitor to log in during a round', async () => {
    answer({ current: round, next });
    const onSignIn = renderBanner(false);
    await screen.findByText('Round ends in 00:25:10');
    expect(within(banner()).getByText('Live')).toBeTruthy();
    expect(within(banner()).getByText('₱ 15,000.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log in to open yours' }));
    expect(onSignIn).toHaveBeenCalledOnce();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('opens a member’s envelope: the seal, the amount, its wagering and the way to the bonus details', async () => {
    answer({ current: round, next });
    renderBanner(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Open your red envelope' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your red envelope' });
    expect(within(dialog).getByText('Tap the seal to see what is inside.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Break the seal and open the envelope' }));
    await within(dialog).findByText('You got ₱ 12.34 this round');
    expect(within(dialog).getByText('Wager ₱ 37.02 to withdraw it')).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe('/wps/relay/MCS2_openRedEnvelope');
    expect(post?.body).toMatchObject({ roundId: 5, requestId: expect.any(String) });
    expect(within(dialog).getByRole('link', { name: 'Bonus details' }).getAttribute('href')).toBe(
      '/member?page=bonusDetails',
    );
    // Focus moves to the way out once the seal is gone.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Done' }));
    // The rounds are read again.
    await waitFor(() =>
      expect(calls.filter((c) => c.url.startsWith('/wps/relay/MCS2_getRedEnvelope')).length).toBe(2),
    );
  });

  it('says why an envelope could not be opened, and retries a lost answer with the same request id', async () => {
    let attempt = 0;
    answer({ current: round }, () => {
      attempt += 1;
      return attempt === 1 ? new Response('', { status: 502 }) : refusal('envelope_pool_empty');
    });
    renderBanner(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Open your red envelope' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Break the seal and open the envelope' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toBeTruthy());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Break the seal and open the envelope' }));
    await within(dialog).findByText('Every envelope of this round has been opened.');
    const posts = calls.filter((c) => c.method === 'POST').map((c) => c.body as { requestId: string });
    expect(posts).toHaveLength(2);
    expect(posts[0]!.requestId).toBe(posts[1]!.requestId);
  });

  it('shows what the member got once opened, and when every envelope is gone', async () => {
    answer({ current: { ...round, opened } });
    renderBanner(true);
    await screen.findByText('You got ₱ 12.34 this round');
    expect(screen.getByRole('link', { name: 'Bonus details' }).getAttribute('href')).toBe(
      '/member?page=bonusDetails',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('tells a member every envelope is taken', async () => {
    answer({ current: { ...round, envelopesLeft: 0, remaining: 0 } });
    renderBanner(true);
    await screen.findByText('Every envelope of this round has been opened. See you at the next one!');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
