import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DownlineAccount } from '@lobby/contract/agent-team';
import { memberInfo, memberServer, refusal, respond } from '@/test/api-responses';
import { stubFetch } from '@/test/fetch-mock';
import { renderWithQueries } from '@/test/render';
import { signedInAs } from '@/test/session';
import { AgentCentreContext } from '../agent-context';
import { Downline } from './downline';

const fetchMock = stubFetch();
signedInAs('agent01');
const agent = memberInfo({
  account: 'agent01',
  nickname: 'Lucky Agent',
  type: 1,
  isAgent: true,
  balance: 80_000,
});

const row = (account: string, overrides: Partial<DownlineAccount> = {}): DownlineAccount => ({
  account,
  nickname: account.toUpperCase(),
  type: 0,
  isAgent: false,
  level: 1,
  parent: 'agent01',
  active: true,
  balance: 12_345,
  registeredAt: '2026-11-20T02:00:00Z',
  lastLoginAt: null,
  ...overrides,
});

const asked: URL[] = [];
const sent: Array<Record<string, unknown>> = [];

function serve(list: DownlineAccount[], transfer: () => Response = () => respond({})) {
  fetchMock.mockImplementation(
    memberServer(agent, (url, init) => {
      if (url.startsWith('/wps/agent/team/downline')) {
        const asking = new URL(url, 'http://site.example');
        asked.push(asking);
        const pageNo = Number(asking.searchParams.get('pageNo'));
        const shown = list.filter((r) => r.account.startsWith(asking.searchParams.get('account') ?? ''));
        return respond({
          list: shown.slice((pageNo - 1) * 20, pageNo * 20),
          total: shown.length,
          pageNo,
          pageSize: 20,
        });
      }
      if (url === '/wps/agent/downline/transfer') {
        sent.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
        return transfer();
      }
      return undefined;
    }),
  );
}

/** As the agent centre shows it: ₱800.00 in the agent's main wallet, the brand at GMT+8. */
function renderPage() {
  renderWithQueries(
    <AgentCentreContext
      value={{ balance: 80_000, currencySymbol: '₱', decimals: 2, timeZoneOffsetMinutes: 480 }}
    >
      <Downline />
    </AgentCentreContext>,
  );
}

beforeEach(() => {
  asked.length = 0;
  sent.length = 0;
});

describe('downlineManagmentView', () => {
  it('lists the direct team, then the whole team, and searches by account', async () => {
    serve([
      row('player01'),
      row('agent02', { type: 2, isAgent: true }),
      row('player03', { level: 2, parent: 'agent02', active: false, lastLoginAt: '2026-11-25T01:00:00Z' }),
    ]);
    renderPage();
    expect(await screen.findByText('Accounts: 3')).toBeTruthy();
    expect(asked.at(-1)?.search).toBe('?scope=direct&pageNo=1&pageSize=20');
    const rows = screen.getAllByTestId('downline-row');
    expect(within(rows[1]!).getByText('Agent')).toBeTruthy();
    expect(rows[0]!.textContent).toContain('₱\u00a0123.45');
    // A disabled account is listed, but takes no transfer.
    expect(within(rows[2]!).getByText('Disabled')).toBeTruthy();
    expect(within(rows[2]!).getByText('2 · under agent02')).toBeTruthy();
    expect(within(rows[2]!).queryByRole('button')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Whole team' }));
    expect(screen.getByRole('button', { name: 'Whole team' }).getAttribute('aria-pressed')).toBe('true');
    await screen.findAllByTestId('downline-row');
    expect(asked.at(-1)?.searchParams.get('scope')).toBe('all');

    fireEvent.change(screen.getByLabelText('Search by account'), { target: { value: ' player ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Accounts: 2')).toBeTruthy();
    expect(asked.at(-1)?.searchParams.get('account')).toBe('player');
  });

  it('says so when the team is empty', async () => {
    serve([]);
    renderPage();
    expect(await screen.findByText(/No accounts here yet/)).toBeTruthy();
  });

  it('sends money to an account of the team from the dialog, and says what the server refused', async () => {
    serve([row('player01')], () => refusal('not_in_downline', 'FORBIDDEN', 403));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Transfer to player01' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('player01')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '900' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The amount is more than the available ₱\u00a0800.00.',
    );
    expect(sent).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '25' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This account is not in your downline.',
    );
    expect(sent).toEqual([{ requestId: expect.any(String) as string, account: 'player01', amount: 2_500 }]);
  });
});
