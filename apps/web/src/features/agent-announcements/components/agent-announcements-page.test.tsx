import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AgentAnnouncementItem } from '@lobby/contract/agent-announcements';
import { envelope, respond } from '@/test/api-responses';
import { stubFetch } from '@/test/fetch-mock';
import { renderWithQueries } from '@/test/render';
import { signedInAs } from '@/test/session';
import { AgentAnnouncementsPage } from './agent-announcements-page';

const fetchMock = stubFetch();
signedInAs('agent01');

const fresh: AgentAnnouncementItem = {
  id: 7,
  title: 'Settlement moves to Monday',
  publishedAt: '2026-11-28T02:00:00Z',
  read: false,
  team: true,
};
const old: AgentAnnouncementItem = {
  id: 3,
  title: 'Commission statements',
  publishedAt: '2026-11-20T02:00:00Z',
  read: true,
  team: false,
};
const calls: Array<{ url: string; method: string; body: unknown }> = [];

function answer(list: AgentAnnouncementItem[], read: 'ok' | 'gone' = 'ok') {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : null });
    if (url.startsWith('/wps/agent/announcements?')) {
      const unread = list.filter((a) => !a.read).length;
      return respond({ list, pageNo: 1, pageSize: 9, total: list.length, totalPages: 1, unread });
    }
    if (url === '/wps/agent/announcements/read') {
      if (read === 'gone')
        return envelope(
          { success: false, value: null, message: 'announcement_not_found', code: 'NOT_FOUND' },
          404,
        );
      return respond({
        announcement: {
          ...fresh,
          read: true,
          content:
            '<p>Runs at <b>02:00</b><script>window.ran = 1</script><img src="https://x.example/p.png"></p>',
        },
        unread: 0,
      });
    }
    return respond({ unread: 0 });
  });
}

beforeEach(() => {
  calls.length = 0;
});

const renderPage = (unread = 1) =>
  renderWithQueries(<AgentAnnouncementsPage unread={unread} timeZoneOffsetMinutes={480} />);

describe('agentAnnouncement', () => {
  it('lists them as the server orders them, unread ones marked, team ones tagged', async () => {
    answer([fresh, old]);
    renderPage();
    const items = await screen.findAllByRole('button', { expanded: false });
    expect(items.map((b) => b.textContent)).toEqual([
      expect.stringContaining('Settlement moves to Monday (unread)Your team only'),
      expect.not.stringContaining('(unread)'),
    ]);
    expect(screen.getByTestId('agent-news-unread').textContent).toBe('1 unread');
  });

  it('opens one: asks for it, shows its HTML sanitised and marks it read; a second click folds it', async () => {
    answer([fresh, old]);
    renderPage();
    const toggle = await screen.findByRole('button', { name: /Settlement moves to Monday/ });
    fireEvent.click(toggle);
    await waitFor(() => expect(document.querySelector('.rich-text b')?.textContent).toBe('02:00'));
    expect(calls).toContainEqual({ url: '/wps/agent/announcements/read', method: 'POST', body: { id: 7 } });
    expect(document.querySelector('.rich-text script, .rich-text img')).toBeNull();
    expect(toggle.closest('li')?.className).not.toContain('is-unread');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.querySelector('.rich-text')).toBeNull();
  });

  it('says so when one was withdrawn meanwhile', async () => {
    answer([fresh], 'gone');
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /Settlement moves to Monday/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('This announcement is no longer available.');
  });

  it('has an empty state', async () => {
    answer([]);
    renderPage(0);
    expect(await screen.findByText('The operator has not sent agents any announcements yet.')).toBeTruthy();
    expect(screen.getByTestId('agent-news-unread').textContent).toBe('All read');
  });
});
