import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import english from '../../locales/EN.json';
import { I18nContext, makeTranslator } from '../../lib/i18n';
import { ChatScreen } from './chat-screen';

/** Stands in for the browser's WebSocket: the test opens it, pushes server messages and closes it. */
class FakeWebSocket {
  static sockets: FakeWebSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(readonly url: string) {
    FakeWebSocket.sockets.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    act(() => {
      this.readyState = 1;
      this.onopen?.({});
    });
  }
  push(message: unknown) {
    act(() => this.onmessage?.({ data: JSON.stringify(message) }));
  }
  drop(code: number) {
    act(() => {
      this.readyState = 3;
      this.onclose?.({ code });
    });
  }
}

const model = {
  modelId: 'luna',
  name: 'Luna',
  avatarUrl: '/img/chat-model/luna.svg',
  bio: '',
  languages: ['EN'],
  tags: [],
  online: false,
  nextChangeAt: new Date(Date.now() + 5 * 3_600_000).toISOString(),
  schedule: [],
  viewers: 2,
  lastActivityAt: null,
};
const me = { name: 'Player One', muted: false, mutedUntil: null };
const message = (id: number, text: string, extra: Record<string, unknown> = {}) => ({
  id,
  modelId: 'luna',
  kind: 'member',
  name: 'Player Three',
  text,
  createdAt: new Date().toISOString(),
  mine: false,
  ...extra,
});
const token = 'a'.repeat(43);

let socket: FakeWebSocket;
const sessionLost = vi.fn();

function start(ready: Record<string, unknown> = {}) {
  render(
    <I18nContext value={makeTranslator('EN', english)}>
      <ChatScreen token={token} onSessionLost={sessionLost} />
    </I18nContext>,
  );
  socket = FakeWebSocket.sockets.at(-1)!;
  socket.open();
  socket.push({
    type: 'ready',
    model,
    me,
    viewers: 2,
    messages: [message(10, 'Welcome', { kind: 'host', name: 'Luna' }), message(11, 'Hi all')],
    hasMore: false,
    ...ready,
  });
}

const field = () => screen.getByRole('textbox', { name: 'Your message' });
const send = (text: string) => {
  fireEvent.change(field(), { target: { value: text } });
  fireEvent.submit(field().closest('form')!);
};

beforeEach(() => {
  FakeWebSocket.sockets = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
  sessionLost.mockReset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the chat screen', () => {
  it('authenticates in its first message and shows the room', () => {
    start();
    expect(socket.url).toMatch(/^ws:\/\/[^/]+\/chat\/ws$/);
    expect(socket.sent[0]).toEqual({ type: 'auth', token });
    expect(screen.getByRole('heading', { name: 'Luna' })).toBeTruthy();
    expect(screen.getByTestId('chat-status').textContent).toBe('Offline · back in 5 hours');
    expect(
      screen.getByText(
        'Luna is offline right now. The room stays open: you can still chat with everyone here.',
      ),
    ).toBeTruthy();
    expect(screen.getAllByTestId('chat-message').map((li) => li.dataset.messageId)).toEqual(['10', '11']);
    expect(screen.getByText('Host')).toBeTruthy();
    expect(screen.getByTestId('chat-viewers').textContent).toBe('2 watching');
    socket.push({ type: 'presence', viewers: 1 });
    expect(screen.getByTestId('chat-viewers').textContent).toBe('1 watching');
  });

  it('sends a message as plain text and shows it when the room has it', () => {
    start();
    send('  <b>hello</b>\n');
    const frame = socket.sent[1] as { type: string; text: string; clientId: string };
    expect(frame).toMatchObject({ type: 'send', text: '<b>hello</b>' });
    expect((field() as HTMLInputElement).value).toBe('');
    socket.push({
      type: 'message',
      message: message(12, '<b>hello</b>', { mine: true, name: 'Player One' }),
      clientId: frame.clientId,
    });
    const mine = screen.getAllByTestId('chat-message').at(-1)!;
    expect(mine.className).toContain('is-mine');
    // Rendered as text, never as HTML.
    expect(mine.querySelector('b')).toBeNull();
    expect(mine.textContent).toContain('<b>hello</b>');
  });

  it('gives a refused message back and says when to write again', () => {
    start();
    send('too fast');
    const frame = socket.sent[1] as { clientId: string };
    socket.push({
      type: 'refused',
      message: 'chat_too_fast',
      clientId: frame.clientId,
      retryAfterSeconds: 3,
    });
    expect((field() as HTMLInputElement).value).toBe('too fast');
    expect(screen.getByTestId('chat-note').textContent).toBe(
      'You are sending messages too fast. You can write again in 3 s.',
    );
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('counts characters and refuses more than 200', () => {
    start();
    fireEvent.change(field(), { target: { value: '😀'.repeat(201) } });
    expect(screen.getByTestId('chat-composer').textContent).toContain('201/200');
    expect(screen.getByTestId('chat-note').textContent).toBe('A message can be at most 200 characters.');
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('removes a message an operator deleted, and closes the field while muted', () => {
    start();
    socket.push({ type: 'deleted', id: 11 });
    expect(screen.getAllByTestId('chat-message').map((li) => li.dataset.messageId)).toEqual(['10']);
    socket.push({ type: 'me', me: { ...me, muted: true, mutedUntil: null } });
    expect((field() as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByTestId('chat-note').textContent).toBe(
      'You cannot send messages: a moderator muted you.',
    );
  });

  it('pages back with the history call, the token in the body', async () => {
    const fetch = vi.fn(async () =>
      Response.json({
        success: true,
        value: { model, me, messages: [message(8, 'older'), message(9, 'old')], hasMore: false },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    start({ hasMore: true });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Show earlier messages' }));
    });
    expect(fetch).toHaveBeenCalledWith('/chat/api/history', expect.objectContaining({ method: 'POST' }));
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(JSON.parse(String(init.body))).toEqual({ token, before: 10, limit: 50 });
    expect(screen.getAllByTestId('chat-message').map((li) => li.dataset.messageId)).toEqual([
      '8',
      '9',
      '10',
      '11',
    ]);
    expect(screen.getByText('This is the beginning of the room.')).toBeTruthy();
  });

  it('says it is reconnecting when the socket drops, and leaves when the session ended', () => {
    start();
    socket.drop(1006);
    expect(screen.getByTestId('chat-connection').textContent).toMatch(/Reconnecting in [12] s/);
    fireEvent.click(screen.getByRole('button', { name: 'Reconnect now' }));
    const again = FakeWebSocket.sockets.at(-1)!;
    expect(again).not.toBe(socket);
    again.open();
    again.push({ type: 'error', message: 'chat_session_expired' });
    again.drop(4401);
    expect(sessionLost).toHaveBeenCalledOnce();
  });
});
