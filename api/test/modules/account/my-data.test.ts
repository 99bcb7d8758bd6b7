import {
  accountDataMessages,
  accountDataPath,
  accountDataSchema,
  accountDeletePath,
  accountPreferencesPath,
  accountPreferencesResponseSchema,
  newsletterMessages,
  newsletterPath,
  profilePath,
  subscriptionConfirmPath,
} from '@tenants/shared/model';
import { describeEachDatabase, type DatabaseSuite } from '../../helper';
import { expectError, post, register } from './fixtures';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** The link of the newest confirmation mail to `email` in the outbox, followed. */
async function confirmFromMail(suite: DatabaseSuite, email: string) {
  const mail = await suite.database.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', email)
    .where('subject', 'like', 'Please confirm%')
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  const token = /confirm\?token=([A-Za-z0-9_-]+)/.exec(mail.text_body)![1];
  expect((await suite.app.inject({ method: 'POST', url: subscriptionConfirmPath, payload: { token } })).statusCode).toBe(200);
}

describeEachDatabase('a member’s own data', (suite) => {
  it('shows and changes the member’s lists; a list asked for again needs a new confirmation', async () => {
    const member = await register(suite);
    await post(suite, newsletterPath, { email: member.email, source: '/' });
    await suite.app.mailQueue.runDue();
    await confirmFromMail(suite, member.email);

    const before = accountPreferencesResponseSchema.parse(
      (await suite.app.inject({ method: 'GET', url: accountPreferencesPath, headers: auth(member.token) })).json(),
    );
    expect(before.payload.lists).toEqual([
      { list: 'newsletter', status: 'confirmed' },
      { list: 'broadcast', status: 'none' },
    ]);
    const left = await suite.app.inject({ method: 'PUT', url: accountPreferencesPath, headers: auth(member.token), payload: { lists: { newsletter: false } } });
    expect(left.json()).toEqual({
      success: true,
      message: newsletterMessages.preferencesSaved,
      payload: {
        lists: [
          { list: 'newsletter', status: 'unsubscribed' },
          { list: 'broadcast', status: 'none' },
        ],
      },
    });
    const again = await suite.app.inject({ method: 'PUT', url: accountPreferencesPath, headers: auth(member.token), payload: { lists: { newsletter: true } } });
    expect(again.json()).toMatchObject({
      message: newsletterMessages.confirmationSent,
      payload: {
        lists: [
          { list: 'newsletter', status: 'unconfirmed' },
          { list: 'broadcast', status: 'none' },
        ],
      },
    });
    expect((await suite.app.inject({ method: 'GET', url: accountPreferencesPath })).statusCode).toBe(401);
  });

  it('gives everything kept about the member as a JSON download, without secrets', async () => {
    const member = await register(suite);
    await post(suite, newsletterPath, { email: member.email, source: '/news' });
    const res = await suite.app.inject({ method: 'GET', url: accountDataPath, headers: auth(member.token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="my-data.json"');
    const data = accountDataSchema.parse(res.json());
    expect(data.profile).toMatchObject({ firstname: member.firstname, email: member.email, phone: member.phone });
    expect(data.consents).toEqual([
      expect.objectContaining({ list: 'newsletter', source: '/news', wording: expect.any(String), confirmedAt: null, withdrawnAt: null }),
    ]);
    expect(res.body).not.toMatch(/password|scrypt|token_hash|card_/i);
    expect(res.body).not.toContain(member.token);
  });

  it('deletes the account with the right password only, mails a confirmation, and ends the session', async () => {
    const member = await register(suite);
    expectError(await post(suite, accountDeletePath, { password: 'not-it' }, auth(member.token)), 400, accountDataMessages.passwordWrong);
    const res = await post(suite, accountDeletePath, { password: member.password }, auth(member.token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: accountDataMessages.deleted });
    expect((await suite.app.inject({ method: 'GET', url: profilePath, headers: auth(member.token) })).statusCode).toBe(401);
    expect(await suite.database.db.selectFrom('members').select('id').where('email', '=', member.email).execute()).toEqual([]);
    await suite.app.mailQueue.runDue();
    const mail = await suite.database.db.selectFrom('mail_outbox').select('subject').where('to_address', '=', member.email).execute();
    expect(mail.map((m) => m.subject)).toContainEqual(expect.stringMatching(/account has been deleted/));
  });

  it('refuses to delete a staff account: an admin removes the role first', async () => {
    const member = await register(suite);
    await suite.database.db.updateTable('members').set({ role: 'staff' }).where('email', '=', member.email).execute();
    const res = await post(suite, accountDeletePath, { password: member.password }, auth(member.token));
    expect(res.statusCode).toBe(403);
    expect(await suite.database.db.selectFrom('members').select('id').where('email', '=', member.email).execute()).toHaveLength(1);
  });
});
