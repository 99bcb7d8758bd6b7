import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  donationPath,
  forgotPasswordPath,
  guidesPath,
  guidesResponseSchema,
  messages,
  profilePath,
  registerPath,
  tokenResponseSchema,
  validateEmailPath,
} from '@tenants/shared/model';
import { buildApp } from '../src/app';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { donationMessages } from '../src/modules/donation/donation.service';
import { connectedToRedis, describeWithPostgres, describeWithRedis, preparePostgresSchema, testConfig, visitorIp } from './helper';
import { fakeDns, testZones } from './fakes/dns';
import { uniqueEmail, uniqueMobile } from './fakes/people';
import { waitFor } from './fakes/net';
import { startSmtp } from './fakes/smtp-server';
import { startFakeStripe, type FakeStripe } from './fakes/stripe-server.mjs';
import { donation } from './modules/donation/fixtures';

jest.setTimeout(60_000);

/**
 * Two API instances as a load balancer would have them: one PostgreSQL schema, one Redis, the same
 * GUIDE_LINK_SECRET, each with its own connections and its own mail worker. A visitor's requests land on
 * either; nothing they do may depend on which.
 */
describeWithPostgres('two API instances', () => {
  describeWithRedis('on one PostgreSQL schema and one Redis', (redisUrl) => {
    const resolver = fakeDns(testZones).resolver;
    let schema: Awaited<ReturnType<typeof preparePostgresSchema>>;
    let guidesDir: string;
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    let stripe: FakeStripe;
    const instances: Array<{ app: FastifyInstance; database: DatabaseHandle }> = [];
    let a: FastifyInstance;
    let b: FastifyInstance;

    beforeAll(async () => {
      schema = await preparePostgresSchema();
      guidesDir = mkdtempSync(path.join(tmpdir(), 'tenants-guides-'));
      smtp = await startSmtp();
      stripe = await startFakeStripe();
      const env = {
        ...schema.env,
        REDIS_URL: redisUrl,
        GUIDE_LINK_SECRET: randomBytes(32).toString('hex'),
        GUIDES_DIR: guidesDir,
        SMTP_URL: smtp.url,
        MAIL_RETRY_BASE_MS: '50',
        MAIL_QUEUE_POLL_MS: '50',
        PAYMENTS_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_two_instances',
        STRIPE_API_URL: stripe.url,
        STRIPE_TIMEOUT_MS: '400',
        RATE_LIMIT_VALIDATE: '4',
      };
      for (let i = 0; i < 2; i += 1) {
        const config = testConfig(env);
        const database = openDatabase(config.database);
        if (i === 0) await migrateToLatest(database);
        const app = await buildApp({ config, database, resolver });
        await connectedToRedis(app);
        instances.push({ app, database });
      }
      [a, b] = instances.map((instance) => instance.app);
    });
    afterAll(async () => {
      for (const { app, database } of instances) {
        await app.close();
        await database.db.destroy();
      }
      await stripe?.close();
      await smtp?.stop();
      rmSync(guidesDir, { recursive: true, force: true });
      await schema?.cleanup();
    });

    it('share a rate limit: the fifth check in a minute is refused whichever instance gets it', async () => {
      const ip = visitorIp();
      const statuses = [];
      for (let i = 0; i < 6; i += 1)
        statuses.push(
          (await [a, b][i % 2].inject({ method: 'POST', url: validateEmailPath, payload: { email: 'jo@example.com' }, remoteAddress: ip })).statusCode,
        );
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    });

    it('accept a session made on the other, and a guide link the other signed', async () => {
      const member = { firstname: 'Sam', lastname: 'Okafor', email: uniqueEmail(), phone: uniqueMobile(), password: `pw-${randomBytes(6).toString('hex')}` };
      const { token } = tokenResponseSchema.parse((await a.inject({ method: 'POST', url: registerPath, payload: member, remoteAddress: visitorIp() })).json());

      const profile = await b.inject({ method: 'GET', url: profilePath, headers: { authorization: `Bearer ${token}` } });
      expect(profile.statusCode).toBe(200);
      expect(profile.json().payload.email).toBe(member.email);

      const guides = guidesResponseSchema.parse((await a.inject({ method: 'GET', url: guidesPath, headers: { authorization: `Bearer ${token}` } })).json())
        .payload.guides;
      const pdf = await b.inject({ method: 'GET', url: guides[0].file! });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
    });

    it('deliver a reset mail once, though both workers poll one queue and SMTP refused it at first', async () => {
      const member = { firstname: 'Kim', lastname: 'Lee', email: uniqueEmail(), phone: uniqueMobile(), password: `pw-${randomBytes(6).toString('hex')}` };
      expect((await b.inject({ method: 'POST', url: registerPath, payload: member, remoteAddress: visitorIp() })).statusCode).toBe(200);
      smtp.setMode('refuse');
      expect((await a.inject({ method: 'POST', url: forgotPasswordPath, payload: { email: member.email }, remoteAddress: visitorIp() })).statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 400));
      smtp.setMode('accept');
      await waitFor(() => smtp.received.some((m) => m.to.includes(member.email)), 'the reset mail', 20_000);
      await new Promise((r) => setTimeout(r, 500));
      expect(smtp.received.filter((m) => m.to.includes(member.email))).toHaveLength(1);
    });

    it('charge a donation once when its retry lands on the other instance', async () => {
      // Charged at Stripe, but the answer never gets back to instance A.
      stripe.fault({ mode: 'reset', when: 'after' });
      const sent = donation();
      const first = await a.inject({ method: 'POST', url: donationPath, payload: sent, remoteAddress: visitorIp() });
      expect([first.statusCode, first.json().message]).toEqual([402, donationMessages.unreachable]);

      stripe.fault();
      const retries = await Promise.all([b, a, b].map((app) => app.inject({ method: 'POST', url: donationPath, payload: sent, remoteAddress: visitorIp() })));
      for (const res of retries) expect([res.statusCode, res.json()]).toEqual([200, { success: true, message: messages.donationThanks }]);
      expect(stripe.charges()).toHaveLength(1);
      await waitFor(() => smtp.received.some((m) => m.to.includes(sent.email.toLowerCase())), 'the receipt');
      await new Promise((r) => setTimeout(r, 300));
      expect(smtp.received.filter((m) => m.to.includes(sent.email.toLowerCase()))).toHaveLength(1);
    });
  });
});
