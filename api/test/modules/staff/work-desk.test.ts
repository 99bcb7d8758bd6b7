import {
  articleByAliasPath,
  articleListPath,
  articleListResponseSchema,
  okSchema,
  staffArticleListResponseSchema,
  staffArticleResponseSchema,
  staffArticleVersionListResponseSchema,
  staffArticleVersionResponseSchema,
  staffMessages,
  staffWorkMessages,
} from '@tenants/shared/model';
import { describeEachDatabase, type DatabaseSuite } from '../../helper';
import { auditRows, call, clock, expectError, person, type Person } from './fixtures';

jest.setTimeout(60_000);

const whole = (overrides: Record<string, unknown> = {}) => ({
  title: 'Service Charges Explained',
  caption: 'What a service charge may cover.',
  bodyHtml: '<p>Read the lease.</p>',
  categoryId: 1,
  mediaPath: '/media/articles/rent-review.svg',
  mediaAlt: 'A bar chart',
  ...overrides,
});

const publicAliases = async (suite: DatabaseSuite) =>
  articleListResponseSchema.parse((await call(suite, 'GET', `${articleListPath}?categoryId=1`)).json()).payload.articles.map((a) => a.alias);

describeEachDatabase(
  'news desk: drafts, versions, undo and delete',
  (suite) => {
    let staff: Person;
    let other: Person;
    let admin: Person;
    let contributor: Person;
    beforeAll(async () => {
      staff = await person(suite, 'staff', { firstname: 'Stella' });
      other = await person(suite, 'staff', { firstname: 'Otto' });
      admin = await person(suite, 'admin', { firstname: 'Ada' });
      contributor = await person(suite, 'contributor', { firstname: 'Cora' });
    });
    afterEach(() => {
      clock.offsetMs = 0;
    });

    const create = async (who: Person, body: object) => {
      const res = await call(suite, 'POST', '/api/staff/articles', who.token, body);
      expect(res.statusCode).toBe(200);
      return staffArticleResponseSchema.parse(res.json()).payload;
    };

    it('saves a draft with a title alone, and publishing names every missing field', async () => {
      const draft = await create(staff, { title: `Half written ${Date.now()}` });
      expect(draft).toMatchObject({ state: 'draft', everPublished: false, caption: '', bodyHtml: '', mediaPath: '' });
      expectError(await call(suite, 'POST', '/api/staff/articles', staff.token, { caption: 'No title' }), 400, staffMessages.titleRequired);

      const res = await call(suite, 'POST', `/api/staff/articles/${draft.id}/publish`, staff.token, {});
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: staffMessages.captionRequired,
        errors: [
          { message: staffMessages.captionRequired, path: 'caption' },
          { message: staffMessages.bodyRequired, path: 'bodyHtml' },
          { message: staffMessages.pictureRequired, path: 'mediaPath' },
          { message: staffMessages.altRequired, path: 'mediaAlt' },
        ],
      });
      // Scheduling checks the same.
      expect((await call(suite, 'POST', `/api/staff/articles/${draft.id}/publish`, staff.token, { publishAt: '2099-01-01T09:00:00Z' })).statusCode).toBe(400);

      expect((await call(suite, 'PUT', `/api/staff/articles/${draft.id}`, staff.token, whole({ title: draft.title, alias: draft.alias }))).statusCode).toBe(
        200,
      );
      const published = await call(suite, 'POST', `/api/staff/articles/${draft.id}/publish`, staff.token, {});
      expect(staffArticleResponseSchema.parse(published.json()).payload).toMatchObject({ state: 'published', everPublished: true });
    });

    it('refuses an autosave of a live article and a save that would leave it incomplete', async () => {
      const article = await create(staff, whole({ title: `Live ${Date.now()}` }));
      await call(suite, 'POST', `/api/staff/articles/${article.id}/publish`, staff.token, {});
      expectError(
        await call(suite, 'PUT', `/api/staff/articles/${article.id}`, staff.token, whole({ title: article.title, autosave: true })),
        409,
        staffWorkMessages.autosaveLive,
      );
      const res = await call(suite, 'PUT', `/api/staff/articles/${article.id}`, staff.token, { title: article.title });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual(['caption', 'bodyHtml', 'mediaPath', 'mediaAlt']);
      // A contributor cannot change what is live.
      expectError(
        await call(suite, 'PUT', `/api/staff/articles/${article.id}`, contributor.token, whole({ title: article.title })),
        403,
        staffWorkMessages.contributorOnlyDrafts,
      );
    });

    it('keeps a version per save, folds one person’s autosaves within 10 minutes, and restores a version', async () => {
      const article = await create(staff, { title: 'Version one' });
      const versions = async () =>
        staffArticleVersionListResponseSchema.parse((await call(suite, 'GET', `/api/staff/articles/${article.id}/versions`, staff.token)).json()).payload;
      const save = (who: Person, title: string, autosave: boolean) =>
        call(suite, 'PUT', `/api/staff/articles/${article.id}`, who.token, { title, alias: article.alias, autosave });

      await save(staff, 'Typing a', true);
      clock.offsetMs = 5 * 60 * 1000;
      await save(staff, 'Typing ab', true);
      // Another person's autosave is a version of its own.
      await save(other, 'Otto typing', true);
      clock.offsetMs = 6 * 60 * 1000;
      await save(staff, 'Typing abc', true);
      clock.offsetMs = 17 * 60 * 1000;
      await save(staff, 'Typing later', true);
      await save(staff, 'Saved on purpose', false);

      const list = await versions();
      expect(list.map((v) => [v.title, v.autosave, v.savedBy?.firstname])).toEqual([
        ['Saved on purpose', false, 'Stella'],
        ['Typing later', true, 'Stella'],
        ['Typing abc', true, 'Stella'],
        ['Otto typing', true, 'Otto'],
        ['Typing ab', true, 'Stella'],
        ['Version one', false, 'Stella'],
      ]);

      const first = list[list.length - 1];
      const one = staffArticleVersionResponseSchema.parse(
        (await call(suite, 'GET', `/api/staff/articles/${article.id}/versions/${first.id}`, staff.token)).json(),
      ).payload;
      expect(one.article).toMatchObject({ title: 'Version one', alias: article.alias });
      expectError(await call(suite, 'GET', `/api/staff/articles/${article.id}/versions/nope`, staff.token), 404, staffMessages.notFound);

      const restored = await call(suite, 'POST', `/api/staff/articles/${article.id}/versions/${first.id}/restore`, contributor.token);
      expect(restored.statusCode).toBe(200);
      expect(staffArticleResponseSchema.parse(restored.json())).toMatchObject({
        message: staffWorkMessages.versionRestored,
        payload: { title: 'Version one' },
      });
      expect((await versions())[0]).toMatchObject({ title: 'Version one', autosave: false, savedBy: { id: contributor.id } });
      const audit = await auditRows(suite, `article:${article.id}`);
      expect(JSON.parse(audit[audit.length - 1].data)).toEqual({ alias: article.alias, version: first.id });
    });

    it('keeps the last 30 versions', async () => {
      const article = await create(staff, { title: 'Many saves' });
      for (let n = 1; n <= 31; n += 1) await call(suite, 'PUT', `/api/staff/articles/${article.id}`, staff.token, { title: `Save ${n}`, alias: article.alias });
      const list = staffArticleVersionListResponseSchema.parse(
        (await call(suite, 'GET', `/api/staff/articles/${article.id}/versions`, staff.token)).json(),
      ).payload;
      expect(list).toHaveLength(30);
      expect(list[0].title).toBe('Save 31');
      expect(list[29].title).toBe('Save 2');
    });

    it('undoes an unpublish within a minute with the old date, and not after', async () => {
      const article = await create(staff, whole({ title: `Undo me ${Date.now()}` }));
      const published = staffArticleResponseSchema.parse(
        (await call(suite, 'POST', `/api/staff/articles/${article.id}/publish`, staff.token, {})).json(),
      ).payload;
      expect(await publicAliases(suite)).toContain(article.alias);

      const unpublished = await call(suite, 'POST', `/api/staff/articles/${article.id}/unpublish`, staff.token);
      const body = staffArticleResponseSchema.parse(unpublished.json());
      expect(body.payload.state).toBe('draft');
      expect(Date.parse(body.undoUntil!) - clock.now().getTime()).toBeGreaterThan(55_000);
      expect(await publicAliases(suite)).not.toContain(article.alias);
      expect((await call(suite, 'GET', articleByAliasPath(article.alias))).statusCode).toBe(404);

      clock.offsetMs = 30_000;
      const undone = staffArticleResponseSchema.parse(
        (await call(suite, 'POST', `/api/staff/articles/${article.id}/undo-unpublish`, staff.token)).json(),
      ).payload;
      expect(undone).toMatchObject({ state: 'published', publishedAt: published.publishedAt });
      expect(await publicAliases(suite)).toContain(article.alias);
      // Nothing left to undo.
      expectError(await call(suite, 'POST', `/api/staff/articles/${article.id}/undo-unpublish`, staff.token), 409, staffWorkMessages.undoExpired);

      await call(suite, 'POST', `/api/staff/articles/${article.id}/unpublish`, staff.token);
      clock.offsetMs = 30_000 + 61_000;
      expectError(await call(suite, 'POST', `/api/staff/articles/${article.id}/undo-unpublish`, staff.token), 409, staffWorkMessages.undoExpired);
    });

    it('lists the last changed first, and articles changed together (an import, the seed) newest first by date', async () => {
      const marker = `Order${Date.now()}`;
      const made = [];
      for (const day of ['2026-01-05', '2026-03-05', '2026-02-05']) made.push(await create(staff, { title: `${marker} ${day}` }));
      const together = '2026-04-01T08:00:00.000Z';
      for (const [i, day] of ['2026-01-05', '2026-03-05', '2026-02-05'].entries())
        await suite.database.db
          .updateTable('articles')
          .set({ updated_at: together, published_at: `${day}T09:00:00.000Z` })
          .where('id', '=', made[i].id)
          .execute();
      const titles = async () =>
        staffArticleListResponseSchema
          .parse((await call(suite, 'GET', `/api/staff/articles?q=${marker}`, staff.token)).json())
          .payload.items.map((a) => a.title);
      expect(await titles()).toEqual([`${marker} 2026-03-05`, `${marker} 2026-02-05`, `${marker} 2026-01-05`]);
      await suite.database.db.updateTable('articles').set({ updated_at: '2026-04-02T08:00:00.000Z' }).where('id', '=', made[0].id).execute();
      expect((await titles())[0]).toBe(`${marker} 2026-01-05`);
    });

    it('deletes drafts with their versions: once-published ones by admins only, never a live one', async () => {
      const draft = await create(staff, { title: `Throwaway ${Date.now()}` });
      const res = await call(suite, 'DELETE', `/api/staff/articles/${draft.id}`, staff.token);
      expect(okSchema.parse(res.json())).toEqual({ success: true, message: staffWorkMessages.articleDeleted });
      expect((await call(suite, 'GET', `/api/staff/articles/${draft.id}`, staff.token)).statusCode).toBe(404);
      expect(await suite.database.db.selectFrom('article_revisions').select('id').where('article_id', '=', draft.id).execute()).toEqual([]);
      const deleted = (await auditRows(suite, `article:${draft.id}`)).pop()!;
      expect({ action: deleted.action, data: JSON.parse(deleted.data) }).toEqual({ action: 'article.delete', data: { alias: draft.alias, from: 'draft' } });

      const live = await create(staff, whole({ title: `Live one ${Date.now()}` }));
      await call(suite, 'POST', `/api/staff/articles/${live.id}/publish`, staff.token, {});
      expectError(await call(suite, 'DELETE', `/api/staff/articles/${live.id}`, admin.token), 409, staffWorkMessages.deleteOnlyDrafts);
      await call(suite, 'POST', `/api/staff/articles/${live.id}/publish`, staff.token, { publishAt: '2099-01-01T09:00:00Z' });
      expectError(await call(suite, 'DELETE', `/api/staff/articles/${live.id}`, admin.token), 409, staffWorkMessages.deleteOnlyDrafts);

      await call(suite, 'POST', `/api/staff/articles/${live.id}/unpublish`, staff.token);
      const listed = staffArticleListResponseSchema.parse((await call(suite, 'GET', `/api/staff/articles?q=${live.alias}`, staff.token)).json()).payload.items;
      expect(listed[0]).toMatchObject({ id: live.id, state: 'draft', everPublished: true });
      expectError(await call(suite, 'DELETE', `/api/staff/articles/${live.id}`, staff.token), 403, staffWorkMessages.deleteUnpublishedAdminOnly);
      expect((await call(suite, 'DELETE', `/api/staff/articles/${live.id}`, admin.token)).statusCode).toBe(200);
      expectError(await call(suite, 'DELETE', `/api/staff/articles/${live.id}`, admin.token), 404, staffMessages.notFound);
      // A schedule taken back before its time never came out: staff may delete it.
      const planned = await create(staff, whole({ title: `Planned ${Date.now()}` }));
      await call(suite, 'POST', `/api/staff/articles/${planned.id}/publish`, staff.token, { publishAt: '2099-01-01T09:00:00Z' });
      const back = staffArticleResponseSchema.parse((await call(suite, 'POST', `/api/staff/articles/${planned.id}/unpublish`, staff.token)).json()).payload;
      expect(back).toMatchObject({ state: 'draft', everPublished: false });
      expect((await call(suite, 'DELETE', `/api/staff/articles/${planned.id}`, staff.token)).statusCode).toBe(200);
    });
  },
  { options: { now: clock.now } },
);
