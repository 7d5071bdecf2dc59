import * as z from 'zod/mini';

/** A provider call the server refused ({success:false}), or one that never completed. */
export class ProviderError extends Error {
  override readonly name = 'ProviderError';
  constructor(
    readonly status: number,
    /** The envelope's code, or NETWORK_ERROR / BAD_RESPONSE when there was no envelope. */
    readonly code: string,
    /** A message key (game_session_expired, insufficient_balance, ...). */
    message: string,
  ) {
    super(message);
  }
}

/** True when the session behind the page's token is gone: only a relaunch from the lobby helps. */
export const isSessionLost = (error: unknown) =>
  error instanceof ProviderError && (error.status === 401 || error.message === 'game_session_expired');

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

async function unwrap<S extends z.core.$ZodType>(response: Response, path: string, schema: S) {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ProviderError(response.status, response.ok ? 'BAD_RESPONSE' : 'NETWORK_ERROR', 'network_error');
  }
  if (!isRecord(body) || typeof body.success !== 'boolean') {
    throw new ProviderError(response.status, 'BAD_RESPONSE', 'bad_response');
  }
  if (!body.success) {
    throw new ProviderError(
      response.status,
      typeof body.code === 'string' ? body.code : 'BAD_RESPONSE',
      typeof body.message === 'string' ? body.message : 'unknown_error',
    );
  }
  const parsed = z.safeParse(schema, body.value);
  if (!parsed.success) {
    // A bug between the two sides, never shown as data; the console names the call for whoever debugs.
    console.warn(`Response of ${path} does not match the contract`, parsed.error.issues.slice(0, 5));
    throw new ProviderError(response.status, 'BAD_RESPONSE', 'bad_response');
  }
  return parsed.data;
}

/**
 * POSTs a JSON body to one of the provider's calls and answers the checked envelope value. Every
 * game call is a POST with the token in the body, so tokens stay out of access logs.
 */
export async function post<S extends z.core.$ZodType>(
  path: string,
  body: unknown,
  schema: S,
): Promise<z.output<S>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ProviderError(0, 'NETWORK_ERROR', 'network_error');
  }
  return unwrap(response, path, schema);
}

/**
 * A play action: the same body (and so the same request id) is sent again when the network failed
 * before an answer came, so a round is never lost and never played twice.
 */
export async function postAction<S extends z.core.$ZodType>(
  path: string,
  body: unknown,
  schema: S,
  retries = 2,
): Promise<z.output<S>> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await post(path, body, schema);
    } catch (error) {
      const retry = error instanceof ProviderError && error.code === 'NETWORK_ERROR' && attempt < retries;
      if (!retry) throw error;
      await new Promise((resolve) => setTimeout(resolve, 800 * (attempt + 1)));
    }
  }
}
