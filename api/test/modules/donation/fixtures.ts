import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { apiErrorSchema, donationPath, type DonationRequest } from '@tenants/shared/model';
import { visitorIp, type DatabaseSuite } from '../../helper';
import { uniqueEmail } from '../../fakes/people';

/** Stripe's test cards (https://docs.stripe.com/testing), which the simulator and the fake Stripe both know. */
export const testCards = {
  succeeds: '4242424242424242',
  authenticates: '4000002760003184',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  unknown: '4111111111111111',
} as const;

const nextYear = new Date().getUTCFullYear() + 1;

/** A complete donation of £25 with a card that succeeds; each call a new donor and a new attempt key. */
export const donation = (overrides: Partial<DonationRequest> = {}): DonationRequest => ({
  amount: 25,
  firstname: 'Priya',
  lastname: 'Shah',
  email: uniqueEmail(),
  addressLineOne: '12 High Street',
  addressLineTwo: 'Flat 3',
  city: 'York',
  postcode: 'YO1 7HH',
  name: 'Priya Shah',
  card_number: testCards.succeeds,
  card_exp_month: 12,
  card_exp_year: nextYear,
  card_cvc: '123',
  idempotency_key: randomUUID(),
  ...overrides,
});

export const postDonation = (suite: DatabaseSuite, payload: object, remoteAddress = visitorIp()) =>
  suite.app.inject({ method: 'POST', url: donationPath, payload, remoteAddress });

export const donationRows = (suite: DatabaseSuite, email: string) =>
  suite.database.db.selectFrom('donations').selectAll().where('email', '=', email.toLowerCase()).execute();

export const rowsWithKey = (suite: DatabaseSuite, key: string) =>
  suite.database.db.selectFrom('donations').selectAll().where('idempotency_key', '=', key).execute();

export const receiptsTo = (suite: DatabaseSuite, email: string) =>
  suite.database.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', email.toLowerCase()).execute();

export function expectError(res: LightMyRequestResponse, status: number, message: string) {
  expect({ status: res.statusCode, body: apiErrorSchema.parse(res.json()) }).toEqual({ status, body: { success: false, message, errors: [{ message }] } });
}

/** A challenge page's form post, as the browser sends it. */
export const postForm = (suite: DatabaseSuite, url: string, fields: Record<string, string>) =>
  suite.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: visitorIp(),
  });
