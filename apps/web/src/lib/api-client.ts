import { errorCodeSchema, type ErrorCode } from '@lobby/contract/envelope';
import * as z from 'zod/mini';
import { currentLanguageTag } from './language-state';
import { getToken } from './session';

/** Codes the client adds for failures that never reached a well-formed envelope. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'BAD_RESPONSE';

/** A request the server answered with {success:false} or that could not complete. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: ErrorCode | ClientErrorCode,
    message: string,
    /** What the failure tells beyond its message (product §3: the captcha flag of a failed login). */
    readonly detail: { captcha?: boolean; retryAfterSeconds?: number } = {},
  ) {
    super(message);
  }
}

/* Read by hand rather than with the contract's schema: this module is in the first download. */
function detailOf(value: unknown): ApiError['detail'] {
  if (!isRecord(value)) return {};
  return {
    ...(value.captcha === true ? { captcha: true } : {}),
    ...(typeof value.retryAfterSeconds === 'number' ? { retryAfterSeconds: value.retryAfterSeconds } : {}),
  };
}

/** A success envelope whose value does not match the contract: a bug, never shown as data. */
export class ApiContractError extends Error {
  override readonly name = 'ApiContractError';
  constructor(
    readonly path: string,
    readonly issues: string,
  ) {
    super(`Response of ${path} does not match the contract: ${issues}`);
  }
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;
export type SendMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function buildUrl(path: string, query: QueryParams = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function headers(extra: Record<string, string> = {}, token = getToken()): Headers {
  const result = new Headers({
    Accept: 'application/json',
    'Accept-Language': currentLanguageTag(),
    ...extra,
  });
  if (token) result.set('Authorization', `Bearer ${token}`);
  return result;
}

/* zod/mini carries no English messages (they would weigh on the first download; every message is
   "Invalid input"), so the issue's code and what was expected describe it instead. */
function describeIssue(issue: z.core.$ZodIssue): string {
  const expected = 'expected' in issue ? ` (expected ${String(issue.expected)})` : '';
  return `${issue.path.join('.') || '(value)'}: ${issue.code}${expected}`;
}

function describeIssues(error: z.core.$ZodError): string {
  return error.issues.slice(0, 5).map(describeIssue).join('; ');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

async function unwrap<S extends z.core.$ZodType>(
  response: Response,
  path: string,
  schema: S,
): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ApiError(response.status, response.ok ? 'BAD_RESPONSE' : 'NETWORK_ERROR', response.statusText);
  }
  if (!isRecord(body) || typeof body.success !== 'boolean') {
    throw new ApiError(response.status, 'BAD_RESPONSE', `Response of ${path} is not an envelope`);
  }
  if (!body.success) {
    const code = errorCodeSchema.safeParse(body.code);
    const message = typeof body.message === 'string' ? body.message : '';
    throw new ApiError(
      response.status,
      code.success ? code.data : 'BAD_RESPONSE',
      message,
      detailOf(body.value),
    );
  }
  const parsed = z.safeParse(schema, body.value);
  if (!parsed.success) throw new ApiContractError(path, describeIssues(parsed.error));
  return parsed.data;
}

async function request(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK_ERROR', error instanceof Error ? error.message : 'Network error');
  }
}

/** GET a /wps path and return its envelope value, checked against the contract schema. */
export async function apiGet<S extends z.core.$ZodType>(
  path: string,
  query: QueryParams,
  schema: S,
  signal?: AbortSignal,
): Promise<z.output<S>> {
  const response = await request(buildUrl(path, query), { method: 'GET', headers: headers(), signal });
  return unwrap(response, path, schema);
}

async function send(
  method: SendMethod,
  path: string,
  body: unknown,
  as?: { token: string; keepalive: boolean },
): Promise<Response> {
  const isForm = body instanceof URLSearchParams;
  const contentType = isForm ? 'application/x-www-form-urlencoded;charset=UTF-8' : 'application/json';
  return request(path, {
    method,
    keepalive: as?.keepalive,
    headers: headers(body === undefined ? {} : { 'Content-Type': contentType }, as?.token),
    body: isForm ? body : body === undefined ? undefined : JSON.stringify(body),
  });
}

/**
 * An empty-bodied call made on behalf of a session this tab has already let go of (logout tells the
 * server after the page stops using the token, so no poll races the revocation into a 401). It is
 * sent `keepalive`: a page that navigates or closes right after still delivers it.
 */
export async function apiSendAs<S extends z.core.$ZodType>(
  token: string,
  method: SendMethod,
  path: string,
  schema: S,
): Promise<z.output<S>> {
  return unwrap(await send(method, path, undefined, { token, keepalive: true }), path, schema);
}

/**
 * Send a body (JSON, or form-urlencoded when given URLSearchParams) and return the checked value.
 * Bodies of the 'enc' calls (sealedPaths) travel sealed; the server refuses them in plaintext.
 */
export async function apiSend<S extends z.core.$ZodType>(
  method: SendMethod,
  path: string,
  body: unknown,
  schema: S,
): Promise<z.output<S>> {
  if (body === undefined) return unwrap(await send(method, path, body), path, schema);
  /* Loaded on the first send, which the first screen never makes: the sealing code and the list of
     'enc' paths (it lives with all the account schemas) would otherwise weigh on the first download. */
  const seal = await import('./seal');
  if (!seal.isSealedPath(path)) return unwrap(await send(method, path, body), path, schema);
  // A form's fields are sealed as JSON like any other body: the sealed envelope is always JSON.
  const plain = body instanceof URLSearchParams ? Object.fromEntries(body) : body;
  try {
    return await unwrap(await send(method, path, await seal.sealForServer(plain)), path, schema);
  } catch (error) {
    // The server's key changed while the page was open (its database was replaced): fetch it again, once.
    if (!(error instanceof ApiError && error.message === 'bad_encryption')) throw error;
    seal.forgetServerKey();
    return unwrap(await send(method, path, await seal.sealForServer(plain)), path, schema);
  }
}
