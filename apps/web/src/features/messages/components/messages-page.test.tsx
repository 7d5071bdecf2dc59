import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { InboxMessage } from '@lobby/contract/inbox';
import { showDialog } from '@/components/ui/dialog-store';
import { respond } from '@/test/api-responses';
import { stubFetch } from '@/test/fetch-mock';
import { renderWithQueries } from '@/test/render';
import { signedInAs } from '@/test/session';
import MessagesPage from './messages-page';

vi.mock('@/components/ui/dialog-store', () => ({ showDialog: vi.fn() }));
const dialog = vi.mocked(showDialog);
const fetchMock = stubFetch();
signedInAs('player01');

const operator: InboxMessage = {
  id: 2,
  source: 'operator',
  template: null,
  params: {},
  title: 'Weekend bonus',
  body: '<p>Play <b>now</b><img src=x onerror="alert(1)"></p>',
  read: false,
  createdAt: '2026-11-20T02:00:00Z',
};
const deposit: InboxMessage = {
  id: 1,
  source: 'system',
  template: 'depositPaid',
  params: { orderId: 'D1', amount: '1500.00', currency: 'PHP' },
  title: '',
  body: '',
  read: true,
  createdAt: '2026-11-19T02:00:00Z',
};
const calls: Array<{ url: string; method: string; body: unknown }> = [];

function answer(list: InboxMessage[]) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : null });
    if (url.startsWith('/wps/relay/CSP_getMessageList')) {
      const unread = list.filter((m) => !m.read).length;
      return respond({ list, pageNo: 1, pageSize: 10, total: list.length, totalPages: 1, unread });
    }
    return respond({ unread: 0 });
  });
}

beforeEach(() => {
  calls.length = 0;
  dialog.mockReset();
});

const renderPage = (unread = 1) =>
  renderWithQueries(<MessagesPage member={{ unreadMessageCount: unread }} timeZoneOffsetMinutes={480} />);

describe('messageV2', () => {
  it('lists messages newest first, wording system messages in the language and marking unread ones', async () => {
    answer([operator, deposit]);
    renderPage();
    const items = await screen.findAllByRole('button', { expanded: false });
    expect(items.map((b) => b.textContent)).toEqual([
      expect.stringContaining('Weekend bonus (unread)'),
      expect.stringContaining('Deposit credited'),
    ]);
    expect(screen.getByTestId('inbox-unread').textContent).toBe('1 unread');
  });

  it('opens a message, sanitising operator HTML, and marks it read', async () => {
    answer([operator, deposit]);
    renderPage();
    const container = document.body;
    fireEvent.click(await screen.findByRole('button', { name: /Weekend bonus/ }));
    await waitFor(() => expect(container.querySelector('.rich-text b')?.textContent).toBe('now'));
    expect(container.querySelector('img[onerror]')).toBeNull();
    await waitFor(() =>
      expect(calls).toContainEqual({ url: '/wps/relay/CSP_readMessage', method: 'POST', body: { ids: [2] } }),
    );
  });

  it('words a deposit notice with its amount and does not mark a read message again', async () => {
    answer([deposit]);
    renderPage(0);
    fireEvent.click(await screen.findByRole('button', { name: /Deposit credited/ }));
    expect(await screen.findByText(/Your deposit D1 of 1,500.00 PHP has been credited/)).toBeTruthy();
    expect(calls.some((c) => c.url.includes('CSP_readMessage'))).toBe(false);
    expect(screen.getByTestId('inbox-unread').textContent).toBe('All read');
  });

  it('deletes a message once confirmed', async () => {
    answer([deposit]);
    dialog.mockResolvedValue(true);
    renderPage(0);
    fireEvent.click(await screen.findByRole('button', { name: /Deposit credited/ }));
    const item = screen.getByRole('listitem');
    fireEvent.click(within(item).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        url: '/wps/relay/CSP_deleteMessage',
        method: 'DELETE',
        body: { ids: [1] },
      }),
    );
  });

  it('says so when there are no messages', async () => {
    answer([]);
    renderPage(0);
    expect(await screen.findByText('No messages yet.')).toBeTruthy();
  });
});
