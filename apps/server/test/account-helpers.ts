import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { accountPaths } from '@lobby/contract/accounts';
import { sealPayload } from '@lobby/contract/sealed';
import type { TestApp } from './helper';

/** Fetches and solves a proof-of-work challenge as the site does, returning the payload to send. */
let next = 1;
const randomAddress = () => `10.${(next >> 16) & 255}.${(next >> 8) & 255}.${next++ & 255}`;

export async function solvedChallenge(app: FastifyInstance): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: accountPaths.challenge,
    remoteAddress: randomAddress(),
  });
  const challenge = res.json().value;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A body sealed with the server's public key, as the site sends 'enc' calls. */
export async function sealed(app: FastifyInstance, payload: unknown) {
  const res = await app.inject({ method: 'GET', url: accountPaths.publicKey });
  return sealPayload(res.json().value.key, payload, Date.now());
}

export type Sent = { status: number; body: { success: boolean; value: any; message: string; code?: string } }; // eslint-disable-line @typescript-eslint/no-explicit-any -- test bodies are read loosely

export function read(res: LightMyRequestResponse): Sent {
  return { status: res.statusCode, body: res.json() };
}

type Inject = { headers?: Record<string, string>; remoteAddress?: string; cookies?: Record<string, string> };

export async function send(
  t: TestApp,
  method: 'POST' | 'PUT' | 'DELETE' | 'GET',
  url: string,
  payload: unknown,
  options: Inject & { seal?: boolean } = {},
): Promise<Sent & { res: LightMyRequestResponse }> {
  const body = options.seal ? await sealed(t.app, payload) : payload;
  const res = await t.app.inject({
    method,
    url,
    ...(method === 'GET' || payload === undefined ? {} : { payload: body as object }),
    headers: options.headers,
    cookies: options.cookies,
    // Each call from its own address, so the per-address limits (tested on their own) stay out of the way.
    remoteAddress: options.remoteAddress ?? randomAddress(),
  });
  return { ...read(res), res };
}

/** Logs in with username and password through the sealed, challenged call. */
export async function login(
  t: TestApp,
  username: string,
  password: string,
  extra: Record<string, unknown> = {},
  options: Inject = {},
) {
  const altcha = await solvedChallenge(t.app);
  return send(
    t,
    'POST',
    accountPaths.login,
    { username, password, type: 'username', altcha, ...extra },
    { ...options, seal: true },
  );
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The newest sandbox SMS sent to a number, and the code in it. */
export async function lastCode(t: TestApp, to: string): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/sandbox/outbox?to=${encodeURIComponent(to)}&limit=1`,
  });
  const [message] = res.json().value.messages;
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}
