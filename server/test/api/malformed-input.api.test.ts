/**
 * Malformed input against every registered route (issue 16, item 3): whatever the body, query or path holds, the
 * answer is never a 500. Routes are read from the app's own OpenAPI document (every route, with its schemas), so
 * a route added tomorrow is probed without touching this file. Calls go signed in as a company administrator (so
 * guarded handlers run) and anonymously, from varied addresses, with rate limits scaled out of the way.
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { authHeader, createCompany, createUser } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { TEST_DB_KIND } from '../support/test-database';

interface OpenApiOperation {
  parameters?: { name: string; in: 'path' | 'query' | 'header' }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

interface ProbedRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI path, `{id}` for parameters. */
  path: string;
  pathParams: string[];
  queryNames: string[];
  bodyNames: string[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function routesOf(document: { paths?: Record<string, Record<string, OpenApiOperation>> }): ProbedRoute[] {
  const routes: ProbedRoute[] = [];
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = operations[method];
      if (!operation) continue;
      const parameters = operation.parameters ?? [];
      const bodySchema = Object.values(operation.requestBody?.content ?? {})[0]?.schema;
      routes.push({
        method: method.toUpperCase() as ProbedRoute['method'],
        path,
        pathParams: [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]),
        queryNames: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        bodyNames: Object.keys(bodySchema?.properties ?? {}),
      });
    }
  }
  return routes;
}

/** Text that broke or could break a handler: control characters, huge or odd numbers, wrong shapes. */
const nastyText = fc.oneof(
  fc.constantFrom('\u0000', 'a\u0000b', '%00', '\t', '\r\n', '\u001b[2J', '\u007f', '\ud800', '\uffff', '', ' ', '0', '-1', '1.5', '1e308', '0x10'),
  fc.constantFrom('9223372036854775808', '9007199254740993', '99999999999999999999999', 'NaN', 'Infinity', 'true', 'null', '[]', '{}'),
  fc.constantFrom('<script>', "'; drop table users; --", '../../etc/passwd', 'a'.repeat(5000), '2026-02-30', '25:61', 'Asia/Nowhere'),
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyText,
  fc.constantFrom<unknown>(true, false, null, 0, -1, 1.5, 1e308, -1e308, 9223372036854775808, Number.MAX_SAFE_INTEGER + 2, { a: 1 }, [], [1.5], ['1'], [null], [{}]),
  fc.integer(),
  fc.double(),
  fc.jsonValue({ maxDepth: 2 }),
);

function pathOf(route: ProbedRoute, values: string[]): string {
  let index = 0;
  return `/${route.path.replace(/^\//, '')}`.replace(/\{[^}]+\}/g, () => encodeURIComponent(values[index++] ?? ''));
}

function queryOf(entries: [string, string][]): string {
  if (entries.length === 0) return '';
  return `?${entries.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&')}`;
}

describe(`malformed input against every route on ${TEST_DB_KIND}`, () => {
  let t: TestApp;
  let admin: string;
  let routes: ProbedRoute[];
  let address = 0;

  beforeAll(async () => {
    // Payment providers on a closed local port: a call that gets that far fails fast, never leaves the machine.
    t = await createTestApp({
      env: { RATE_LIMIT_SCALE: '1000', TELR_BASE_URL: 'http://127.0.0.1:9', PAYPAL_BASE_URL: 'http://127.0.0.1:9', MAPS_BASE_URL: 'http://127.0.0.1:9' },
    });
    const company = await createCompany(t.deps, 'fuzz');
    admin = authHeader(t.deps, { userId: await createUser(t.deps, 'boss@fuzz.test'), companyId: company });
    routes = routesOf(t.app.swagger() as Parameters<typeof routesOf>[0]);
  }, 300_000);
  afterAll(async () => {
    await t?.close();
  });

  async function send(route: ProbedRoute, request: { path: string; query: string; body?: unknown; signedIn: boolean }): Promise<LightMyRequestResponse> {
    address += 1;
    return t.app.inject({
      method: route.method,
      url: `${request.path}${request.query}`,
      headers: request.signedIn ? { authorization: admin } : {},
      remoteAddress: `10.9.${(address >> 8) & 255}.${address & 255}`,
      ...(request.body === undefined ? {} : { payload: JSON.stringify(request.body), headers: { 'content-type': 'application/json', ...(request.signedIn ? { authorization: admin } : {}) } }),
    });
  }

  it('finds the API routes', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.some((r) => r.method === 'DELETE' && r.pathParams.length > 0)).toBe(true);
  });

  it('never answers 500, whatever the body, query and path hold', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const hasBody = route.method !== 'GET' && route.method !== 'DELETE' ? true : route.bodyNames.length > 0;
      const requestArbitrary = fc.record({
        params: fc.array(nastyText, { minLength: route.pathParams.length, maxLength: route.pathParams.length }),
        query: fc.array(fc.tuple(fc.oneof(fc.constantFrom(...(route.queryNames.length > 0 ? route.queryNames : ['search'])), nastyText), nastyText), { maxLength: 3 }),
        body: hasBody
          ? fc.oneof(
              fc.dictionary(fc.constantFrom(...(route.bodyNames.length > 0 ? route.bodyNames : ['name', 'id', 'ids'])), nastyValue, { maxKeys: 4 }),
              nastyValue,
            )
          : fc.constant(undefined),
        signedIn: fc.boolean(),
      });
      await fc.assert(
        fc.asyncProperty(requestArbitrary, async ({ params, query, body, signedIn }) => {
          const request = { path: pathOf(route, params), query: queryOf(query), body, signedIn };
          const res = await send(route, request);
          if (res.statusCode === 500) {
            failures.push(`${route.method} ${request.path}${request.query} ${JSON.stringify(body)} → ${res.body.slice(0, 200)}`);
            return false;
          }
          return true;
        }),
        { numRuns: 12, seed: 16, endOnFailure: true },
      ).catch(() => undefined);
    }
    expect(failures).toEqual([]);
    // ~700 requests: seconds on a quiet machine, minutes on a loaded CI box.
  }, 600_000);
});
