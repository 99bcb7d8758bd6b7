import {
  pageMessages,
  pageReviewMessages,
  pageVersionListSchema,
  staffPageListSchema,
  staffPageReturnPath,
  staffPageReviewResponseSchema,
  staffPageSubmitPath,
  staffPagesPath,
  staffSummaryResponseSchema,
  staffWorkMessages,
  type StaffPage,
} from '@tenants/shared/model';
import { describeEachDatabase, type DatabaseSuite } from '../../helper';
import { auditRows, call, clock, expectError, person, type Person } from '../staff/fixtures';

jest.setTimeout(120_000);

/** The mails an address has been sent (no SMTP_URL: the outbox), each delivered first. */
async function mailsTo(suite: DatabaseSuite, email: string) {
  await suite.app.mailQueue.runDue();
  return suite.database.db.selectFrom('mail_outbox').select(['subject', 'text_body']).where('to_address', '=', email).orderBy('created_at').execute();
}
const summary = async (suite: DatabaseSuite, who: Person) =>
  staffSummaryResponseSchema.parse((await call(suite, 'GET', '/api/staff/summary', who.token)).json()).payload;
const reviewed = (res: { json(): unknown }) => staffPageReviewResponseSchema.parse(res.json());

describeEachDatabase(
  'the pages desk review loop',
  (suite) => {
    let contributor: Person;
    let editor: Person;
    let admin: Person;
    let away: Person;
    const idOf = async (address: string) =>
      (await suite.database.db.selectFrom('pages').select('id').where('address', '=', address).executeTakeFirstOrThrow()).id;
    const page = async (id: string, who: Person): Promise<StaffPage> => staffPageResponseOf(await call(suite, 'GET', `${staffPagesPath}/${id}`, who.token));
    const staffPageResponseOf = (res: { json(): unknown }) => staffPageReviewResponseSchema.omit({ message: true }).parse(res.json()).payload;
    /** The contributor's change to the page's title: draft changes to review. */
    const amend = async (id: string, title: string) => {
      const res = await call(suite, 'PUT', `${staffPagesPath}/${id}`, contributor.token, { title });
      expect(res.statusCode).toBe(200);
    };

    beforeAll(async () => {
      clock.offsetMs = 0;
      contributor = await person(suite, 'contributor', { firstname: 'Cora', lastname: 'Writer' });
      editor = await person(suite, 'staff', { firstname: 'Stella', lastname: 'Editor' });
      admin = await person(suite, 'admin', { firstname: 'Ada', lastname: 'Admin' });
      away = await person(suite, 'staff', { firstname: 'Dee', lastname: 'Activated' });
      await suite.database.db.updateTable('members').set({ deactivated_at: clock.now().toISOString() }).where('id', '=', away.id).execute();
    });

    it('submit → the editors are told → sent back with a note → amended and resubmitted → published, which ends it', async () => {
      const id = await idOf('/property/lease-renewals');
      const before = await summary(suite, editor);
      // Nothing changed yet: nothing to review.
      expectError(await call(suite, 'POST', staffPageSubmitPath(id), contributor.token), 409, pageReviewMessages.nothingToReview);
      await amend(id, 'Lease Renewals Made Simple');

      const submitted = reviewed(await call(suite, 'POST', staffPageSubmitPath(id), contributor.token));
      expect(submitted.message).toBe(pageReviewMessages.submitted);
      expect(submitted.payload.review).toMatchObject({ state: 'submitted', note: null, writer: { id: contributor.id, firstname: 'Cora' }, returnedBy: null });
      expectError(await call(suite, 'POST', staffPageSubmitPath(id), contributor.token), 409, pageReviewMessages.alreadySubmitted);

      // The editors are told: their home page's count, the list's mark, and a mail each (not the deactivated one, not the writer).
      expect((await summary(suite, editor)).pageReview).toBe(before.pageReview + 1);
      expect((await summary(suite, admin)).pageReview).toBe(before.pageReview + 1);
      const listed = staffPageListSchema.parse((await call(suite, 'GET', staffPagesPath, editor.token)).json()).payload.sections.flatMap((s) => s.pages);
      expect(listed.find((p) => p.id === id)?.review).toMatchObject({ state: 'submitted' });
      for (const who of [editor, admin]) {
        const mail = (await mailsTo(suite, who.email)).at(-1)!;
        expect(mail.subject).toBe('Page for review: “Lease Renewals Made Simple”');
        expect(mail.text_body).toContain('Cora Writer has submitted changes to the page “Lease Renewals Made Simple” (/property/lease-renewals) for review.');
        expect(mail.text_body).toContain(`/staff/pages/${id}`);
      }
      for (const who of [away, contributor]) expect((await mailsTo(suite, who.email)).filter((m) => m.subject.startsWith('Page for review'))).toEqual([]);

      // Sending back is an editor's, needs a note, and tells the writer.
      const send = (who: Person, body: object) => call(suite, 'POST', staffPageReturnPath(id), who.token, body);
      expectError(await send(contributor, { note: 'x' }), 403, staffWorkMessages.contributorOnlyDrafts);
      expectError(await send(editor, { note: '  ' }), 400, pageReviewMessages.noteRequired);
      expectError(await send(editor, {}), 400, pageReviewMessages.noteRequired);
      const returned = reviewed(await send(editor, { note: 'Please keep the old title.\nIt is in the menu.' }));
      expect(returned.message).toBe(pageReviewMessages.returned);
      expect(returned.payload.review).toMatchObject({
        state: 'returned',
        note: 'Please keep the old title.\nIt is in the menu.',
        writer: { id: contributor.id },
        returnedBy: { id: editor.id, firstname: 'Stella', lastname: 'Editor' },
      });
      expectError(await send(editor, { note: 'again' }), 409, pageReviewMessages.notSubmitted);
      const toWriter = (await mailsTo(suite, contributor.email)).at(-1)!;
      expect(toWriter.subject).toBe('Page sent back: “Lease Renewals Made Simple”');
      expect(toWriter.text_body).toContain('Stella Editor has sent the page “Lease Renewals Made Simple” back to you with this note:');
      expect(toWriter.text_body).toContain('Please keep the old title.');
      expect(toWriter.text_body).toContain(`/staff/pages/${id}`);

      // The writer reads the note on the page, and their home page counts it; the editors' count goes down.
      expect((await page(id, contributor)).review).toMatchObject({ state: 'returned', note: 'Please keep the old title.\nIt is in the menu.' });
      expect((await summary(suite, contributor)).pageReview).toBe(1);
      expect((await summary(suite, editor)).pageReview).toBe(before.pageReview);

      // Amended and submitted again: the note is gone.
      await amend(id, 'Lease Renewals');
      await call(suite, 'PUT', `${staffPagesPath}/${id}`, contributor.token, { description: 'When and how to renew your lease.' });
      const again = reviewed(await call(suite, 'POST', staffPageSubmitPath(id), contributor.token)).payload;
      expect(again.review).toMatchObject({ state: 'submitted', note: null, returnedBy: null });
      expect((await summary(suite, contributor)).pageReview).toBe(0);

      // Publishing is the editor's, and ends the review.
      expectError(await call(suite, 'POST', `${staffPagesPath}/${id}/publish`, contributor.token, {}), 403, staffWorkMessages.contributorOnlyDrafts);
      const published = staffPageResponseOf(await call(suite, 'POST', `${staffPagesPath}/${id}/publish`, editor.token, {}));
      expect(published).toMatchObject({ state: 'published', hasDraft: false, review: null });
      expect((await summary(suite, editor)).pageReview).toBe(before.pageReview);

      expect((await auditRows(suite, `page:${id}`)).map((r) => r.action)).toEqual([
        'page.update',
        'page.submit',
        'page.return',
        'page.update',
        'page.update',
        'page.submit',
        'page.publish',
      ]);
    });

    it('scheduling ends the review too, and an editor may submit their own changes for a colleague', async () => {
      const id = await idOf('/property/rates');
      const res = await call(suite, 'PUT', `${staffPagesPath}/${id}`, editor.token, { title: 'Business Rates Checked' });
      expect(res.statusCode).toBe(200);
      expect(reviewed(await call(suite, 'POST', staffPageSubmitPath(id), editor.token)).payload.review).toMatchObject({ writer: { id: editor.id } });
      // The writer is not mailed about their own page; the other editor is.
      expect((await mailsTo(suite, editor.email)).map((m) => m.subject)).not.toContain('Page for review: “Business Rates Checked”');
      expect((await mailsTo(suite, admin.email)).at(-1)!.subject).toBe('Page for review: “Business Rates Checked”');
      const at = new Date(clock.now().getTime() + 24 * 3600_000).toISOString();
      const scheduled = staffPageResponseOf(await call(suite, 'POST', `${staffPagesPath}/${id}/publish`, admin.token, { publishAt: at }));
      expect(scheduled).toMatchObject({ state: 'scheduled', review: null });
    });

    it('names who saved each version, contributors too, for every role reading the history', async () => {
      const id = await idOf('/corporate/insurance');
      await call(suite, 'PUT', `${staffPagesPath}/${id}`, contributor.token, { title: 'Insurance for Tenants' });
      await call(suite, 'PUT', `${staffPagesPath}/${id}`, editor.token, { title: 'Insurance' });
      for (const reader of [contributor, editor]) {
        const versions = pageVersionListSchema.parse((await call(suite, 'GET', `${staffPagesPath}/${id}/versions`, reader.token)).json()).payload;
        expect(versions.slice(0, 2).map((v) => [v.savedBy, v.savedByName])).toEqual([
          [editor.id, 'Stella Editor'],
          [contributor.id, 'Cora Writer'],
        ]);
        // The seed: no one.
        expect(versions.at(-1)).toMatchObject({ savedBy: null, savedByName: null });
      }
    });

    it('refuses what is not there: no such page (404) and a page not waiting (409)', async () => {
      expectError(await call(suite, 'POST', staffPageSubmitPath('no-such-page'), contributor.token), 404, pageMessages.notFound);
      const id = await idOf('/property/services');
      expectError(await call(suite, 'POST', staffPageReturnPath(id), editor.token, { note: 'No.' }), 409, pageReviewMessages.notSubmitted);
      expect((await call(suite, 'POST', staffPageSubmitPath(id))).statusCode).toBe(401);
    });
  },
  { options: { now: clock.now } },
);
