import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeParse } from 'zod/v4/core';
import { accountPaths, loginRequestSchema } from '@lobby/contract/accounts';
import { operations, type Access } from '@lobby/contract/openapi/operations';
import { walletPaths } from '@lobby/contract/wallet';
import { createTestApp, type TestApp } from '../../../test/helper';
import { findMemberByAccount } from '../accounts/members.repository';
import { openApiDocument, openApiPath, type JsonObject, type JsonValue } from './openapi';
import { referencePaths } from './reference';

/*
 * The OpenAPI description (docs/api.md): its shape, that it describes every route the app registers
 * under the API's prefixes, and what /wps/openapi.json and /wps/reference answer.
 */

/** The prefixes whose routes the document must describe: the site's API, the lottery's, the provider's and vendors'. */
const describedPrefixes = [
  '/wps/',
  '/lgw/',
  '/lotto/lgw/',
  '/seamless-wallet/',
  '/provider/api/',
  '/provider/bgs/',
  '/chat/api/',
];
/** The description's own routes describe nothing. */
const ownRoutes: string[] = Object.values(referencePaths);

let t: TestApp;
const registered: Array<{ method: string; url: string }> = [];

function collect(route: RouteOptions) {
  // A WebSocket is not an HTTP call the document could describe.
  if ((route as { websocket?: boolean }).websocket) return;
  for (const method of [route.method].flat()) {
    // Fastify answers HEAD with the GET route.
    if (method !== 'HEAD') registered.push({ method, url: route.url });
  }
}

beforeAll(async () => {
  t = await createTestApp({ onRoute: collect });
});
afterAll(() => t.close());

const document = openApiDocument();
const isObject = (value: JsonValue | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every `$ref` in the document, with where it was found. */
function refsIn(value: JsonValue, at: string, found: Array<{ ref: string; at: string }> = []) {
  if (Array.isArray(value)) value.forEach((item, i) => refsIn(item, `${at}/${i}`, found));
  else if (isObject(value)) {
    for (const [key, field] of Object.entries(value)) {
      if (key === '$ref' && typeof field === 'string') found.push({ ref: field, at });
      else refsIn(field, `${at}/${key}`, found);
    }
  }
  return found;
}

function resolve(ref: string): JsonValue | undefined {
  if (!ref.startsWith('#/')) return undefined;
  let node: JsonValue | undefined = document;
  for (const segment of ref.slice(2).split('/')) node = isObject(node) ? node[segment] : undefined;
  return node;
}

const operationsOf = (path: string) => document.paths[path] ?? {};

describe('the document', () => {
  it('has the shape of OpenAPI 3.1 and survives JSON', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toEqual(expect.any(String));
    expect(document.info.version).toEqual(expect.any(String));
    expect(Object.keys(document.paths).length).toBeGreaterThan(100);
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['SuccessEnvelope', 'Failure', 'SealedBody']),
    );
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
  });

  it('resolves every reference and declares every path parameter, scheme and tag it uses', () => {
    const dangling = refsIn(document, '#').filter(({ ref }) => resolve(ref) === undefined);
    expect(dangling).toEqual([]);
    const schemes = Object.keys((document.components.securitySchemes ?? {}) as JsonObject);
    const tagNames = (document.tags as JsonObject[]).map((tag) => tag.name);
    const ids: string[] = [];
    const problems: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      if (!path.startsWith('/')) problems.push(`${path}: not absolute`);
      const wanted = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      for (const [method, operation] of Object.entries(item)) {
        ids.push(String(operation.operationId));
        const declared = ((operation.parameters ?? []) as JsonObject[])
          .filter((parameter) => parameter.in === 'path')
          .map((parameter) => parameter.name);
        if (wanted.join() !== declared.join()) problems.push(`${method} ${path}: path parameters`);
        for (const requirement of (operation.security ?? []) as JsonObject[]) {
          for (const name of Object.keys(requirement)) {
            if (!schemes.includes(name)) problems.push(`${method} ${path}: scheme ${name}`);
          }
        }
        for (const tag of (operation.tags ?? []) as string[]) {
          if (!tagNames.includes(tag)) problems.push(`${method} ${path}: tag ${tag}`);
        }
        if (!isObject(operation.responses) || Object.keys(operation.responses).length === 0) {
          problems.push(`${method} ${path}: no responses`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(new Set(ids).size, 'operationIds are unique').toBe(ids.length);
  });

  it('describes every route the app registers under the API prefixes, and nothing it does not', () => {
    const api = registered.filter(
      ({ url }) => describedPrefixes.some((prefix) => url.startsWith(prefix)) && !ownRoutes.includes(url),
    );
    expect(api.filter(({ url }) => url.startsWith('/wps/')).length).toBeGreaterThan(80);
    const undescribed = api
      .filter(({ method, url }) => !operationsOf(openApiPath(url))[method.toLowerCase()])
      .map(({ method, url }) => `${method} ${url}`);
    expect(undescribed, 'add these to packages/contract/src/openapi/operations-*.ts').toEqual([]);
    const routed = new Set(
      registered.map(({ method, url }) => `${method.toLowerCase()} ${openApiPath(url)}`),
    );
    const stale = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .map((method) => `${method} ${path}`)
        .filter((key) => !routed.has(key)),
    );
    expect(stale, 'described but not routed').toEqual([]);
  });

  it('gives the login call the contract’s fields, sealed', () => {
    const login = operationsOf(accountPaths.login).post;
    const media = (login?.requestBody as { content: Record<string, JsonObject> }).content['application/json'];
    expect(media?.schema).toEqual({ $ref: '#/components/schemas/SealedBody' });
    const payload = resolve(String((media?.['x-sealed-payload'] as JsonObject).$ref)) as JsonObject;
    expect(Object.keys(payload.properties as JsonObject).sort()).toEqual(
      Object.keys(loginRequestSchema.shape).sort(),
    );
    expect((payload.required as string[]).sort()).toEqual(['password', 'type', 'username']);
    expect(login?.security).toEqual([]);
  });

  it('marks member calls with the bearer scheme and public ones with none', () => {
    expect(document.components.securitySchemes).toMatchObject({
      memberSession: { type: 'http', scheme: 'bearer' },
    });
    const transfer = operationsOf(walletPaths.walletTransfer).post;
    expect(transfer?.security).toEqual([{ memberSession: [] }]);
    expect(transfer?.['x-access']).toBe('member');
    expect(operationsOf(walletPaths.wallets).get?.security).toEqual([{ memberSession: [] }]);
    expect(operationsOf(walletPaths.merchantWallet).get?.security).toEqual([]);
  });
});

describe('the routes', () => {
  it('answer the document as JSON, cacheable, with the server named', async () => {
    const res = await t.app.inject({ method: 'GET', url: referencePaths.document });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toMatch(/public/);
    expect(res.json()).toEqual({ ...document, servers: [{ url: t.config.publicUrl }] });
    const again = await t.app.inject({
      method: 'GET',
      url: referencePaths.document,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answer the reference page with every path, styled from its own stylesheet only', async () => {
    const res = await t.app.inject({ method: 'GET', url: referencePaths.page });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    for (const path of Object.keys(document.paths)) expect(res.body).toContain(path);
    // The site's CSP allows no inline style or script.
    expect(res.headers['content-security-policy']).toMatch(/style-src 'self'/);
    expect(res.body).not.toMatch(/<style|<script|\sstyle=/i);
    expect(res.body).toContain(`<link rel="stylesheet" href="${referencePaths.stylesheet}">`);
    const css = await t.app.inject({ method: 'GET', url: referencePaths.stylesheet });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
  });

  it('ignore a hostile query and refuse other methods with the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${referencePaths.document}?x=<script>` });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toBe('3.1.0');
    expect(res.body).not.toContain('<script>');
    const page = await t.app.inject({
      method: 'GET',
      url: `${referencePaths.page}?x=<script>alert(1)</script>`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<script>');
    const posted = await t.app.inject({ method: 'POST', url: referencePaths.document, payload: { a: 1 } });
    expect(posted.statusCode).toBeGreaterThanOrEqual(400);
    expect(posted.statusCode).toBeLessThan(500);
    expect(posted.json()).toMatchObject({ success: false, value: null, code: expect.any(String) });
  });
});

/** The seeded accounts that can make each kind of call (apps/server seed: demo, agent01). */
const callerFor: Partial<Record<Access, string | null>> = {
  public: null,
  session: 'demo',
  member: 'demo',
  agent: 'agent01',
};

it('answers, where a plain GET needs no input, values its description’s schema accepts', async () => {
  const tokens = new Map<string, string>();
  const tokenOf = async (account: string) => {
    const known = tokens.get(account);
    if (known) return known;
    const row = await findMemberByAccount(t.database.db, account);
    if (!row) throw new Error(`${account} is not seeded`);
    const token = await t.services.accounts.sessions.start(row.id, 'username', {
      ip: '127.0.0.1',
      userAgent: 'test',
    });
    tokens.set(account, token);
    return token;
  };
  const checked: string[] = [];
  const wrong: string[] = [];
  for (const operation of operations) {
    const account = callerFor[operation.access];
    if (account === undefined || operation.answer.kind !== 'envelope' || operation.params) continue;
    if (!operation.methods.includes('GET')) continue;
    const parameters = (operationsOf(openApiPath(operation.path)).get?.parameters ?? []) as JsonObject[];
    if (parameters.some((parameter) => parameter.required)) continue;
    const headers = account ? { authorization: `Bearer ${await tokenOf(account)}` } : undefined;
    const res = await t.app.inject({ method: 'GET', url: operation.path, headers });
    const parsed = safeParse(operation.answer.value, res.json().value);
    checked.push(operation.id);
    if (res.statusCode !== 200 || !parsed.success) {
      wrong.push(
        `${operation.id}: ${res.statusCode} ${parsed.success ? '' : JSON.stringify(parsed.error.issues).slice(0, 300)}`,
      );
    }
  }
  expect(checked.length).toBeGreaterThan(25);
  expect(wrong).toEqual([]);
});
