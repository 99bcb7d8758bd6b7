import { randomBytes, randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import {
  apiErrorSchema,
  loginPath,
  staffEnrolmentLifetimeMs,
  staffRecoveryCodesResponseSchema,
  staffTotpConfirmPath,
  staffTotpEnrolPath,
  staffTotpEnrolResponseSchema,
  tokenResponseSchema,
} from '@tenants/shared/model';
import { putEnrolmentCode } from '../../../src/modules/staff/second-factor/second-factor.repository';
import { newToken, tokenHash } from '../../../src/security/tokens';
import { visitorIp, type DatabaseSuite } from '../../helper';
import { uniqueEmail, uniqueMobile } from '../../fakes/people';

/** The suites' clock: tests move it forward to expire staff sessions and bring out scheduled articles. */
export const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };

export type Role = 'member' | 'contributor' | 'staff' | 'admin';

export interface Person {
  id: string;
  email: string;
  phone: string;
  firstname: string;
  lastname: string;
  password: string;
  token: string;
  /** Staff and admins: the authenticator app's secret and the recovery codes of their enrolment. */
  totpSecret?: string;
  recoveryCodes?: string[];
}

/**
 * An account with the given role, made in the database (roles come from the CLI only) and logged in; staff
 * and admins also set up their authenticator app through the real endpoints with an enrolment code (as the
 * e-mailed link gives it), and their session is then stamped as if they had just confirmed it with a code
 * (enrolling alone no longer counts as a fresh second factor), so releases, newsletters and invitations work
 * at once. `secondFactor: false` leaves a session made by password alone, on an account without a factor.
 */
export async function person(suite: DatabaseSuite, role: Role, names: { firstname?: string; lastname?: string; secondFactor?: boolean } = {}): Promise<Person> {
  const password = `pw-${randomBytes(6).toString('hex')}`;
  const at = clock.now().toISOString();
  const member = {
    id: randomUUID(),
    firstname: names.firstname ?? 'Sam',
    lastname: names.lastname ?? `Jones${randomBytes(2).toString('hex')}`,
    email: uniqueEmail(),
    phone: uniqueMobile(),
  };
  await suite.database.db
    .insertInto('members')
    // A staff role given with this address, as `staff add` and invitations record it (where enrolment links may go).
    .values({
      ...member,
      password_hash: await suite.app.passwords.hash(password),
      role,
      staff_email: role === 'member' ? null : member.email,
      created_at: at,
      updated_at: at,
      deactivated_at: null,
    })
    .execute();
  const signedIn: Person = { ...member, password, token: await login(suite, member.email, password) };
  if (role === 'member' || names.secondFactor === false) return signedIn;
  const enrolled = { ...signedIn, ...(await enrolTotp(suite, signedIn.token)) };
  await suite.database.db.updateTable('member_sessions').set({ fresh_factor_at: clock.now().toISOString() }).where('member_id', '=', member.id).execute();
  return enrolled;
}

/** An enrolment code for the account, as `staff add` or an invitation e-mails it (only its hash stored). */
export async function enrolmentCode(suite: DatabaseSuite, memberId: string): Promise<string> {
  const code = newToken();
  await putEnrolmentCode(suite.database.db, memberId, tokenHash(code), clock.now(), new Date(clock.now().getTime() + staffEnrolmentLifetimeMs));
  return code;
}

/** The account a session's token belongs to. */
const accountOf = async (suite: DatabaseSuite, token: string) =>
  (await suite.database.db.selectFrom('member_sessions').select('member_id').where('token_hash', '=', tokenHash(token)).executeTakeFirstOrThrow()).member_id;

/** The authenticator app's code at the suites' clock (a later step than any code given before: move the clock 30 s between two). */
export const totpCode = (secret: string, offsetMs = 0) => generate({ secret, epoch: Math.floor((clock.now().getTime() + offsetMs) / 1000) });

/** Sets up the authenticator app of a session's account through the endpoints, with an enrolment code: its secret and recovery codes. */
export async function enrolTotp(suite: DatabaseSuite, token: string, code?: string): Promise<{ totpSecret: string; recoveryCodes: string[] }> {
  const enrolment = code ?? (await enrolmentCode(suite, await accountOf(suite, token)));
  const started = await call(suite, 'POST', staffTotpEnrolPath, token, { enrolmentCode: enrolment });
  expect(started.statusCode).toBe(200);
  const { secret } = staffTotpEnrolResponseSchema.parse(started.json()).payload;
  const confirmed = await call(suite, 'POST', staffTotpConfirmPath, token, { code: await totpCode(secret), enrolmentCode: enrolment });
  expect(confirmed.statusCode).toBe(200);
  return { totpSecret: secret, recoveryCodes: staffRecoveryCodesResponseSchema.parse(confirmed.json()).payload.recoveryCodes };
}

export async function login(suite: DatabaseSuite, email: string, password: string): Promise<string> {
  const res = await suite.app.inject({ method: 'POST', url: loginPath, payload: { email, password }, remoteAddress: visitorIp() });
  expect(res.statusCode).toBe(200);
  return tokenResponseSchema.parse(res.json()).token;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const call = (suite: DatabaseSuite, method: Method, url: string, token?: string, payload?: object | Buffer, headers: Record<string, string> = {}) =>
  suite.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload }),
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    remoteAddress: visitorIp(),
  });

export const expectError = (res: LightMyRequestResponse, status: number, message: string) => {
  expect({ status: res.statusCode, body: apiErrorSchema.parse(res.json()) }).toEqual({ status, body: { success: false, message, errors: [{ message }] } });
};

export async function addEnquiry(suite: DatabaseSuite, overrides: Record<string, unknown> = {}) {
  const id = randomUUID();
  const at = (overrides.created_at as string | undefined) ?? clock.now().toISOString();
  await suite.database.db
    .insertInto('enquiries')
    .values({
      id,
      type: 'Property',
      annual_rent: '£0 - £25,000',
      is_lease_held: 1,
      city: 'Leeds',
      comments: 'Our landlord wants a rent review.',
      firstname: 'Ann',
      lastname: 'Lee',
      email: uniqueEmail(),
      phone: uniqueMobile(),
      is_subscribe: 0,
      created_at: at,
      updated_at: at,
      ...overrides,
    })
    .execute();
  return id;
}

export async function addDonation(suite: DatabaseSuite, overrides: Record<string, unknown> = {}) {
  const id = randomUUID();
  const at = (overrides.created_at as string | undefined) ?? clock.now().toISOString();
  await suite.database.db
    .insertInto('donations')
    .values({
      id,
      idempotency_key: randomUUID(),
      amount_pence: 2500,
      currency: 'gbp',
      firstname: 'Dee',
      lastname: 'Donor',
      email: uniqueEmail(),
      address_line_one: '1 High Street',
      address_line_two: '',
      city: 'York',
      postcode: 'YO1 1AA',
      card_name: 'D Donor',
      card_brand: 'visa',
      card_last4: '4242',
      status: 'succeeded',
      provider: 'local',
      provider_reference: `ref_${randomBytes(4).toString('hex')}`,
      redirect_url: null,
      failure_message: null,
      created_at: at,
      updated_at: at,
      ...overrides,
    })
    .execute();
  return id;
}

export async function auditRows(suite: DatabaseSuite, target?: string) {
  return suite.database.db
    .selectFrom('staff_audit')
    .selectAll()
    .$if(target !== undefined, (qb) => qb.where('target', '=', target!))
    .orderBy('at')
    .execute();
}

/** The smallest real PNG (1×1). */
export const png = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

/** The mail kept for an address (no SMTP_URL: the outbox), waiting the moment the queue takes to deliver it. */
export async function mailTo(suite: DatabaseSuite, address: string) {
  for (let tries = 0; tries < 40; tries += 1) {
    const mails = await suite.database.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', address).orderBy('created_at').execute();
    if (mails.length) return mails;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return [];
}
