import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formResultCookie, htmlFormAction, type FormResult } from '@tenants/shared/model';
import {
  enquiryDraftCookie,
  enquiryDraftMessages,
  enquiryDraftRowCap,
  enquiryDraftsPerAddressPerHour,
} from '../../src/modules/enquiry/no-script/enquiry-drafts';
import { describeEachDatabase, visitorIp, type DatabaseSuite } from '../helper';

jest.setTimeout(120_000);

const base = mkdtempSync(path.join(tmpdir(), 'tenants-drafts-'));
const deploy = path.join(base, 'deploy');
mkdirSync(path.join(deploy, 'shell'), { recursive: true });
writeFileSync(path.join(deploy, 'shell/index.html'), '<!doctype html><html><head><title>shell</title></head><body><div id=root></div></body></html>');
writeFileSync(path.join(deploy, 'remotes.json'), '{}');
afterAll(() => rmSync(base, { recursive: true, force: true }));

/** The enquiry's first step as a browser without JavaScript posts it (no choice made: its draft keeps the message). */
const firstStep = (suite: DatabaseSuite, ip: string, cookie?: string) =>
  suite.app.inject({
    method: 'POST',
    url: htmlFormAction('enquiry'),
    payload: new URLSearchParams({ step: '1' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    remoteAddress: ip,
  });

const cookies = (res: { headers: Record<string, unknown> }) => [res.headers['set-cookie']].flat().filter(Boolean).map(String);
const draftCookie = (res: { headers: Record<string, unknown> }) =>
  cookies(res)
    .find((c) => c.startsWith(`${enquiryDraftCookie}=`))
    ?.split(';')[0];
function resultOf(res: { headers: Record<string, unknown> }): FormResult | undefined {
  const flash = cookies(res).find((c) => c.startsWith(`${formResultCookie}=`));
  const value = flash
    ?.split(';')[0]
    .slice(formResultCookie.length + 1)
    .split('.')[0];
  return value ? (JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as FormResult) : undefined;
}
const draftRows = async (suite: DatabaseSuite) =>
  Number(
    (
      await suite.database.db
        .selectFrom('enquiry_drafts')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/**
 * Issue 50 (low): anonymous no-JavaScript enquiry drafts had no limit (500 posts in 4 s kept 500 rows). A new
 * draft now counts against the visitor's address, and no more than a cap of them are kept at once: past
 * either, the step is answered with a plain message and nothing is kept (a kept draft is never pruned for a
 * new one).
 */
describeEachDatabase(
  'anonymous enquiry drafts are limited',
  (suite) => {
    it(`one address starts at most ${enquiryDraftsPerAddressPerHour} drafts an hour; a visitor already in one goes on; another address is not held up`, async () => {
      const ip = visitorIp();
      const before = await draftRows(suite);
      const started = [];
      for (let i = 0; i < enquiryDraftsPerAddressPerHour; i += 1) started.push(await firstStep(suite, ip));
      expect(started.map((res) => res.statusCode)).toEqual(started.map(() => 303));
      expect(started.every((res) => draftCookie(res))).toBe(true);
      expect((await draftRows(suite)) - before).toBe(enquiryDraftsPerAddressPerHour);

      // A burst of new ones from the same address: every one refused with the message, none kept.
      const burst = await Promise.all(Array.from({ length: 20 }, () => firstStep(suite, ip)));
      for (const res of burst) {
        expect(res.statusCode).toBe(303);
        expect(res.headers.location).toBe('/enquiry?step=1#error-summary');
        expect(draftCookie(res)).toBeUndefined();
        expect(resultOf(res)).toMatchObject({ form: 'enquiry', ok: false, message: enquiryDraftMessages.addressLimited, values: { step: '1' }, errors: {} });
      }
      expect((await draftRows(suite)) - before).toBe(enquiryDraftsPerAddressPerHour);

      // Its drafts still save (an update is no new row), and a visitor elsewhere starts one.
      const going = await firstStep(suite, ip, draftCookie(started[0]));
      expect(resultOf(going)).toBeUndefined();
      expect(draftCookie(going)).toBe(draftCookie(started[0]));
      expect(draftCookie(await firstStep(suite, visitorIp()))).toBeDefined();
    });

    it(`keeps at most ${enquiryDraftRowCap} drafts at once: a new one past that is refused, kept ones go on, expired ones make room`, async () => {
      const existing = await draftRows(suite);
      const expiresAt = new Date(Date.now() + 30 * 60 * 1000).toISOString();
      const rows = Array.from({ length: enquiryDraftRowCap - existing }, () => ({
        id: randomBytes(32).toString('hex'),
        answers: '{}',
        errors: '{}',
        message: '',
        expires_at: expiresAt,
      }));
      for (let i = 0; i < rows.length; i += 250)
        await suite.database.db
          .insertInto('enquiry_drafts')
          .values(rows.slice(i, i + 250))
          .execute();
      expect(await draftRows(suite)).toBe(enquiryDraftRowCap);

      const refused = await firstStep(suite, visitorIp());
      expect(draftCookie(refused)).toBeUndefined();
      expect(resultOf(refused)?.message).toBe(enquiryDraftMessages.full);
      expect(await draftRows(suite)).toBe(enquiryDraftRowCap);

      // Drafts that ended are deleted as new ones come, so the room comes back by itself.
      await suite.database.db
        .updateTable('enquiry_drafts')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where(
          'id',
          'in',
          rows.slice(0, 5).map((r) => r.id),
        )
        .execute();
      const admitted = await firstStep(suite, visitorIp());
      expect(resultOf(admitted)?.message).not.toBe(enquiryDraftMessages.full);
      expect(draftCookie(admitted)).toBeDefined();
      expect(await draftRows(suite)).toBe(enquiryDraftRowCap - 4);
    });
  },
  { env: { SERVE_SITE: '1', DEPLOY_DIR: deploy } },
);
