import {
  pageResponseSchema,
  pagesPath,
  pageVersionListSchema,
  staffPageResponseSchema,
  staffPagesPath,
  staffSiteSettingsPath,
  staffWorkMessages,
} from '@tenants/shared/model';
import { describeEachDatabase } from '../../helper';
import { auditRows, call, clock, expectError, person, type Person } from '../staff/fixtures';

jest.setTimeout(120_000);

/**
 * What a contributor may do on the pages desk (docs/product/pages.md, "Who"): open pages, save drafts,
 * restore a version as the draft and submit it for review; never put anything on the site or take it off,
 * move or delete a page, or change the settings. Each refusal is a 403 in plain words, and changes nothing.
 */
describeEachDatabase(
  'a contributor on the pages desk',
  (suite) => {
    let contributor: Person;
    const idOf = async (address: string) =>
      (await suite.database.db.selectFrom('pages').select('id').where('address', '=', address).executeTakeFirstOrThrow()).id;

    beforeAll(async () => {
      clock.offsetMs = 0;
      contributor = await person(suite, 'contributor', { firstname: 'Cora', lastname: 'Writer' });
    });

    it('is refused every change visitors would see, in plain words, and nothing changes', async () => {
      const id = await idOf('/property/arrears');
      const path = `${staffPagesPath}/${id}`;
      const liveBefore = pageResponseSchema.parse((await call(suite, 'GET', `${pagesPath}?address=/property/arrears`)).json()).payload;
      const tomorrow = new Date(clock.now().getTime() + 24 * 3600_000).toISOString();
      const refused: Array<[method: 'POST' | 'PUT' | 'DELETE', url: string, body?: object]> = [
        ['POST', `${path}/publish`, {}],
        ['POST', `${path}/publish`, { publishAt: tomorrow }],
        ['POST', `${path}/unpublish`, { confirm: true }],
        ['DELETE', `${path}?confirm=true`],
        ['PUT', `${path}/address`, { address: '/property/rent-arrears' }],
      ];
      for (const [method, url, body] of refused)
        expectError(await call(suite, method, url, contributor.token, body), 403, staffWorkMessages.contributorOnlyDrafts);
      // Settings are not a contributor's either (their words are the settings desk's own to choose).
      const settings = await call(suite, 'GET', staffSiteSettingsPath, contributor.token);
      expect(settings.statusCode).toBe(403);
      expect(settings.json()).toMatchObject({ success: false, message: expect.any(String) });

      const after = staffPageResponseSchema.parse((await call(suite, 'GET', path, contributor.token)).json()).payload;
      expect(after).toMatchObject({ address: '/property/arrears', state: 'published', hasDraft: false, scheduledAt: null });
      expect(pageResponseSchema.parse((await call(suite, 'GET', `${pagesPath}?address=/property/arrears`)).json()).payload).toEqual(liveBefore);
      expect((await auditRows(suite, `page:${id}`)).map((r) => r.action)).toEqual([]);
    });

    it('saves drafts and restores a version as the draft: the live page stays as it is', async () => {
      const id = await idOf('/property/surrenders');
      const path = `${staffPagesPath}/${id}`;
      const liveBefore = pageResponseSchema.parse((await call(suite, 'GET', `${pagesPath}?address=/property/surrenders`)).json()).payload;
      expect((await call(suite, 'PUT', path, contributor.token, { title: 'Surrendering a Lease' })).statusCode).toBe(200);
      const versions = pageVersionListSchema.parse((await call(suite, 'GET', `${path}/versions`, contributor.token)).json()).payload;
      const seeded = versions.at(-1)!;
      const restored = await call(suite, 'POST', `${path}/versions/${seeded.id}/restore`, contributor.token);
      expect(restored.statusCode).toBe(200);
      expect(staffPageResponseSchema.parse(restored.json()).payload).toMatchObject({ state: 'published', draft: { title: liveBefore.title } });
      expect(pageResponseSchema.parse((await call(suite, 'GET', `${pagesPath}?address=/property/surrenders`)).json()).payload).toEqual(liveBefore);
    });
  },
  { options: { now: clock.now } },
);
