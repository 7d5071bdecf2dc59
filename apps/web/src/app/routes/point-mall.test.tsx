import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endSession, startSession } from '@/lib/session';
import { memberInfo, memberServer, respond } from '@/test/api-responses';
import { stubFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { Component as PointMallPage } from './point-mall';

const fetchMock = stubFetch();
const renderPage = () => renderRoutes([{ path: '/pointMall', element: <PointMallPage /> }], '/pointMall');
const pointCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('Point'));

afterEach(() => {
  act(() => endSession());
});

describe('/pointMall', () => {
  it('shows a visitor how points work and asks them to log in or register', async () => {
    fetchMock.mockImplementation(async () => new Response('', { status: 404 }));
    renderPage();
    expect(await screen.findByRole('button', { name: 'Log in to see your points' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'How points work' })).toBeTruthy();
    expect(pointCalls()).toEqual([]);
  });

  it('tells a trial player to register a real account, without asking for points', async () => {
    act(() => startSession('token-1', 'trial01'));
    fetchMock.mockImplementation(memberServer(memberInfo({ account: 'trial01', type: 4, isTrial: true })));
    renderPage();
    expect((await screen.findByRole('note')).textContent).toBe(
      'Trial accounts cannot use this. Register a free account to continue.',
    );
    expect(screen.queryByRole('button', { name: 'Log in to see your points' })).toBeNull();
    expect(pointCalls()).toEqual([]);
  });

  it('tells an agent there is no mall for agents', async () => {
    act(() => startSession('token-1', 'agent01', { isAgent: true }));
    fetchMock.mockImplementation(memberServer(memberInfo({ account: 'agent01', type: 1, isAgent: true })));
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe('Agent accounts have no points mall.');
    expect(pointCalls()).toEqual([]);
  });

  it('opens the mall for a member', async () => {
    act(() => startSession('token-1', 'player01'));
    fetchMock.mockImplementation(
      memberServer(memberInfo({ account: 'player01', isTrial: false }), (url) => {
        if (url.startsWith('/wps/relay/MCS2_getPointBalance')) return respond({ balance: 12_000 });
        if (url.startsWith('/wps/relay/MCS2_getPointConfig')) {
          return respond({
            rates: [],
            convertEnabled: true,
            convertPoints: 100,
            convertAmount: 100,
            minConvertPoints: 1_000,
            maxQuantity: 10,
            currency: 'PHP',
            rules: '',
          });
        }
        if (url.startsWith('/wps/relay/MCS2_getPointReward')) return respond({ rewards: [] });
        return undefined;
      }),
    );
    renderPage();
    expect((await screen.findByTestId('points-balance')).textContent).toBe('12,000');
  });
});
