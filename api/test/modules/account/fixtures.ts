import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { apiErrorSchema, registerPath, tokenResponseSchema } from '@tenants/shared/model';
import { visitorIp, type DatabaseSuite } from '../../helper';
import { uniqueEmail, uniqueMobile } from '../../fakes/people';

/** A sign-up no other test uses, with a password on no common-password list. */
export const newMember = () => ({
  firstname: 'Priya',
  lastname: 'Shah',
  email: uniqueEmail(),
  phone: uniqueMobile(),
  password: `pw-${randomBytes(6).toString('hex')}`,
});

export const post = (suite: DatabaseSuite, url: string, payload: object, headers: Record<string, string> = {}, remoteAddress = visitorIp()) =>
  suite.app.inject({ method: 'POST', url, payload, headers, remoteAddress });

export const expectError = (res: LightMyRequestResponse, status: number, message: string) => {
  expect(res.statusCode).toBe(status);
  expect(apiErrorSchema.parse(res.json())).toEqual({ success: false, message, errors: [{ message }] });
};

export async function register(suite: DatabaseSuite, member = newMember()) {
  const res = await post(suite, registerPath, member);
  expect(res.statusCode).toBe(200);
  return { ...member, token: tokenResponseSchema.parse(res.json()).token };
}

/** The reset link's token from the newest e-mail to `email` in the outbox, as a member would click it. */
export async function resetTokenFromMail(suite: DatabaseSuite, email: string): Promise<string> {
  const mail = await suite.database.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', email)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  const match = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text_body);
  if (!match) throw new Error('no reset link in the e-mail');
  return decodeURIComponent(match[1]);
}
