import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showDialog } from '@/components/ui/dialog-store';
import { refusal, respond } from '@/test/api-responses';
import { stubFetch } from '@/test/fetch-mock';
import { renderWithQueries } from '@/test/render';
import { FeedbackPopup } from './feedback-popup';

vi.mock('@/components/ui/dialog-store', () => ({ showDialog: vi.fn() }));
const dialog = vi.mocked(showDialog);
const fetchMock = stubFetch();
const sent: unknown[] = [];

function answer(failure?: string) {
  fetchMock.mockImplementation(async (input, init) => {
    if (String(input).startsWith('/wps/captcha')) return respond('iVBORw0KGgo=');
    sent.push(JSON.parse(String(init?.body)));
    return failure ? refusal(failure, 'CAPTCHA_REQUIRED') : respond({ id: 7 });
  });
}

beforeEach(() => {
  sent.length = 0;
  dialog.mockReset();
  dialog.mockResolvedValue(true);
});

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));
const description = 'The deposit I made has not arrived yet.';

describe('the feedback popup (visitor)', () => {
  it('names every empty field in one warning ending in "is empty"', async () => {
    answer();
    renderWithQueries(<FeedbackPopup onClose={() => undefined} />);
    submit();
    expect(dialog).toHaveBeenCalledWith({
      icon: 'warning',
      message: 'Question type, Description, Your name, Captcha is empty',
    });
    expect(sent).toEqual([]);
  });

  it('counts the description, refuses one too short, then sends the trimmed form', async () => {
    answer();
    const onClose = vi.fn();
    renderWithQueries(<FeedbackPopup onClose={onClose} />);
    type('Question type', '2');
    type('Description', '  too short  ');
    expect(screen.getByText('9/200')).toBeTruthy();
    type('Your name', ' Maria ');
    type('Captcha', ' ab12 ');
    submit();
    expect(await screen.findByText('Write at least 20 characters.')).toBeTruthy();
    type('Description', `  ${description}  `);
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([{ content: description, sender: 'Maria', captcha: 'ab12', type: 2 }]);
  });

  it('shows the server’s refusal and asks for a new captcha', async () => {
    answer('captcha_incorrect');
    renderWithQueries(<FeedbackPopup onClose={() => undefined} />);
    type('Question type', '0');
    type('Description', description);
    type('Your name', 'Maria');
    type('Captcha', 'zzzz');
    submit();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect((screen.getByLabelText('Captcha') as HTMLInputElement).value).toBe('');
  });
});
