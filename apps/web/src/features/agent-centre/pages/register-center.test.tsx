import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { refusal, respond } from '@/test/api-responses';
import { stubFetch } from '@/test/fetch-mock';
import { renderWithQueries } from '@/test/render';
import { signedInAs } from '@/test/session';
import { RegisterCenter } from './register-center';

const fetchMock = stubFetch();
signedInAs('agent01');
const sent: Array<Record<string, unknown>> = [];

function serve(answer: (body: Record<string, unknown>) => Response) {
  fetchMock.mockImplementation(async (input, init) => {
    if (String(input) !== '/wps/agent/team/accounts') return new Response('', { status: 404 });
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    sent.push(body);
    return answer(body);
  });
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

beforeEach(() => {
  sent.length = 0;
});

describe('registerCenter', () => {
  it('checks the form before asking: required fields and the confirmation', () => {
    serve(() => respond({}));
    renderWithQueries(<RegisterCenter />);
    submit();
    expect(screen.getAllByText('This field cannot be empty')).toHaveLength(2);
    fill('Username', 'newplayer');
    fill('Password', 'Lucky2win26');
    fill('Confirm password', 'Lucky2win25');
    submit();
    expect(screen.getByText('The passwords do not match')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('opens a sub-agent and shows its invitation code, then clears the form', async () => {
    serve((body) =>
      respond({ account: body.account, nickname: 'Ana', type: 2, isAgent: true, invitationCode: 'K7Q2M9XA' }),
    );
    renderWithQueries(<RegisterCenter />);
    fireEvent.click(screen.getByLabelText('Agent'));
    fill('Username', ' anaagent ');
    fill('Nickname', 'Ana');
    fill('Password', 'Lucky2win26');
    fill('Confirm password', 'Lucky2win26');
    submit();
    expect((await screen.findByRole('status')).textContent).toContain(
      'Agent account anaagent is ready, with invitation code K7Q2M9XA.',
    );
    expect(sent).toEqual([{ kind: 'agent', account: 'anaagent', password: 'Lucky2win26', nickname: 'Ana' }]);
    expect((screen.getByLabelText('Username', { exact: true }) as HTMLInputElement).value).toBe('');
  });

  it('says what the server refused and keeps what was typed', async () => {
    serve(() => refusal('username_taken', 'CONFLICT', 409));
    renderWithQueries(<RegisterCenter />);
    fill('Username', 'player01');
    fill('Password', 'Lucky2win26');
    fill('Confirm password', 'Lucky2win26');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('This username is already taken.');
    expect(sent).toEqual([{ kind: 'member', account: 'player01', password: 'Lucky2win26' }]);
    expect((screen.getByLabelText('Username', { exact: true }) as HTMLInputElement).value).toBe('player01');
  });
});
