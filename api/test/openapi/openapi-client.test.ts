import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import createClient from 'openapi-fetch';
import { buildTestApp, describeEachDatabase } from '../helper';
import type { paths } from './api-paths';

/**
 * The OpenAPI document is good enough for a client generator. The types in `api-paths.d.ts` are
 * generated from it by openapi-typescript (this test fails when they drift: `UPDATE_OPENAPI=1` rewrites
 * them), and the calls below go through openapi-fetch typed by them, so `pnpm typecheck` proves the
 * document names the paths, bodies and answers these calls use.
 */
const root = path.resolve(__dirname, '../../..');
const generated = path.join(__dirname, 'api-paths.d.ts');
// A reserved name (RFC 2606): a real-looking public address without pointing at anyone's site.
const siteUrl = 'https://tenants-site.invalid';

type Operation = { operationId?: string; security?: Array<Record<string, string[]>>; responses: Record<string, unknown> };
type Document = {
  servers?: Array<{ url: string }>;
  components: { securitySchemes?: Record<string, { type: string; scheme: string }> };
  paths: Record<string, Record<string, Operation>>;
};

describe('The OpenAPI document', () => {
  let app: FastifyInstance;
  let doc: Document;
  let text: string;
  beforeAll(async () => {
    app = await buildTestApp({ PUBLIC_SITE_URL: siteUrl });
    text = (await app.inject({ method: 'GET', url: '/api/docs/json' })).body;
    doc = JSON.parse(text) as Document;
  });
  afterAll(() => app.close());

  const operations = () => Object.entries(doc.paths).flatMap(([url, ops]) => Object.entries(ops).map(([method, op]) => ({ url, method, op })));

  it('names every operation once, says which need the session, and where the API lives', () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/api/staff/enquiries/{id}'].get.operationId).toBe('getStaffEnquiriesById');
    expect(doc.servers).toEqual([expect.objectContaining({ url: siteUrl })]);
    expect(doc.components.securitySchemes?.bearerAuth).toEqual(expect.objectContaining({ type: 'http', scheme: 'bearer' }));
    const needsSession = (url: string, method: string) => (doc.paths[url][method].security ?? []).some((s) => 'bearerAuth' in s);
    // Every staff call and the member's own calls need the token; signing in and the public forms do not.
    expect(
      operations()
        .filter(({ url }) => url.startsWith('/api/staff/'))
        .every(({ url, method }) => needsSession(url, method)),
    ).toBe(true);
    expect(needsSession('/api/profile', 'get')).toBe(true);
    expect(needsSession('/api/logout', 'post')).toBe(true);
    expect(needsSession('/api/login', 'post')).toBe(false);
    expect(needsSession('/api/subscribe/newsletter', 'post')).toBe(false);
  });

  /** Runs one of the root's command-line tools on the document (both are ES modules Jest cannot load). */
  function withDocument<T>(use: (file: string, dir: string) => T): T {
    const dir = mkdtempSync(path.join(tmpdir(), 'openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      writeFileSync(file, text);
      return use(file, dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const tool = (name: string, args: string[]) =>
    execFileSync(path.join(root, 'node_modules/.bin', name), args, {
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      stdio: ['ignore', 'pipe', 'ignore'],
    });

  it("passes redocly's recommended rules with no error", () => {
    const report = JSON.parse(withDocument((file) => tool('redocly', ['lint', '--extends', 'recommended', '--format', 'json', file]))) as {
      totals: { errors: number };
      problems: Array<{ ruleId: string; severity: string }>;
    };
    expect(report.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(report.totals.errors).toBe(0);
  });

  it('generates the typed client the calls below use (api-paths.d.ts is up to date)', () => {
    const types = withDocument((file, dir) => {
      tool('openapi-typescript', [file, '--output', path.join(dir, 'paths.d.ts')]);
      return readFileSync(path.join(dir, 'paths.d.ts'), 'utf8');
    });
    const fresh = `// Generated from GET /api/docs/json by openapi-typescript (api/test/openapi/openapi-client.test.ts).\n// UPDATE_OPENAPI=1 npx jest api/test/openapi rewrites it.\n${types}`;
    if (process.env.UPDATE_OPENAPI === '1') writeFileSync(generated, fresh);
    expect(readFileSync(generated, 'utf8')).toBe(fresh);
  });
});

describeEachDatabase(
  'A client generated from the document',
  (suite) => {
    let client: ReturnType<typeof createClient<paths>>;
    beforeAll(async () => {
      await suite.app.listen({ port: 0, host: '127.0.0.1' });
      client = createClient<paths>({ baseUrl: `http://127.0.0.1:${(suite.app.server.address() as AddressInfo).port}` });
    });

    it('signs up, signs in and reads the profile with the bearer token', async () => {
      const member = { firstname: 'Ada', lastname: 'Okafor', email: 'ada.okafor@example.org', phone: '07400123456', password: 'Kettle-Harbour-91' };
      const registered = await client.POST('/api/register', { body: member });
      expect(registered.response.status).toBe(200);
      const login = await client.POST('/api/login', { body: { email: member.email, password: member.password } });
      const token = login.data?.token;
      expect(token).toEqual(expect.any(String));
      const profile = await client.GET('/api/profile', { headers: { Authorization: `Bearer ${token}` } });
      expect(profile.data?.payload).toEqual({ firstname: 'Ada', lastname: 'Okafor', email: member.email, phone: member.phone });
    });

    it('reads the error body of a refused call', async () => {
      const refused = await client.POST('/api/login', { body: { email: 'nobody@example.org', password: '' } });
      expect(refused.response.status).toBe(400);
      expect(refused.error).toEqual(expect.objectContaining({ success: false, message: 'Please provide your password.' }));
    });

    it('answers 401 to a staff call without a session', async () => {
      const staff = await client.GET('/api/staff/me');
      expect(staff.response.status).toBe(401);
      expect(staff.error?.success).toBe(false);
    });
  },
  { env: { PUBLIC_SITE_URL: siteUrl } },
);
