import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { apiErrorSchema, guideCatalogue, guidesPath, guidesResponseSchema, registerPath, tokenResponseSchema } from '@tenants/shared/model';
import { guideMessages } from '../../../src/modules/guides';
import { describeEachDatabase, visitorIp, type DatabaseSuite } from '../../helper';
import { fakeDns, testZones } from '../../fakes/dns';
import { uniqueEmail, uniqueMobile } from '../../fakes/people';

jest.setTimeout(60_000);

const guidesDir = mkdtempSync(path.join(tmpdir(), 'tenants-guides-'));
afterAll(() => rmSync(guidesDir, { recursive: true, force: true }));

let clockOffsetMs = 0;
const now = () => new Date(Date.now() + clockOffsetMs);

const get = (suite: DatabaseSuite, url: string, token?: string) =>
  suite.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {}, remoteAddress: visitorIp() });
const list = async (suite: DatabaseSuite, token?: string) => guidesResponseSchema.parse((await get(suite, guidesPath, token)).json()).payload;

const expectError = (res: LightMyRequestResponse, status: number, message: string) => {
  expect(res.statusCode).toBe(status);
  expect(apiErrorSchema.parse(res.json())).toEqual({ success: false, message, errors: [{ message }] });
  expect(res.headers['content-type']).toMatch(/^application\/json/);
};

describeEachDatabase(
  'member guides',
  (suite) => {
    let token: string;
    beforeAll(async () => {
      const res = await suite.app.inject({
        method: 'POST',
        url: registerPath,
        payload: { firstname: 'Sam', lastname: 'Okafor', email: uniqueEmail(), phone: uniqueMobile(), password: 'guides-password' },
        remoteAddress: visitorIp(),
      });
      token = tokenResponseSchema.parse(res.json()).token;
    });
    afterEach(() => {
      clockOffsetMs = 0;
    });

    it('lists the eight guides in the spec’s order with covers and no files for an anonymous visitor', async () => {
      const res = await get(suite, guidesPath);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const payload = guidesResponseSchema.parse(res.json()).payload;
      expect(payload.filesExpireAt).toBeNull();
      expect(payload.guides.map((g) => g.name)).toEqual([
        'Disposing of Leasehold Property',
        'Lease Negotiations Guide',
        'Lease Renewal Timeline',
        'Lease Renewals',
        'New Lease Timeline',
        'New License Timeline',
        'Rent Review Disputes',
        'Service Charges',
      ]);
      expect(payload.guides.filter((g) => g.featured).map((g) => g.name)).toEqual([
        'Lease Negotiations Guide',
        'Lease Renewal Timeline',
        'Lease Renewals',
        'New Lease Timeline',
      ]);
      expect(payload.guides.every((g) => g.file === null && g.image === `/api/guides/${g.slug}/cover.svg`)).toBe(true);
    });

    it('treats an invalid token as anonymous', async () => {
      expect((await list(suite, 'not-a-token')).guides.every((g) => g.file === null)).toBe(true);
    });

    it('gives a member a signed link per guide that opens the PDF inline, for ten minutes', async () => {
      const before = Date.now();
      const payload = await list(suite, token);
      const expiresAt = Date.parse(payload.filesExpireAt!);
      expect(expiresAt - before).toBeGreaterThan(9 * 60 * 1000);
      expect(expiresAt - before).toBeLessThanOrEqual(10 * 60 * 1000);

      for (const guide of payload.guides) {
        expect(guide.file).toMatch(new RegExp(`^/api/guides/${guide.slug}/download\\?expires=\\d+&signature=[A-Za-z0-9_-]{43}$`));
        const res = await get(suite, guide.file!);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.headers['content-disposition']).toBe(`inline; filename="${guide.slug}.pdf"`);
        // Chromium's PDF viewer is blank under the site's CSP.
        expect(res.headers['content-security-policy']).toBeUndefined();
        expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
        // A cover and at least two pages of text.
        expect(res.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)!.length).toBeGreaterThanOrEqual(3);
      }
      // Generated once each, into the configured folder.
      expect(readdirSync(guidesDir).filter((f) => f.endsWith('.pdf'))).toHaveLength(guideCatalogue.length);
    });

    it('refuses a download without a link (401), never sending the file', async () => {
      expectError(await get(suite, '/api/guides/lease-renewals/download'), 401, guideMessages.loginNeeded);
      expectError(await get(suite, '/api/guides/lease-renewals/download', token), 401, guideMessages.loginNeeded);
    });

    it('refuses an expired link (403)', async () => {
      const [guide] = (await list(suite, token)).guides;
      clockOffsetMs = 10 * 60 * 1000 + 1000;
      expectError(await get(suite, guide.file!), 403, guideMessages.linkExpired);
    });

    it('refuses forged links (403): another signature, another guide, a later expiry', async () => {
      const [first, second] = (await list(suite, token)).guides;
      const url = new URL(first.file!, 'http://x');
      const expires = url.searchParams.get('expires')!;
      const signature = url.searchParams.get('signature')!;
      const forgeries = [
        `/api/guides/${first.slug}/download?expires=${expires}&signature=${randomBytes(32).toString('base64url')}`,
        `/api/guides/${second.slug}/download?expires=${expires}&signature=${signature}`,
        `/api/guides/${first.slug}/download?expires=${Number(expires) + 3600}&signature=${signature}`,
        `/api/guides/${first.slug}/download?expires=soon&signature=${signature}`,
      ];
      for (const forged of forgeries) expectError(await get(suite, forged), 403, guideMessages.linkForged);
    });

    it('serves each cover as an SVG picture with a title', async () => {
      for (const guide of guideCatalogue) {
        const res = await get(suite, `/api/guides/${guide.slug}/cover.svg`);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
        expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
        expect(res.body).toContain(`<title>Cover of the guide ${guide.name}</title>`);
        expect(res.body).toContain('#0b1b33');
      }
    });

    it('answers 404 for an unknown guide', async () => {
      expectError(await get(suite, '/api/guides/no-such-guide/cover.svg'), 404, guideMessages.notFound);
      expectError(await get(suite, '/api/guides/no-such-guide/download?expires=1&signature=x'), 404, guideMessages.notFound);
    });
  },
  { env: { GUIDES_DIR: guidesDir }, options: { resolver: fakeDns(testZones).resolver, now } },
);
