import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { donationPath, donationResponseSchema } from '@tenants/shared/model';
import { buildApp } from '../../../src/app';
import { openDatabase, type DatabaseHandle } from '../../../src/db/database';
import { migrateToLatest } from '../../../src/db/migrate';
import { captureLogs, testConfig, visitorIp } from '../../helper';
import { fakeDns, testZones } from '../../fakes/dns';
import { startFakeStripe, type FakeStripe } from '../../fakes/stripe-server.mjs';
import { donation, testCards } from './fixtures';

jest.setTimeout(30_000);

// A CVC that appears nowhere else: a four-digit one (the contract takes 3 or 4 digits) found as a whole token.
const cvc = '7319';
const cvcToken = new RegExp(`(^|[^0-9A-Za-z])${cvc}([^0-9A-Za-z]|$)`);
const numbers = Object.values(testCards);

/** Every string in a parsed log line or a row, however deep. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'number') return [String(value)];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

function expectNoCardData(texts: string[], where: string) {
  for (const text of texts) {
    for (const number of numbers) expect({ where, leaked: text.includes(number) ? text : null }).toEqual({ where, leaked: null });
    expect({ where, leaked: cvcToken.test(text) ? text : null }).toEqual({ where, leaked: null });
  }
}

/**
 * docs/product/donation.md: the card number and CVC are never stored or logged. Donations go through both providers with
 * every test card, a card check each way and a refused request; then every log line (at trace level), every
 * column of every table, and the SQLite files' raw bytes are searched for them.
 */
describe('card number and CVC are never stored or logged [sqlite]', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tenants-card-data-'));
  const file = path.join(dir, 'test.sqlite');
  const logs = captureLogs();
  let database: DatabaseHandle;
  let stripe: FakeStripe;
  const apps: Record<'local' | 'stripe', FastifyInstance> = {} as never;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    const env = { SQLITE_FILE: file, LOG_LEVEL: 'trace' };
    database = openDatabase(testConfig(env).database);
    await migrateToLatest(database);
    const options = { database, logStream: logs.stream, resolver: fakeDns(testZones).resolver };
    apps.local = await buildApp({ config: testConfig(env), ...options });
    apps.stripe = await buildApp({
      config: testConfig({ ...env, PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_card_data', STRIPE_API_URL: stripe.url }),
      ...options,
    });
  });

  afterAll(async () => {
    await Promise.all(Object.values(apps).map((app) => app.close()));
    await database.db.destroy();
    await stripe.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const post = (app: FastifyInstance, payload: object) => app.inject({ method: 'POST', url: donationPath, payload, remoteAddress: visitorIp() });

  it.each(['local', 'stripe'] as const)('leaves no trace of them with the %s provider', async (provider) => {
    const app = apps[provider];
    for (const number of numbers) expect((await post(app, donation({ card_number: number, card_cvc: cvc }))).statusCode).not.toBe(500);
    // A request the contract refuses (the month) still carries a number and a CVC.
    expect((await post(app, donation({ card_cvc: cvc, card_exp_month: 14 }))).statusCode).toBe(400);

    // Both ends of the card check.
    for (const button of ['complete', 'fail'] as const) {
      const res = await post(app, donation({ card_number: testCards.authenticates, card_cvc: cvc }));
      const url = donationResponseSchema.parse(res.json()).next_action!.redirect_to_url.url;
      if (provider === 'local') {
        const form = { method: 'POST' as const, url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `outcome=${button}` };
        expect((await app.inject(form)).statusCode).toBe(303);
      } else {
        const back = await fetch(`${url}/${button}`, { method: 'POST', redirect: 'manual' });
        const location = new URL(back.headers.get('location')!);
        expect((await app.inject({ method: 'GET', url: `${location.pathname}${location.search}` })).statusCode).toBe(303);
      }
    }

    expect(logs.entries.length).toBeGreaterThan(20);
    expectNoCardData(logs.entries.flatMap(strings), 'logs');
    expect(logs.text).not.toMatch(/payment_intent_client_secret=pi_\w+_secret/);

    const tables = await database.db.introspection.getTables();
    expect(tables.map((t) => t.name)).toContain('donations');
    for (const table of tables) {
      const rows = await database.db
        .selectFrom(table.name as never)
        .selectAll()
        .execute();
      expectNoCardData(rows.flatMap(strings), table.name);
    }
    const donations = await database.db.selectFrom('donations').select(['card_last4', 'status']).where('provider', '=', provider).execute();
    expect(donations.length).toBe(numbers.length + 2);
  });

  it('is true of the database files byte for byte', () => {
    for (const name of readdirSync(dir)) {
      const bytes = readFileSync(path.join(dir, name)).toString('latin1');
      for (const number of numbers) expect({ file: name, found: bytes.includes(number) }).toEqual({ file: name, found: false });
    }
  });
});
