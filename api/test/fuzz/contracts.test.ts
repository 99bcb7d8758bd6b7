import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import {
  articleListPath,
  articleMediaPrefix,
  broadcastAliasPath,
  broadcastPath,
  broadcastRequestSchema,
  donationPath,
  donationRequestSchema,
  enquiryPath,
  enquiryRequestSchema,
  forgotPasswordPath,
  forgotPasswordRequestSchema,
  guidesPath,
  healthPath,
  loginPath,
  loginRequestSchema,
  logoutPath,
  newsletterPath,
  newsletterRequestSchema,
  profilePath,
  registerPath,
  registerRequestSchema,
  resetPasswordPath,
  resetPasswordRequestSchema,
  tokenCheckPath,
  tokenCheckRequestSchema,
  validateEmailPath,
  validateEmailRequestSchema,
  validatePhonePath,
  validatePhoneRequestSchema,
  whatsappPath,
  whatsappRequestSchema,
} from '@tenants/shared/model';
import { limitDefaults, limitVariable } from '../../src/config';
import { describeEachDatabase } from '../helper';
import { fakeDns, testZones } from '../fakes/dns';

/**
 * A property-based fuzz of every API route's contract: bodies that break the route's zod schema (wrong
 * types, missing and extra fields, huge and unicode strings, deep JSON), bodies that are not JSON at all,
 * wrong content types, and junk in paths, queries and headers. Whatever arrives, the answer is never a
 * 5xx, and every 4xx is the house error shape. The seed is fixed so a run is repeatable (FUZZ_SEED picks
 * another; FUZZ_RUNS another count per database). It found PostgreSQL answering 500 to a NUL character
 * in a path (plugins/input-guard.ts now refuses one with a 400).
 */

const seed = Number(process.env.FUZZ_SEED ?? 20261123);
// Per database: 20,000 a run across SQLite and PostgreSQL, about 15 s each on a quiet machine (FUZZ_RUNS to change).
const runs = Number(process.env.FUZZ_RUNS ?? 10_000);

// Far above anything the fuzz sends: a 429 would hide what the route itself answers.
const unlimited = Object.fromEntries([
  ['RATE_LIMIT_MAX', '1000000000'],
  ...Object.keys(limitDefaults).map((name) => [limitVariable(name as keyof typeof limitDefaults), '1000000000']),
]);

/** A POST route with a JSON body: a valid body to mutate, and the schema that says what is bad. */
interface BodyRoute {
  url: string;
  schema: z.ZodType;
  sample: Record<string, unknown>;
}

const nextYear = new Date().getUTCFullYear() + 1;
const bodyRoutes: BodyRoute[] = [
  { url: validateEmailPath, schema: validateEmailRequestSchema, sample: { email: 'jo@example.com' } },
  { url: validatePhonePath, schema: validatePhoneRequestSchema, sample: { telephoneNumber: '07400123456', defaultCountry: 'GB' } },
  { url: newsletterPath, schema: newsletterRequestSchema, sample: { email: 'jo@example.com', source: '/' } },
  { url: broadcastPath, schema: broadcastRequestSchema, sample: { email: 'jo@example.com', source: '/' } },
  { url: broadcastAliasPath, schema: broadcastRequestSchema, sample: { email: 'jo@example.com' } },
  { url: whatsappPath, schema: whatsappRequestSchema, sample: { phone: '07400123456' } },
  {
    url: registerPath,
    schema: registerRequestSchema,
    sample: { firstname: 'Jo', lastname: 'Bloggs', email: 'jo@example.com', phone: '07400123456', password: 'correct-horse-9' },
  },
  { url: loginPath, schema: loginRequestSchema, sample: { email: 'jo@example.com', password: 'correct-horse-9' } },
  { url: tokenCheckPath, schema: tokenCheckRequestSchema, sample: { token: 'a'.repeat(43) } },
  { url: forgotPasswordPath, schema: forgotPasswordRequestSchema, sample: { email: 'jo@example.com' } },
  {
    url: resetPasswordPath,
    schema: resetPasswordRequestSchema,
    sample: { token: 'a'.repeat(43), new_password: 'correct-horse-9', confirm_password: 'correct-horse-9' },
  },
  {
    url: enquiryPath,
    schema: enquiryRequestSchema,
    sample: {
      type: 'Property',
      annual_rent: 'Unsure',
      isLeaseHeld: 1,
      city: 'Leeds',
      comments: 'Rent review.',
      firstname: 'Jo',
      lastname: 'Bloggs',
      email: 'jo@example.com',
      phone: '07400123456',
      isSubscribe: false,
    },
  },
  {
    url: donationPath,
    schema: donationRequestSchema,
    sample: {
      amount: 25,
      firstname: 'Jo',
      lastname: 'Bloggs',
      email: 'jo@example.com',
      addressLineOne: '1 High St',
      addressLineTwo: '',
      city: 'York',
      postcode: 'YO1 7HH',
      name: 'Jo Bloggs',
      card_number: '4242424242424242',
      card_exp_month: 12,
      card_exp_year: nextYear,
      card_cvc: '123',
      idempotency_key: 'fuzz-0000-key',
    },
  },
];

/** One request the fuzz sends, with what kind of bad input it carries (for the report). */
interface Probe {
  kind: string;
  request: InjectOptions;
}

const junkStrings = [
  '',
  ' ',
  '\u0000',
  '\uFEFF',
  '\u202E',
  '💥'.repeat(200),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  '%E0%A4%A',
  '{{7*7}}',
  '${jndi:ldap://x/a}',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '0x10',
];

const unicode = fc.string({ unit: 'binary', maxLength: 60 });
const huge = fc.tuple(fc.string({ unit: 'binary', minLength: 1, maxLength: 3 }), fc.integer({ min: 300, max: 6000 })).map(([s, n]) => s.repeat(n));
const deepValue = fc.integer({ min: 50, max: 1500 }).map((depth) => {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
});
const junkValue = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constantFrom(...junkStrings),
  unicode,
  huge,
  deepValue,
  fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 5 }),
  fc.dictionary(unicode, fc.jsonValue({ maxDepth: 3 }), { maxKeys: 5 }),
);
const oddKey = fc.oneof(unicode, fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '', ' ', 'a'.repeat(5000)));

const omit = (object: Record<string, unknown>, keys: string[]) => Object.fromEntries(Object.entries(object).filter(([k]) => !keys.includes(k)));

/** Bodies for one route that its schema refuses (the oracle: a valid body is not a bad input). */
function badBodies(route: BodyRoute): fc.Arbitrary<unknown> {
  const keys = Object.keys(route.sample);
  const key = fc.constantFrom(...keys);
  return fc
    .oneof(
      { weight: 4, arbitrary: fc.record({ key, value: junkValue }).map(({ key: k, value }) => ({ ...route.sample, [k]: value })) },
      { weight: 2, arbitrary: fc.subarray(keys, { minLength: 1 }).map((drop) => omit(route.sample, drop)) },
      {
        weight: 2,
        arbitrary: fc
          .record({ extra: fc.dictionary(oddKey, fc.jsonValue({ maxDepth: 2 }), { minKeys: 1, maxKeys: 5 }), key, value: junkValue })
          .map(({ extra, key: k, value }) => ({ ...extra, ...route.sample, [k]: value })),
      },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
      { weight: 1, arbitrary: fc.dictionary(oddKey, junkValue, { maxKeys: 6 }) },
    )
    .filter((body) => !route.schema.safeParse(body).success);
}

const contentTypes = [
  'text/plain',
  'application/xml',
  'multipart/form-data; boundary=x',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  'image/png',
  'application/json; charset=latin1',
  'application/jsonx',
];
const jsonText = (value: unknown) => JSON.stringify(value);
const isJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** Payloads that are not a JSON object at all: broken, truncated, too deep, too large, empty, or another type. */
function rawBodies(route: BodyRoute): fc.Arbitrary<{ payload: string; contentType?: string; kind: string }> {
  const sample = jsonText(route.sample);
  return fc.oneof(
    fc
      .string({ unit: 'binary', minLength: 1, maxLength: 200 })
      .filter((s) => !isJson(s))
      .map((payload) => ({ payload, contentType: 'application/json', kind: 'bad json' })),
    fc.integer({ min: 1, max: sample.length - 1 }).map((cut) => ({ payload: sample.slice(0, cut), contentType: 'application/json', kind: 'truncated json' })),
    fc.tuple(fc.integer({ min: 1000, max: 50_000 }), fc.boolean()).map(([depth, arrays]) => ({
      payload: arrays ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
      contentType: 'application/json',
      kind: 'deep json',
    })),
    fc
      .integer({ min: 101 * 1024, max: 120 * 1024 })
      .map((size) => ({ payload: jsonText({ ...route.sample, email: 'x'.repeat(size) }), contentType: 'application/json', kind: 'too large' })),
    fc.constant({ payload: '', contentType: 'application/json', kind: 'empty' }),
    fc
      .record({ contentType: fc.constantFrom(...contentTypes), payload: fc.oneof(fc.constant(sample), unicode) })
      .map((r) => ({ ...r, kind: 'wrong content type' })),
    fc.constant({ payload: sample, contentType: undefined, kind: 'no content type' }),
  );
}

const printable = fc.string({ unit: 'grapheme-ascii', maxLength: 300 });
const pathJunk = fc.oneof(
  unicode.map(encodeURIComponent),
  fc.constantFrom('%', '%zz', '%E0%A4%A', '..%2F..%2Fetc%2Fpasswd', '%00', 'a'.repeat(3000), '%2e%2e', '.', '..'),
);
const queryJunk = fc
  .dictionary(
    fc.oneof(unicode, fc.constantFrom('page', 'categoryId', 'keyword', 'expires', 'signature', 'donation', 'payment_intent', 'redirect_status', '__proto__')),
    fc.oneof(unicode, huge, fc.constantFrom(...junkStrings)),
    { maxKeys: 5 },
  )
  .map((query) => new URLSearchParams(query as Record<string, string>).toString());
const authJunk = fc.oneof(
  printable,
  printable.map((t) => `Bearer ${t}`),
  fc.constant('Bearer'),
  fc.constant('Basic Zm9vOmJhcg=='),
);

/** Requests at the routes without a JSON body: paths, queries, headers and the card-check form. */
const otherProbes: fc.Arbitrary<Probe> = fc.oneof(
  queryJunk.map((q) => ({ kind: 'query', request: { method: 'GET' as const, url: `${articleListPath}?${q}` } })),
  pathJunk.map((p) => ({ kind: 'path', request: { method: 'GET' as const, url: `/api/article/get/alias/${p}` } })),
  pathJunk.map((p) => ({ kind: 'path', request: { method: 'GET' as const, url: `${articleMediaPrefix}${p}` } })),
  pathJunk.map((p) => ({ kind: 'path', request: { method: 'GET' as const, url: `${guidesPath}/${p}/cover.svg` } })),
  fc.tuple(pathJunk, queryJunk).map(([p, q]) => ({ kind: 'path+query', request: { method: 'GET' as const, url: `${guidesPath}/${p}/download?${q}` } })),
  queryJunk.map((q) => ({ kind: 'query', request: { method: 'GET' as const, url: `/api/donation/return?${q}` } })),
  pathJunk.map((p) => ({ kind: 'path', request: { method: 'GET' as const, url: `/api/donation/challenge/${p}` } })),
  fc.tuple(pathJunk, unicode).map(([p, body]) => ({
    kind: 'form',
    request: { method: 'POST' as const, url: `/api/donation/challenge/${p}`, payload: body, headers: { 'content-type': 'application/x-www-form-urlencoded' } },
  })),
  authJunk.map((auth) => ({ kind: 'header', request: { method: 'GET' as const, url: profilePath, headers: { authorization: auth } } })),
  authJunk.map((auth) => ({ kind: 'header', request: { method: 'POST' as const, url: logoutPath, headers: { authorization: auth } } })),
  authJunk.map((auth) => ({ kind: 'header', request: { method: 'GET' as const, url: guidesPath, headers: { authorization: auth } } })),
  fc
    .tuple(fc.constantFrom('PUT', 'DELETE', 'PATCH') as fc.Arbitrary<'PUT' | 'DELETE' | 'PATCH'>, fc.constantFrom(...bodyRoutes.map((r) => r.url), healthPath))
    .map(([method, url]) => ({
      kind: 'method',
      request: { method, url, payload: '{}', headers: { 'content-type': 'application/json' } },
    })),
);

const probes: fc.Arbitrary<Probe> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom(...bodyRoutes).chain((route) =>
      badBodies(route).map((body) => ({
        kind: 'body',
        request: { method: 'POST' as const, url: route.url, payload: jsonText(body), headers: { 'content-type': 'application/json' } },
      })),
    ),
  },
  {
    weight: 3,
    arbitrary: fc.constantFrom(...bodyRoutes).chain((route) =>
      rawBodies(route).map(({ payload, contentType, kind }) => ({
        kind,
        request: { method: 'POST' as const, url: route.url, payload, headers: contentType ? { 'content-type': contentType } : {} },
      })),
    ),
  },
  { weight: 3, arbitrary: otherProbes },
);

/** The card-check page is a browser page: its own 404 is an HTML page, by design. */
const htmlPages = /^\/api\/donation\/challenge\//;

function problemWith(probe: Probe, res: LightMyRequestResponse): string | undefined {
  if (res.statusCode >= 500) return `status ${res.statusCode}`;
  if (res.statusCode < 400) return undefined;
  if (htmlPages.test(String(probe.request.url)) && /^text\/html/.test(String(res.headers['content-type']))) return undefined;
  let body: { success?: unknown; message?: unknown; errors?: Array<{ message?: unknown }> };
  try {
    body = res.json();
  } catch {
    return `a ${res.statusCode} that is not JSON: ${res.body.slice(0, 100)}`;
  }
  const ok =
    body.success === false &&
    typeof body.message === 'string' &&
    body.message.length > 0 &&
    Array.isArray(body.errors) &&
    body.errors[0]?.message === body.message;
  return ok ? undefined : `a ${res.statusCode} not in the error shape: ${res.body.slice(0, 200)}`;
}

const shorten = (value: unknown) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text && text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text;
};

describeEachDatabase(
  'contract fuzz',
  (suite) => {
    jest.setTimeout(120_000);

    it(`answers ${runs} generated bad requests with no 5xx, and every 4xx in the error shape`, async () => {
      const histogram = new Map<number, number>();
      const kinds = new Map<string, number>();
      const problems: string[] = [];
      const started = Date.now();
      const app: FastifyInstance = suite.app;
      let sent = 0;

      // Generated a chunk at a time (each chunk its own seed from the run's): holding every probe, some of
      // them 100 KiB bodies, at once would make the run mostly garbage collection.
      for (let chunk = 0; sent < runs; chunk += 1) {
        const sample = fc.sample(probes, { numRuns: Math.min(500, runs - sent), seed: seed + chunk });
        // A few at a time, as a busy site would get them.
        for (let i = 0; i < sample.length; i += 8) {
          await Promise.all(
            sample.slice(i, i + 8).map(async (probe) => {
              const res = await app.inject({ ...probe.request, remoteAddress: '10.9.8.7' });
              histogram.set(res.statusCode, (histogram.get(res.statusCode) ?? 0) + 1);
              kinds.set(probe.kind, (kinds.get(probe.kind) ?? 0) + 1);
              const problem = problemWith(probe, res);
              if (problem && problems.length < 10)
                problems.push(
                  `${problem}\n  ${probe.request.method} ${shorten(probe.request.url)} ${shorten(probe.request.headers ?? {})}\n  body: ${shorten(probe.request.payload)}`,
                );
            }),
          );
        }
        sent += sample.length;
      }

      const statuses = Object.fromEntries([...histogram].sort(([a], [b]) => a - b));
      console.log(
        `contract fuzz [${suite.dialect}] seed ${seed}: ${sent} requests in ${((Date.now() - started) / 1000).toFixed(1)} s\n` +
          `  statuses: ${JSON.stringify(statuses)}\n  kinds: ${JSON.stringify(Object.fromEntries(kinds))}`,
      );
      expect(problems).toEqual([]);
      expect(sent).toBeGreaterThanOrEqual(runs);
    });
  },
  { env: { ...unlimited, LOG_LEVEL: 'silent' }, options: { resolver: fakeDns(testZones).resolver } },
);
