import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { htmlFormAction } from '@tenants/shared/model';
import { buildApp } from '../../../src/app';
import { forbiddenCharacterMessage } from '../../../src/plugins/error-handler';
import { enquiryDraftCookie } from '../../../src/modules/enquiry/no-script/enquiry-drafts';
import { fakeDns, testZones } from '../../fakes/dns';
import { describeEachDatabase, testConfig, visitorIp, type DatabaseSuite } from '../../helper';

jest.setTimeout(120_000);

const base = mkdtempSync(path.join(tmpdir(), 'tenants-no-script-'));
const deploy = path.join(base, 'deploy');
mkdirSync(path.join(deploy, 'shell'), { recursive: true });
writeFileSync(path.join(deploy, 'shell/index.html'), '<!doctype html><html><head><title>shell</title></head><body><div id=root></div></body></html>');
writeFileSync(path.join(deploy, 'remotes.json'), '{}');
afterAll(() => rmSync(base, { recursive: true, force: true }));

const tooMany = /^Too many requests\. Please wait (\d+ seconds|1 minute) and try again\.$/;
const resolver = fakeDns(testZones).resolver;

/** A draft at the check step, every answer given, as a visitor who walked the steps has one; its cookie. */
async function draftAtCheck(
  suite: DatabaseSuite,
  email = `visitor.${randomBytes(4).toString('hex')}@example.com`,
  changes: Record<string, string> = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const answers = {
    type: 'Corporate',
    annual_rent: '£10,001 - £20,000',
    isLeaseHeld: '0',
    city: 'Bristol',
    comments: 'Our service charge doubled.',
    firstname: 'Ada',
    lastname: 'Lovelace',
    email,
    phone: '07400 123456',
  };
  await suite.database.db
    .insertInto('enquiry_drafts')
    .values({
      id: createHash('sha256').update(token).digest('hex'),
      answers: JSON.stringify({ ...answers, ...changes }),
      errors: '{}',
      message: '',
      expires_at: new Date(Date.now() + 30 * 60 * 1000).toISOString(),
    })
    .execute();
  return `${enquiryDraftCookie}=${token}`;
}

const post = (app: FastifyInstance, ip: string, fields: Record<string, string>, cookie?: string) =>
  app.inject({
    method: 'POST',
    url: htmlFormAction('enquiry'),
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    remoteAddress: ip,
  });

/** Sends a draft from the check step; the draft's message afterwards ('' when sent: the draft is gone). */
async function send(suite: DatabaseSuite, app: FastifyInstance, ip: string): Promise<{ location: string; message: string }> {
  const cookie = await draftAtCheck(suite);
  const res = await post(app, ip, { step: '8' }, cookie);
  expect(res.statusCode).toBe(303);
  const id = createHash('sha256').update(cookie.split('=')[1]).digest('hex');
  const row = await suite.database.db.selectFrom('enquiry_drafts').select('message').where('id', '=', id).executeTakeFirst();
  return { location: String(res.headers.location), message: row?.message ?? '' };
}

/**
 * The enquiry sent without JavaScript calls the enquiry module's services directly (issue 55), not the API's
 * routes in process: it keeps their per-address limits itself, counted in the shared counters, so they hold
 * across instances, and a visitor over one sees the same words on the page.
 */
describeEachDatabase(
  'the no-JavaScript enquiry keeps the API’s limits',
  (suite) => {
    it('refuses the 11th enquiry in a minute from one address with the rate limit’s words; another address is not held up; no request in process', async () => {
      const inject = jest.spyOn(suite.app, 'inject');
      const ip = visitorIp();
      try {
        const answers = [];
        for (let i = 0; i < 10; i += 1) answers.push(await send(suite, suite.app, ip));
        expect(answers).toEqual(answers.map(() => ({ location: '/enquiry/thankyou', message: '' })));
        // Each post was the test's own request only: the steps call the services, not the API's routes.
        expect(inject).toHaveBeenCalledTimes(10);

        const refused = await send(suite, suite.app, ip);
        expect(refused.location).toBe('/enquiry?step=check#error-summary');
        expect(refused.message).toMatch(tooMany);
        expect((await send(suite, suite.app, visitorIp())).location).toBe('/enquiry/thankyou');
      } finally {
        inject.mockRestore();
      }
    });

    it('holds the limit across instances: two apps on one database count one address together', async () => {
      const other = await buildApp({ config: testConfig(suite.env), database: suite.database, resolver });
      try {
        const ip = visitorIp();
        const answers = [];
        for (let i = 0; i < 10; i += 1) answers.push(await send(suite, i % 2 ? other : suite.app, ip));
        expect(answers.every(({ location }) => location === '/enquiry/thankyou')).toBe(true);
        expect((await send(suite, other, ip)).message).toMatch(tooMany);
        expect((await send(suite, suite.app, ip)).message).toMatch(tooMany);
      } finally {
        await other.close();
      }
    });

    it('checks an address at most RATE_LIMIT_VALIDATE times a minute for one visitor, as the check route would', async () => {
      const email = jest.spyOn(suite.app.validation, 'email');
      const ip = visitorIp();
      try {
        // Step 7 with an address whose domain takes no mail: refused beside the field while the checks run.
        const contact = { step: '7', email: 'visitor@nullmx.example', phone: '07400 123456' };
        const cookie = (await draftAtCheck(suite)).split(';')[0];
        for (let i = 0; i < 30; i += 1) {
          const res = await post(suite.app, ip, contact, cookie);
          expect(res.headers.location).toBe('/enquiry?step=7#error-summary');
        }
        expect(email).toHaveBeenCalledTimes(30);
        // Past the limit the check is not run (the cost it guards), and, as the browser does with a refused
        // check, the step lets the address through; the service checks it again when the enquiry is sent.
        await post(suite.app, ip, contact, cookie);
        expect(email).toHaveBeenCalledTimes(30);
        await post(suite.app, visitorIp(), contact, cookie);
        expect(email).toHaveBeenCalledTimes(31);
      } finally {
        email.mockRestore();
      }
    });

    it('refuses a NUL character on sending as the API’s input guard does, storing nothing', async () => {
      const email = `visitor.${randomBytes(4).toString('hex')}@example.com`;
      const cookie = await draftAtCheck(suite, email, { comments: 'a\u0000b' });
      const id = createHash('sha256').update(cookie.split('=')[1]).digest('hex');
      const res = await post(suite.app, visitorIp(), { step: '8' }, cookie);
      expect(res.headers.location).toBe('/enquiry?step=check#error-summary');
      const row = await suite.database.db.selectFrom('enquiry_drafts').select('message').where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.message).toBe(forbiddenCharacterMessage);
      expect(await suite.database.db.selectFrom('enquiries').select('id').where('email', '=', email).execute()).toEqual([]);
    });
  },
  // Every instance behind one site shares SIGNING_SECRET, from which the counters' keys are hashed.
  { env: { SERVE_SITE: '1', DEPLOY_DIR: deploy, SIGNING_SECRET: randomBytes(32).toString('base64url') }, options: { resolver } },
);
