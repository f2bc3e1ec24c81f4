import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSchema } from 'typebox';
import { startHarness, type Harness } from './harness';
import { createMember, expectFailure, expectSuccess, memberPost, message, newUuid, sandboxCredit } from './flows';
import { allEndpoints } from '../../contract';
import type { Endpoint } from '../../contract/envelope';
import { isDocumentationRoute } from '../../server/http/openapi';

/** The contract as the server serves it: every route has its schema, the OpenAPI document lists them all. */

const webRoutes = (h: Harness) =>
  h.app.registeredRoutes.filter((route) => route.url.startsWith('/web/') && route.method !== 'HEAD' && !isDocumentationRoute(route.url));

const key = (method: string, path: string) => `${method} ${path}`;

/** The operator API exists only with a key: these tests run with one, so that every endpoint is served. */
const OPERATOR_KEY = 'contract-test-operator-key';

describe('routes and their schemas', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ sandbox: true, operatorKey: OPERATOR_KEY });
  });
  afterAll(() => h.close());

  it('every /web route has a schema with its success reply and the failure envelope', () => {
    const routes = webRoutes(h);
    expect(routes.length).toBeGreaterThanOrEqual(allEndpoints().length);
    for (const route of routes) {
      const schema = route.schema as { response?: Record<string, unknown> } | undefined;
      expect(schema?.response?.[200], `${route.method} ${route.url} has no reply schema`).toBeDefined();
      expect(schema?.response?.default, `${route.method} ${route.url} has no failure schema`).toBeDefined();
    }
  });

  it('every route serves a contract endpoint with the contract schemas, and every endpoint is served', () => {
    const byRoute = new Map(webRoutes(h).map((route) => [key(route.method, route.url), route]));
    const endpoints = allEndpoints();
    expect(new Set(webRoutes(h).map((route) => key(route.method, route.url)))).toEqual(
      new Set(endpoints.map((endpoint) => key(endpoint.method, `/web${endpoint.path}`))),
    );
    for (const endpoint of endpoints) {
      const route = byRoute.get(key(endpoint.method, `/web${endpoint.path}`))!;
      const schema = route.schema as Record<string, unknown>;
      expect(schema.querystring).toBe(endpoint.querystring);
      expect(schema.body).toBe(endpoint.body);
      expect(schema.params).toBe(endpoint.params);
      expect(route.config?.idempotent === true).toBe(endpoint.idempotent === true);
    }
  });

  it('GET /web/openapi.json lists every route with its schema', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/web/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as {
      openapi: string;
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[]; requestBody?: unknown; responses: Record<string, unknown>; security?: unknown }>>;
    };
    expect(document.openapi).toMatch(/^3\./);
    const listed = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => key(method.toUpperCase(), path)),
    );
    const expected = webRoutes(h).map((route) => key(route.method, route.url.replace(/:(\w+)/g, '{$1}')));
    expect(new Set(listed)).toEqual(new Set(expected));
    for (const endpoint of allEndpoints()) {
      const operation = document.paths[`/web${endpoint.path.replace(/:(\w+)/g, '{$1}')}`][endpoint.method.toLowerCase()];
      expect(operation.responses['200']).toBeDefined();
      const parameterNames = (operation.parameters ?? []).map((parameter) => `${parameter.in}:${parameter.name}`);
      for (const name of Object.keys(endpoint.querystring?.properties ?? {})) expect(parameterNames).toContain(`query:${name}`);
      for (const name of Object.keys(endpoint.params?.properties ?? {})) expect(parameterNames).toContain(`path:${name}`);
      if (endpoint.body) expect(operation.requestBody).toBeDefined();
      if (endpoint.idempotent) expect(parameterNames).toContain('header:idempotency-key');
      if (endpoint.access === 'member') expect(operation.security).toEqual([{ token: [] }]);
    }
  });

  it('in sandbox mode /web/docs shows the document, with every file from this host', async () => {
    const page = await h.app.inject({ method: 'GET', url: '/web/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) expect(source).not.toMatch(/^(https?:)?\/\//);
    const initializer = await h.app.inject({ method: 'GET', url: '/web/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
    // Nothing is fetched from elsewhere (a link inside a comment is no request).
    expect(initializer.body).not.toMatch(/['"`](https?:)?\/\/[^'"`]/);
    const json = await h.app.inject({ method: 'GET', url: '/web/docs/json' });
    expect(Object.keys(json.json().paths)).toContain('/web/apiCode/convertMoney');
  });
});

describe('documentation outside the sandbox', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ sandbox: false, operatorKey: 'an-operator-key-of-length' });
  });

  it('leaves the operator’s routes out of the document, though they are served (issue 22)', async () => {
    const document = (await h.app.inject({ method: 'GET', url: '/web/openapi.json' })).json() as { paths: Record<string, unknown> };
    const paths = Object.keys(document.paths);
    expect(paths).toContain('/web/apiCode/convertMoney');
    expect(paths.filter((path) => path.startsWith('/web/ops/') || path.startsWith('/web/sandbox/'))).toEqual([]);
    expect((await h.app.inject({ method: 'GET', url: '/web/ops/deposits?status=pending' })).statusCode).toBe(401);
  });
  afterAll(() => h.close());

  it('serves openapi.json but not the /web/docs viewer', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/web/openapi.json' })).statusCode).toBe(200);
    expectFailure(await h.call({ method: 'GET', url: '/web/docs/' }), 404, 'error.notFound');
  });
});

// ─── A bad value for every parameter, generated from the schema ──────────────────────────────────

type Part = 'querystring' | 'body' | 'params';

interface SchemaNode {
  type?: string;
  anyOf?: SchemaNode[];
  const?: unknown;
  pattern?: string;
  maxLength?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, SchemaNode>;
  required?: string[];
}

/** A value the schema refuses, as the part carries it (text in the query and path, JSON in a body); undefined when none exists. */
function badValue(schema: SchemaNode, part: Part): unknown {
  const branches = schema.anyOf ?? [schema];
  const types = new Set(branches.map((branch) => branch.type));
  if (part === 'body') {
    // A JSON body keeps its types: an object is never a string, number or boolean parameter, and text is never an object.
    return types.has('object') ? 'not an object' : { not: 'a value' };
  }
  if (branches.every((branch) => branch.const !== undefined)) return 'no-such-choice';
  if (types.has('string')) {
    const text = branches.find((branch) => branch.type === 'string')!;
    if (text.maxLength !== undefined) return 'x'.repeat(text.maxLength + 1);
    if (text.pattern !== undefined) return '<not matching>';
    return undefined;
  }
  if (types.has('integer') || types.has('number')) return 'not-a-number';
  return undefined;
}

interface BadCall {
  endpoint: Endpoint;
  part: Part;
  field: string;
  /** The parameters to send: valid-looking ones with the bad or missing field. */
  input: Record<string, unknown>;
}

/** Texts tried, in order, for a patterned parameter: the first its pattern takes (a UUID, an amount, a site picture, a word). */
const PATTERNED_CANDIDATES = () => [newUuid(), '1', '/content/x.svg', 'a'];

/** A plausible value for the other parameters, so that only the field under test is at fault. */
function goodValue(schema: SchemaNode): unknown {
  const [branch] = schema.anyOf ?? [schema];
  if (branch.const !== undefined) return branch.const;
  if (branch.type === 'integer' || branch.type === 'number') return Math.max(branch.minimum ?? 1, 1);
  if (branch.type === 'array') return [];
  if (branch.type === 'boolean') return true;
  if (branch.type === 'object') {
    const required = new Set(branch.required ?? []);
    return Object.fromEntries(Object.entries(branch.properties ?? {}).filter(([name]) => required.has(name)).map(([name, node]) => [name, goodValue(node)]));
  }
  if (branch.pattern !== undefined) {
    const candidates = PATTERNED_CANDIDATES().map((text) => text.slice(0, branch.maxLength ?? 36));
    return candidates.find((text) => new RegExp(branch.pattern!).test(text)) ?? candidates[0];
  }
  return 'rlive';
}

function badCalls(endpoint: Endpoint): BadCall[] {
  const calls: BadCall[] = [];
  for (const part of ['querystring', 'body', 'params'] as const) {
    const object = endpoint[part];
    if (!object) continue;
    const properties = object.properties as Record<string, SchemaNode>;
    const required = new Set((object as { required?: string[] }).required ?? []);
    const others = (field: string) =>
      Object.fromEntries(Object.entries(properties).filter(([name]) => name !== field && required.has(name)).map(([name, node]) => [name, goodValue(node)]));
    for (const [field, node] of Object.entries(properties)) {
      if (required.has(field) && part !== 'params') calls.push({ endpoint, part, field, input: others(field) });
      const bad = badValue(node, part);
      if (bad !== undefined) calls.push({ endpoint, part, field, input: { ...others(field), [field]: bad } });
    }
  }
  return calls;
}

function requestOf(call: BadCall, token: string, lang: string) {
  const { endpoint, part, input } = call;
  let path = `/web${endpoint.path}`;
  const headers: Record<string, string> = { lang, token, 'idempotency-key': newUuid(), authorization: `Bearer ${OPERATOR_KEY}` };
  if (part === 'params') {
    path = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(input[name] ?? '')));
    return { method: endpoint.method, url: path, headers };
  }
  // A call with a bad query or body has good path parameters, so that the refusal names the bad field.
  const params = (endpoint.params?.properties ?? {}) as Record<string, SchemaNode>;
  path = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(goodValue(params[name]))));
  if (part === 'querystring') {
    const search = new URLSearchParams(Object.entries(input).map(([name, value]): [string, string] => [name, String(value)]));
    return { method: endpoint.method, url: `${path}?${search.toString()}`, headers };
  }
  return { method: endpoint.method, url: path, headers, payload: input };
}

describe('a bad parameter on any call', () => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await startHarness({ sandbox: true, operatorKey: OPERATOR_KEY });
    token = (await createMember(h, 'contract01')).token;
  });
  afterAll(() => h.close());

  const calls = allEndpoints().flatMap(badCalls);

  it('is generated for every endpoint that takes parameters', () => {
    const withInput = allEndpoints().filter((endpoint) => endpoint.querystring || endpoint.body || endpoint.params);
    expect(new Set(calls.map((call) => call.endpoint))).toEqual(new Set(withInput));
  });

  it.each(calls.map((call) => [`${call.endpoint.path} ${call.part} ${call.field} ${JSON.stringify(call.input)}`, call] as const))(
    '%s answers 400 naming the field, in zh and en',
    async (_, call) => {
      for (const lang of ['zh', 'en'] as const) {
        const response = await h.call(requestOf(call, token, lang));
        expect(response.status, JSON.stringify(response.body)).toBe(400);
        expect(response.body.code).toBe(400);
        expect(response.body.field).toBe(call.field);
        expect(response.body.msg).toBe(message(lang, 'error.badParameter', { name: call.field }));
        expect(response.body.msg).toContain(call.field);
      }
    },
  );

  it('names a text parameter holding a NUL character', async () => {
    const response = await memberPost(h, token, '/apiCode/convertMoney', {
      query: { from: 'central', to: 'rl\0ive', amount: '1' },
      headers: { lang: 'en', 'idempotency-key': newUuid() },
    });
    expectFailure(response, 400, 'error.badParameter', 'en', { name: 'to' });
    expect(response.body.field).toBe('to');
  });

  it('reads a member call in the member language, before the handler runs', async () => {
    await h.db.updateTable('users').set({ language_type: 3 }).where('user_name', '=', 'contract01').execute();
    const response = await memberPost(h, token, '/user/getUserTransInfo', { query: { transType: 'transfer', pageSize: 'ten' }, headers: { lang: 'zh' } });
    expectFailure(response, 400, 'error.badParameter', 'en', { name: 'pageSize' });
    await h.db.updateTable('users').set({ language_type: null }).where('user_name', '=', 'contract01').execute();
  });

  it('of a guest without a session is not looked at: the answer is 401', async () => {
    const response = await h.call({ method: 'POST', url: '/web/user/getUserTransInfo?pageSize=ten' });
    expectFailure(response, 401, 'error.unauthorized');
  });
});

describe('Idempotency-Key as a route option', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ sandbox: true, idempotencyKeyRequired: true });
  });
  afterAll(() => h.close());

  it('when required, a money-moving call without one is refused naming the header, and nothing moves', async () => {
    const member = await createMember(h, 'keyless01');
    await sandboxCredit(h, member.userName, '5', { 'idempotency-key': newUuid() });
    for (const lang of ['zh', 'hk', 'en'] as const) {
      const response = await memberPost(h, member.token, '/apiCode/convertMoney', { query: { from: 'central', to: 'rlive', amount: '1' }, headers: { lang } });
      expectFailure(response, 400, 'error.idempotencyKeyRequired', lang);
      expect(response.body.field).toBe('Idempotency-Key');
    }
    const credit = await h.call({ method: 'POST', url: '/web/sandbox/credit', payload: { userName: member.userName, amount: '1' } });
    expectFailure(credit, 400, 'error.idempotencyKeyRequired');
    const balance = await memberPost(h, member.token, '/user/getUserBalance');
    expect(balance.body.userBalanceMap).toEqual({ userBalance: '5.00', venueBalance: '0.00', totalBalance: '5.00', availableBalance: '5.00', heldBalance: '0.00', walletType: 0, playableBalance: '5.00' });
    // Calls that move no money need none.
    expectSuccess(balance);
  });

  it('the request a key stands for is the validated input: parameter order and undeclared extras do not matter', async () => {
    const member = await createMember(h, 'keyorder01');
    await sandboxCredit(h, member.userName, '5', { 'idempotency-key': newUuid() });
    const headers = { 'idempotency-key': 'order-key-1' };
    const first = await h.call({ method: 'POST', url: '/web/apiCode/convertMoney?from=central&to=rlive&amount=2', headers: { ...headers, token: member.token } });
    expectSuccess(first);
    const again = await h.app.inject({
      method: 'POST',
      url: '/web/apiCode/convertMoney?amount=2&extra=1&to=rlive&from=central',
      headers: { ...headers, token: member.token },
    });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.body);
    const different = await h.call({ method: 'POST', url: '/web/apiCode/convertMoney?from=central&to=rlive&amount=3', headers: { ...headers, token: member.token } });
    expectFailure(different, 400, 'error.idempotencyKeyReused');
  });
});

describe('schemas the walker reads', () => {
  it('every reply schema is an object of named keys', () => {
    for (const endpoint of allEndpoints()) {
      if (endpoint.reply === null) expect(endpoint.produces).toBeDefined();
      else expect((endpoint.reply as TSchema & { type: string }).type).toBe('object');
    }
  });
});
