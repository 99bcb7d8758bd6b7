import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  reviewMessages,
  staffArticleListResponseSchema,
  staffArticleResponseSchema,
  staffArticleVersionListResponseSchema,
  staffSummaryResponseSchema,
  staffWorkMessages,
} from '@tenants/shared/model';
import { describeEachDatabase, type DatabaseSuite } from '../../helper';
import { auditRows, call, clock, expectError, person, type Person } from '../staff/fixtures';

jest.setTimeout(60_000);

const uploads = mkdtempSync(path.join(tmpdir(), 'tenants-review-media-'));
afterAll(() => rmSync(uploads, { recursive: true, force: true }));

const whole = (title: string) => ({
  title,
  caption: 'What a rent review means for your business.',
  bodyHtml: '<p>Read the clause.</p>',
  categoryId: 1,
  mediaPath: '/media/articles/rent-review.svg',
  mediaAlt: 'A bar chart',
});

/** The mails an address has been sent (no SMTP_URL: the outbox), each delivered first. */
async function mailsTo(suite: DatabaseSuite, email: string) {
  await suite.app.mailQueue.runDue();
  return suite.database.db.selectFrom('mail_outbox').select(['subject', 'text_body']).where('to_address', '=', email).orderBy('created_at').execute();
}
const summary = async (suite: DatabaseSuite, who: Person) =>
  staffSummaryResponseSchema.parse((await call(suite, 'GET', '/api/staff/summary', who.token)).json()).payload;
const article = (res: { json(): unknown }) => staffArticleResponseSchema.parse(res.json());

describeEachDatabase(
  'the news desk review loop',
  (suite) => {
    let contributor: Person;
    let editor: Person;
    let admin: Person;
    beforeAll(async () => {
      contributor = await person(suite, 'contributor', { firstname: 'Cora', lastname: 'Writer' });
      editor = await person(suite, 'staff', { firstname: 'Stella', lastname: 'Editor' });
      admin = await person(suite, 'admin', { firstname: 'Ada' });
    });

    it('submit → the editors are told → sent back with a note → amended and resubmitted → published', async () => {
      const title = `Rent reviews ${Date.now()}`;
      const { id } = article(await call(suite, 'POST', '/api/staff/articles', contributor.token, whole(title))).payload;
      const before = await summary(suite, editor);

      const submitted = article(await call(suite, 'POST', `/api/staff/articles/${id}/submit`, contributor.token));
      expect(submitted.message).toBe(reviewMessages.submitted);
      expect(submitted.payload.review).toMatchObject({ state: 'submitted', note: null, byId: contributor.id, suggestionId: null });
      expectError(await call(suite, 'POST', `/api/staff/articles/${id}/submit`, contributor.token), 409, reviewMessages.alreadySubmitted);
      // Editors are told: their home page's count, the filtered list, and a mail each.
      expect((await summary(suite, editor)).review).toBe(before.review + 1);
      const waiting = staffArticleListResponseSchema.parse((await call(suite, 'GET', '/api/staff/articles?review=submitted', editor.token)).json()).payload;
      expect(waiting.items.map((a) => a.id)).toContain(id);
      for (const who of [editor, admin]) {
        const mails = await mailsTo(suite, who.email);
        expect(mails.at(-1)).toMatchObject({ subject: `For review: “${title}”` });
        expect(mails.at(-1)!.text_body).toContain(`Cora Writer has submitted the draft “${title}” for review.`);
        expect(mails.at(-1)!.text_body).toContain(`/staff/news/${id}`);
      }
      // The writer asked for it: no review mail to them.
      expect((await mailsTo(suite, contributor.email)).map((m) => m.subject)).not.toContain(`For review: “${title}”`);

      // Sending back is an editor's, needs a note, and tells the writer.
      expectError(
        await call(suite, 'POST', `/api/staff/articles/${id}/return`, contributor.token, { note: 'x' }),
        403,
        staffWorkMessages.contributorOnlyDrafts,
      );
      expectError(await call(suite, 'POST', `/api/staff/articles/${id}/return`, editor.token, { note: '  ' }), 400, reviewMessages.noteRequired);
      const returned = article(await call(suite, 'POST', `/api/staff/articles/${id}/return`, editor.token, { note: 'Please add the dates.\nAnd a source.' }));
      expect(returned.message).toBe(reviewMessages.returned);
      expect(returned.payload.review).toMatchObject({ state: 'returned', note: 'Please add the dates.\nAnd a source.' });
      expectError(await call(suite, 'POST', `/api/staff/articles/${id}/return`, editor.token, { note: 'again' }), 409, reviewMessages.notSubmitted);
      const toWriter = (await mailsTo(suite, contributor.email)).at(-1)!;
      expect(toWriter.subject).toBe(`Sent back: “${title}”`);
      expect(toWriter.text_body).toContain('Stella Editor has sent');
      expect(toWriter.text_body).toContain('Please add the dates.');
      // The writer sees the note on the draft, and their home page counts it.
      const seen = article(await call(suite, 'GET', `/api/staff/articles/${id}`, contributor.token)).payload;
      expect(seen.review).toMatchObject({ state: 'returned', note: 'Please add the dates.\nAnd a source.' });
      expect((await summary(suite, contributor)).review).toBe(1);
      expect((await summary(suite, editor)).review).toBe(before.review);

      // Amended and resubmitted; the editor publishes it and the review ends.
      expect((await call(suite, 'PUT', `/api/staff/articles/${id}`, contributor.token, { ...whole(title), bodyHtml: '<p>From 1 May.</p>' })).statusCode).toBe(
        200,
      );
      expect(article(await call(suite, 'POST', `/api/staff/articles/${id}/submit`, contributor.token)).payload.review?.state).toBe('submitted');
      expect((await summary(suite, contributor)).review).toBe(0);
      const published = article(await call(suite, 'POST', `/api/staff/articles/${id}/publish`, editor.token, {})).payload;
      expect(published).toMatchObject({ state: 'published', review: null });
      expectError(await call(suite, 'POST', `/api/staff/articles/${id}/submit`, contributor.token), 409, reviewMessages.onlyDrafts);

      expect((await auditRows(suite, `article:${id}`)).map((r) => r.action)).toEqual([
        'article.create',
        'article.submit',
        'article.return',
        'article.update',
        'article.submit',
        'article.publish',
      ]);
    });

    it('a contributor suggests changes to a live article: kept aside as a version until an editor applies it', async () => {
      const title = `Service charges ${Date.now()}`;
      const { id } = article(await call(suite, 'POST', '/api/staff/articles', editor.token, whole(title))).payload;
      await call(suite, 'POST', `/api/staff/articles/${id}/publish`, editor.token, {});
      // Saving a live article is not theirs: refused, never silently ignored.
      expectError(await call(suite, 'PUT', `/api/staff/articles/${id}`, contributor.token, whole(title)), 403, staffWorkMessages.contributorOnlyDrafts);

      const suggested = article(
        await call(suite, 'POST', `/api/staff/articles/${id}/suggest`, contributor.token, { ...whole(title), caption: 'A better caption.' }),
      );
      expect(suggested.message).toBe(reviewMessages.suggested);
      expect(suggested.payload.caption).toBe('What a rent review means for your business.');
      const suggestionId = suggested.payload.review?.suggestionId;
      expect(suggested.payload.review).toMatchObject({ state: 'submitted', byId: contributor.id });
      const versions = staffArticleVersionListResponseSchema.parse(
        (await call(suite, 'GET', `/api/staff/articles/${id}/versions`, editor.token)).json(),
      ).payload;
      expect(versions.find((v) => v.id === suggestionId)).toMatchObject({ suggestion: true, savedBy: { id: contributor.id } });
      expect((await mailsTo(suite, editor.email)).at(-1)!.subject).toBe(`Changes suggested to “${title}”`);
      // A contributor cannot apply it; an editor can, and the review ends.
      expectError(
        await call(suite, 'POST', `/api/staff/articles/${id}/versions/${suggestionId}/restore`, contributor.token),
        403,
        staffWorkMessages.contributorOnlyDrafts,
      );
      const applied = article(await call(suite, 'POST', `/api/staff/articles/${id}/versions/${suggestionId}/restore`, editor.token)).payload;
      expect(applied).toMatchObject({ caption: 'A better caption.', state: 'published', review: null });
      expect((await auditRows(suite, `article:${id}`)).map((r) => r.action)).toContain('article.suggest');

      // Suggestions are for live articles; a draft is edited directly.
      const draft = article(await call(suite, 'POST', '/api/staff/articles', contributor.token, { title: 'Just a draft' })).payload;
      expectError(await call(suite, 'POST', `/api/staff/articles/${draft.id}/suggest`, contributor.token, { title: 'x' }), 409, reviewMessages.onlyLive);
    });
  },
  { env: { MEDIA_UPLOAD_DIR: uploads }, options: { now: clock.now } },
);
