import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import {
  guideCatalogue,
  navigationResponseSchema,
  pageMessages,
  pageResponseSchema,
  pagesPath,
  siteNavigationPath,
  siteSettingsPath,
  siteSettingsResponseSchema,
  staffPageListSchema,
  staffPageResponseSchema,
  staffPagesPath,
  staffWorkMessages,
  pageVersionListSchema,
  pageVersionResponseSchema,
  type StaffPage,
} from '@tenants/shared/model';
import { parsePageFile, parseSiteSettingsFile } from '../../../src/modules/pages/page-files';
import { describeEachDatabase, type DatabaseSuite } from '../../helper';
import { auditRows, call, clock, expectError, person, type Person } from '../staff/fixtures';

jest.setTimeout(120_000);

const content = path.join(__dirname, '../../../content');
const files = readdirSync(path.join(content, 'pages')).map((name) => parsePageFile(name, readFileSync(path.join(content, 'pages', name), 'utf8')));

const publicPage = async (suite: DatabaseSuite, address: string) => call(suite, 'GET', `${pagesPath}?address=${encodeURIComponent(address)}`);
const staffPage = (res: { json(): unknown }): StaffPage => staffPageResponseSchema.parse(res.json()).payload;

describeEachDatabase(
  'pages',
  (suite) => {
    let contributor: Person;
    let editor: Person;
    let member: Person;
    const idOf = async (address: string) =>
      (await suite.database.db.selectFrom('pages').select('id').where('address', '=', address).executeTakeFirstOrThrow()).id;
    const version = async () => String((await sql<{ version: string }>`select version from article_versions`.execute(suite.database.db)).rows[0].version);

    beforeAll(async () => {
      clock.offsetMs = 0;
      [contributor, editor, member] = await Promise.all([person(suite, 'contributor'), person(suite, 'staff'), person(suite, 'member')]);
    });

    describe('the seed', () => {
      it('equals the files: every page published with the file’s content, and the settings', async () => {
        for (const file of files) {
          const res = await publicPage(suite, file.address);
          expect(res.statusCode).toBe(200);
          const served = pageResponseSchema.parse(res.json()).payload;
          // A guides block is served with the library's live guides (the seeded eight, in its order).
          const withLibrary = file.blocks.map((block) =>
            block.type === 'guides' ? { ...block, library: served.blocks.find((b) => b.type === 'guides')!.library } : block,
          );
          expect(served).toEqual({ ...file, blocks: withLibrary });
          for (const block of served.blocks)
            if (block.type === 'guides') expect(block.library?.map((guide) => guide.slug)).toEqual(guideCatalogue.map((guide) => guide.slug));
        }
        const settings = await call(suite, 'GET', siteSettingsPath);
        expect(siteSettingsResponseSchema.parse(settings.json()).payload).toEqual(
          parseSiteSettingsFile(readFileSync(path.join(content, 'site-settings.json'), 'utf8')),
        );
      });
    });

    describe('public reads', () => {
      it('404s an address with no published page, and 400s one that is not an address', async () => {
        expectError(await publicPage(suite, '/no-such-page'), 404, pageMessages.notFound);
        expectError(await publicPage(suite, 'Not An Address'), 400, pageMessages.addressInvalid);
      });

      it('gives the navigation: service pages by area in menu order with their titles and card lines', async () => {
        const res = await call(suite, 'GET', siteNavigationPath);
        const { areas, pages } = navigationResponseSchema.parse(res.json()).payload;
        expect(areas.map((a) => a.area)).toEqual(['property', 'corporate', 'non-corporate']);
        expect(areas[0].overview).toEqual({ address: '/property/services', title: 'Property Services' });
        expect(areas[0].services.slice(0, 3).map((s) => s.title)).toEqual(['Lease Restructuring', 'Lease Re-gearing', 'Lease Renewals']);
        expect(areas[0].services[6]).toMatchObject({
          address: '/property/rates',
          slug: 'rates',
          title: 'Business Rates',
          text: expect.stringContaining('rateable value'),
        });
        expect(areas.map((a) => a.services.length)).toEqual([13, 8, 4]);
        expect(pages).toHaveLength(34);
      });
    });

    describe('staff', () => {
      it('lists the pages by section with their state; members and the signed-out are refused', async () => {
        const res = await call(suite, 'GET', staffPagesPath, contributor.token);
        const { sections } = staffPageListSchema.parse(res.json()).payload;
        expect(sections.map((s) => [s.section, s.pages.length])).toEqual([
          ['site', 6],
          ['property', 14],
          ['corporate', 9],
          ['non-corporate', 5],
          ['plain', 0],
        ]);
        expect(sections[1].pages[0]).toMatchObject({ address: '/property/services', state: 'published', hasDraft: false });
        expect((await call(suite, 'GET', staffPagesPath, member.token)).statusCode).toBe(403);
        expect((await call(suite, 'GET', staffPagesPath)).statusCode).toBe(401);
      });

      it('saves a contributor’s draft without changing the live page; publishing it is an editor’s', async () => {
        const id = await idOf('/property/rates');
        const before = await version();
        // What the site server's page cache keys on, read the way every instance reads it.
        const renderedUnder = await suite.app.contentVersion();
        const detail = staffPage(await call(suite, 'GET', `${staffPagesPath}/${id}`, contributor.token));
        const blocks = detail.draft.blocks.map((block) => (block.type === 'intro' ? { ...block, title: 'Are You Paying Too Much?' } : block));
        const saved = await call(suite, 'PUT', `${staffPagesPath}/${id}`, contributor.token, { blocks, autosave: true });
        expect(saved.statusCode).toBe(200);
        expect(staffPage(saved)).toMatchObject({ hasDraft: true, state: 'published' });
        const live = pageResponseSchema.parse((await publicPage(suite, '/property/rates')).json()).payload;
        expect(live.blocks[1]).toMatchObject({ type: 'intro', title: 'Are You Paying The Right Rates?' });
        expect(await version()).toBe(before);

        expectError(await call(suite, 'POST', `${staffPagesPath}/${id}/publish`, contributor.token, {}), 403, staffWorkMessages.contributorOnlyDrafts);
        const published = await call(suite, 'POST', `${staffPagesPath}/${id}/publish`, editor.token, {});
        expect(published.statusCode).toBe(200);
        expect(staffPage(published)).toMatchObject({ hasDraft: false, state: 'published' });
        expect(pageResponseSchema.parse((await publicPage(suite, '/property/rates')).json()).payload.blocks[1]).toMatchObject({
          title: 'Are You Paying Too Much?',
        });
        // The content version every instance reads changed with the publish.
        expect(await version()).not.toBe(before);
        expect(await suite.app.contentVersion()).not.toEqual(renderedUnder);
        const audit = await auditRows(suite, `page:${id}`);
        expect(audit.map((row) => row.action)).toEqual(['page.update', 'page.publish']);
        expect(JSON.parse(audit[1].data)).toEqual({ path: '/property/rates' });
      });

      it('checks each block of a draft: a type the page does not take, a field of the wrong shape; publishing needs whole blocks', async () => {
        const id = await idOf('/lobbying');
        const wrongType = await call(suite, 'PUT', `${staffPagesPath}/${id}`, editor.token, { blocks: [{ type: 'serviceTabs' }] });
        expect(wrongType.statusCode).toBe(400);
        expect(wrongType.json()).toMatchObject({
          success: false,
          message: pageMessages.blockNotAllowed('serviceTabs', 'organisation'),
          errors: [{ path: 'blocks.0.type' }],
        });
        const badShape = await call(suite, 'PUT', `${staffPagesPath}/${id}`, editor.token, { blocks: [{ type: 'hero', image: { art: 'unicorn', alt: '' } }] });
        expect(badShape.statusCode).toBe(400);
        expect(badShape.json()).toEqual({
          success: false,
          message: 'A picture is a drawing’s name or an uploaded picture’s /media/ path.',
          errors: [{ message: 'A picture is a drawing’s name or an uploaded picture’s /media/ path.', path: 'blocks.0.image.art' }],
        });
        // Every field at fault is named, each by its own path; the first one's words are the message.
        const twoBad = await call(suite, 'PUT', `${staffPagesPath}/${id}`, editor.token, {
          blocks: [
            { type: 'hero', eyebrow: 'Fine' },
            { type: 'intro', title: 7 },
          ],
        });
        expect(twoBad.statusCode).toBe(400);
        expect(twoBad.json().errors).toEqual([expect.objectContaining({ path: 'blocks.1.title' })]);
        // Half a hero saves (an autosave keeps what was typed) but does not publish.
        const half = await call(suite, 'PUT', `${staffPagesPath}/${id}`, editor.token, {
          title: 'Lobbying',
          blocks: [{ type: 'hero', eyebrow: 'Our campaigns' }],
        });
        expect(half.statusCode).toBe(200);
        const refused = await call(suite, 'POST', `${staffPagesPath}/${id}/publish`, editor.token, {});
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toMatchObject({
          message: pageMessages.notPublishable,
          errors: expect.arrayContaining([expect.objectContaining({ path: 'blocks.0.intro' })]),
        });
      });

      it('takes an uploaded picture (the news desk’s /media/ path) for a block’s illustration, and no other address', async () => {
        const id = await idOf('/lobbying');
        const hero = (art: string) => ({ type: 'hero', intro: 'Our campaigns', image: { art, alt: 'Our office' } });
        const uploaded = await call(suite, 'PUT', `${staffPagesPath}/${id}`, contributor.token, {
          blocks: [hero('/media/articles/office-1a2b3c4d-1600.0badcafe.webp')],
        });
        expect(uploaded.statusCode).toBe(200);
        expect(staffPage(uploaded).draft.blocks[0]).toEqual(hero('/media/articles/office-1a2b3c4d-1600.0badcafe.webp'));
        const elsewhere = await call(suite, 'PUT', `${staffPagesPath}/${id}`, contributor.token, { blocks: [hero('https://evil.example/x.png')] });
        expect(elsewhere.statusCode).toBe(400);
        expect(elsewhere.json().errors).toEqual([
          { message: 'A picture is a drawing’s name or an uploaded picture’s /media/ path.', path: 'blocks.0.image.art' },
        ]);
      });

      it('keeps versions, reads one and restores it as a draft', async () => {
        const id = await idOf('/lobbying');
        const versions = pageVersionListSchema.parse((await call(suite, 'GET', `${staffPagesPath}/${id}/versions`, contributor.token)).json()).payload;
        const seeded = versions.find((v) => v.kind === 'import')!;
        expect(versions[0].kind).toBe('save');
        const one = pageVersionResponseSchema.parse(
          (await call(suite, 'GET', `${staffPagesPath}/${id}/versions/${seeded.id}`, contributor.token)).json(),
        ).payload;
        expect(one.blocks).toEqual(files.find((f) => f.address === '/lobbying')!.blocks);
        const restored = staffPage(await call(suite, 'POST', `${staffPagesPath}/${id}/versions/${seeded.id}/restore`, contributor.token));
        expect(restored.hasDraft).toBe(false);
        expect(restored.draft.blocks).toEqual(one.blocks);
        expectError(await call(suite, 'GET', `${staffPagesPath}/${id}/versions/nope`, contributor.token), 404, pageMessages.versionNotFound);
      });

      it('schedules a publish: nothing changes until its time, then the publisher puts it out', async () => {
        const id = await idOf('/community');
        const detail = staffPage(await call(suite, 'GET', `${staffPagesPath}/${id}`, editor.token));
        await call(suite, 'PUT', `${staffPagesPath}/${id}`, editor.token, { title: 'Our Community', blocks: detail.draft.blocks });
        const publishAt = new Date(clock.now().getTime() + 3_600_000).toISOString();
        const scheduled = staffPage(await call(suite, 'POST', `${staffPagesPath}/${id}/publish`, editor.token, { publishAt }));
        expect(scheduled).toMatchObject({ state: 'scheduled', scheduledAt: publishAt });
        expect(await suite.app.sitePages.publishDue()).toBe(0);
        expect(pageResponseSchema.parse((await publicPage(suite, '/community')).json()).payload.title).toBe('Community');
        clock.offsetMs = 3_700_000;
        try {
          const before = await version();
          expect(await suite.app.sitePages.publishDue()).toBe(1);
          expect(pageResponseSchema.parse((await publicPage(suite, '/community')).json()).payload.title).toBe('Our Community');
          expect(await version()).not.toBe(before);
        } finally {
          clock.offsetMs = 0;
        }
      });

      it('creates a service page under an area and a plain page; refuses taken and reserved addresses', async () => {
        const created = await call(suite, 'POST', staffPagesPath, contributor.token, {
          type: 'service',
          area: 'corporate',
          slug: 'tax-advice',
          title: 'Tax Advice',
        });
        expect(created.statusCode).toBe(201);
        expect(staffPage(created)).toMatchObject({ address: '/corporate/tax-advice', state: 'draft', section: 'corporate', card: { position: 9 } });
        expectError(await publicPage(suite, '/corporate/tax-advice'), 404, pageMessages.notFound);
        const plain = await call(suite, 'POST', staffPagesPath, editor.token, { type: 'plain', address: '/accessibility', title: 'Accessibility' });
        expect(staffPage(plain)).toMatchObject({ address: '/accessibility', section: 'plain' });
        expectError(
          await call(suite, 'POST', staffPagesPath, editor.token, { type: 'plain', address: '/accessibility', title: 'Again' }),
          409,
          pageMessages.addressTaken,
        );
        expectError(
          await call(suite, 'POST', staffPagesPath, editor.token, { type: 'plain', address: '/news', title: 'News' }),
          409,
          pageMessages.addressReserved,
        );
        expectError(
          await call(suite, 'POST', staffPagesPath, editor.token, { type: 'plain', address: '/staff/x', title: 'X' }),
          409,
          pageMessages.addressReserved,
        );
        expectError(
          await call(suite, 'POST', staffPagesPath, editor.token, { type: 'plain', address: '/property/x', title: 'X' }),
          409,
          pageMessages.plainUnderArea,
        );
        expectError(
          await call(suite, 'POST', staffPagesPath, editor.token, { type: 'plain', address: '/Bad Address', title: 'X' }),
          400,
          pageMessages.addressInvalid,
        );
        expectError(
          await call(suite, 'POST', staffPagesPath, editor.token, { type: 'service', area: 'property', slug: 'rates', title: 'Rates' }),
          409,
          pageMessages.addressTaken,
        );
      });

      it('moves a page to a new address, keeping the old as a redirect; contributors may not', async () => {
        const id = await idOf('/property/arrears');
        expectError(
          await call(suite, 'PUT', `${staffPagesPath}/${id}/address`, contributor.token, { address: '/property/rent-arrears' }),
          403,
          staffWorkMessages.contributorOnlyDrafts,
        );
        expectError(
          await call(suite, 'PUT', `${staffPagesPath}/${id}/address`, editor.token, { address: '/corporate/rent-arrears' }),
          409,
          pageMessages.serviceAddress,
        );
        const moved = staffPage(await call(suite, 'PUT', `${staffPagesPath}/${id}/address`, editor.token, { address: '/property/rent-arrears' }));
        expect(moved).toMatchObject({ address: '/property/rent-arrears', redirects: ['/property/arrears'] });
        expect(await suite.app.sitePages.redirect('/property/arrears')).toBe('/property/rent-arrears');
        expect((await publicPage(suite, '/property/rent-arrears')).statusCode).toBe(200);
        expectError(
          await call(suite, 'PUT', `${staffPagesPath}/${await idOf('/about')}/address`, editor.token, { address: '/who-we-are' }),
          409,
          pageMessages.fixedPage,
        );
      });

      it('unpublishes and deletes only once told what links to the page', async () => {
        const id = await idOf('/property/service-charge');
        expectError(await call(suite, 'POST', `${staffPagesPath}/${id}/unpublish`, contributor.token, {}), 403, staffWorkMessages.contributorOnlyDrafts);
        const refused = await call(suite, 'POST', `${staffPagesPath}/${id}/unpublish`, editor.token, {});
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toMatchObject({
          success: false,
          message: pageMessages.linkedFrom,
          linkedFrom: { pages: expect.arrayContaining(['/property/rates', '/property/services']), menus: ['Header: Services menu (Property)'] },
        });
        const off = staffPage(await call(suite, 'POST', `${staffPagesPath}/${id}/unpublish`, editor.token, { confirm: true }));
        expect(off.state).toBe('unpublished');
        expectError(await publicPage(suite, '/property/service-charge'), 404, pageMessages.notFound);

        expectError(await call(suite, 'POST', `${staffPagesPath}/${await idOf('/')}/unpublish`, editor.token, { confirm: true }), 409, pageMessages.homeStays);
        expectError(await call(suite, 'DELETE', `${staffPagesPath}/${await idOf('/about')}?confirm=true`, editor.token), 409, pageMessages.fixedPage);
        expect((await call(suite, 'DELETE', `${staffPagesPath}/${id}`, editor.token)).statusCode).toBe(409);
        expect((await call(suite, 'DELETE', `${staffPagesPath}/${id}?confirm=true`, editor.token)).statusCode).toBe(200);
        expectError(await call(suite, 'GET', `${staffPagesPath}/${id}`, editor.token), 404, pageMessages.notFound);
      });

      it('answers with the newer settings’ defaults for a database seeded before they existed', async () => {
        await suite.database.db.deleteFrom('site_settings').where('key', 'in', ['phone', 'openingHours', 'contactLines']).execute();
        const settings = await call(suite, 'GET', siteSettingsPath);
        expect(settings.statusCode).toBe(200);
        expect(siteSettingsResponseSchema.parse(settings.json()).payload).toMatchObject({ phone: '', openingHours: [], contactLines: [] });
      });
    });
  },
  { options: { now: clock.now } },
);
