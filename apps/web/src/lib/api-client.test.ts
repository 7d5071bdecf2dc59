import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { envelope } from '@/test/api-responses';
import { stubFetch } from '@/test/fetch-mock';
import { ApiContractError, ApiError, apiGet, apiSend, buildUrl } from './api-client';
import { setCurrentLanguage } from './language-state';

const valueSchema = z.object({ answer: z.number() });

const fetchMock = stubFetch();

afterEach(() => {
  setCurrentLanguage('EN');
});

function lastRequest() {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) };
}

describe('apiGet', () => {
  it('returns the envelope value parsed with the schema', async () => {
    fetchMock.mockResolvedValue(
      envelope({ success: true, value: { answer: 42, extra: 'dropped' }, message: '' }),
    );
    await expect(apiGet('/wps/x', { a: 1, skip: undefined }, valueSchema)).resolves.toEqual({ answer: 42 });
    expect(lastRequest().url).toBe('/wps/x?a=1');
  });

  it('throws ApiError with status, code and message on success:false', async () => {
    fetchMock.mockResolvedValue(
      envelope({ success: false, value: null, message: 'not_logged_in', code: 'UNAUTHORIZED' }, 401),
    );
    const error = await apiGet('/wps/x', {}, valueSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHORIZED', message: 'not_logged_in' });
  });

  it('throws a clear contract error when the value does not match the schema', async () => {
    fetchMock.mockResolvedValue(envelope({ success: true, value: { answer: 'forty-two' }, message: '' }));
    const error = await apiGet('/wps/x', {}, valueSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiContractError);
    expect((error as Error).message).toMatch(/\/wps\/x.*answer: invalid_type \(expected number\)/);
  });

  it('reports a body that is not an envelope or not JSON', async () => {
    fetchMock.mockResolvedValueOnce(envelope({ hello: 'world' }));
    await expect(apiGet('/wps/x', {}, valueSchema)).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiGet('/wps/x', {}, valueSchema)).rejects.toMatchObject({
      status: 502,
      code: 'NETWORK_ERROR',
    });
  });

  it('turns a network failure into ApiError NETWORK_ERROR', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiGet('/wps/x', {}, valueSchema)).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
    });
  });

  it('sends the session token and the current language', async () => {
    window.sessionStorage.setItem('token', 'abc123');
    setCurrentLanguage('PT-BR');
    fetchMock.mockResolvedValue(envelope({ success: true, value: { answer: 1 }, message: '' }));
    await apiGet('/wps/x', {}, valueSchema);
    expect(lastRequest().headers.get('Authorization')).toBe('Bearer abc123');
    expect(lastRequest().headers.get('Accept-Language')).toBe('pt-BR');
  });

  it('sends no Authorization header without a token', async () => {
    fetchMock.mockResolvedValue(envelope({ success: true, value: { answer: 1 }, message: '' }));
    await apiGet('/wps/x', {}, valueSchema);
    expect(lastRequest().headers.has('Authorization')).toBe(false);
  });
});

describe('apiSend', () => {
  it('sends JSON bodies', async () => {
    fetchMock.mockResolvedValue(envelope({ success: true, value: { answer: 1 }, message: '' }));
    await apiSend('POST', '/wps/x', { username: 'ann' }, valueSchema);
    const { init, headers } = lastRequest();
    expect(init.method).toBe('POST');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"username":"ann"}');
  });

  it('sends URLSearchParams form-urlencoded', async () => {
    fetchMock.mockResolvedValue(envelope({ success: true, value: null, message: '' }));
    await apiSend(
      'POST',
      '/wps/member/password/email',
      new URLSearchParams({ username: 'ann', email: 'a@b.c' }),
      z.null(),
    );
    const { init, headers } = lastRequest();
    expect(headers.get('Content-Type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(String(init.body)).toBe('username=ann&email=a%40b.c');
  });
});

describe('buildUrl', () => {
  it('leaves out empty parameters', () => {
    expect(buildUrl('/p', { a: '', b: null, c: 0, d: false })).toBe('/p?c=0&d=false');
    expect(buildUrl('/p')).toBe('/p');
  });
});
