import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureSchema } from '@lobby/contract/envelope';
import { createTestApp, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the envelope on failures', () => {
  it('answers unknown /wps paths with a 404 envelope', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/wps/no/such/call' });
      expect(res.statusCode).toBe(404);
      expect(failureSchema.parse(res.json())).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it('answers malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/GCSGAME_gameList',
      headers: { 'content-type': 'application/json' },
      payload: '{"pageNo": ',
    });
    expect(res.statusCode).toBe(400);
    expect(failureSchema.parse(res.json()).code).toBe('BAD_REQUEST');
  });

  it('answers an oversized body with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/GCSGAME_gameList',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(300 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(failureSchema.parse(res.json()).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/GCSGAME_gameList',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(failureSchema.parse(res.json()).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers wrong types and missing fields with 400 naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/GCSGAME_gameList',
      payload: { pageNo: 'two' },
    });
    expect(res.statusCode).toBe(400);
    const body = failureSchema.parse(res.json());
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toContain('pageNo');
    const missing = await t.app.inject({ url: '/wps/system/banners' });
    expect(missing.statusCode).toBe(400);
    expect(failureSchema.parse(missing.json()).message).toContain('groupName');
  });

  it('sends security headers with a strict content security policy', async () => {
    const res = await t.app.inject({ url: '/wps/system/status' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('reports health once ready', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
  });
});
