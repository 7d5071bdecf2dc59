// The bench's side of the API, over HTTP as the site talks to it: the proof-of-work challenge, sealed
// login bodies (@lobby/contract/sealed), the second factor when the server asks for one, and reads
// with the session's bearer token. Paths come from @lobby/contract only.
import { performance } from 'node:perf_hooks';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { accountPaths } from '@lobby/contract/accounts';
import { sandboxPaths } from '@lobby/contract/sandbox';
import { sealPayload } from '@lobby/contract/sealed';

const withQuery = (path, query) => {
  const search = new URLSearchParams(Object.entries(query ?? {}).filter(([, v]) => v !== undefined));
  return search.size > 0 ? `${path}?${search}` : path;
};

export function createClient(base) {
  let publicKey = null;

  /** One call, timed from sending to the last byte of the answer; a refusal throws with its message. */
  async function call(method, path, { token, query, body } = {}) {
    const headers = {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    };
    const started = performance.now();
    const response = await fetch(base + withQuery(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const ms = performance.now() - started;
    let envelope = null;
    try {
      envelope = JSON.parse(text);
    } catch {
      // Not an envelope: reported below with the status.
    }
    if (!response.ok || envelope?.success !== true) {
      throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
    }
    return { value: envelope.value, ms };
  }

  /** A solved challenge, as the site's widget sends it (base64 JSON of challenge and solution). */
  async function solvedChallenge() {
    const { value: challenge } = await call('GET', accountPaths.challenge);
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('the challenge could not be solved');
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  async function sealed(payload) {
    publicKey ??= (await call('GET', accountPaths.publicKey)).value.key;
    return sealPayload(publicKey, payload, Date.now());
  }

  /**
   * A login made ready to send: the challenge solved and the body sealed, which is the browser's work,
   * not the server's, and stays out of the login's time.
   */
  async function preparedLogin(username, password) {
    const altcha = await solvedChallenge();
    const body = await sealed({ username, password, type: 'username', altcha });
    return () => call('POST', accountPaths.login, { body });
  }

  /** The code the demo's sandbox SMS carried to this number (the outbox answers this machine only). */
  async function smsCode(mobile) {
    const { value } = await call('GET', sandboxPaths.outbox, { query: { to: mobile, limit: 1 } });
    const code = /\b(\d{6})\b/.exec(value.messages[0]?.body ?? '')?.[1];
    if (!code) throw new Error(`no code was sent to ${mobile}`);
    return code;
  }

  /**
   * Logs in and answers the session token. A login from an address the member has not used asks for
   * the second factor when the member has one (the demo's agent01 has a mobile number): the code is
   * read from the sandbox outbox, and the address is known from then on.
   */
  async function login(username, password, mobile = null) {
    const { value } = await (await preparedLogin(username, password))();
    if (value.token) return value.token;
    if (!value.secondFactor || value.secondFactor.method !== 'sms' || !mobile) {
      throw new Error(
        `${username} cannot log in without a second factor the bench has: ${JSON.stringify(value)}`,
      );
    }
    const code = await smsCode(mobile);
    const done = await call('POST', accountPaths.secondFactor, {
      body: { ticket: value.secondFactor.ticket, code },
    });
    if (!done.value.token) throw new Error(`${username}'s second factor gave no session`);
    return done.value.token;
  }

  const get = (path, token, query) => call('GET', path, { token, query });

  return { login, preparedLogin, get };
}
