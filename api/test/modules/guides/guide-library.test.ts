import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  guideLibraryMessages,
  guideUploadMaxBytes,
  guidesPath,
  guidesResponseSchema,
  pageResponseSchema,
  pagesPath,
  staffGuideListSchema,
  staffGuideResponseSchema,
  staffGuidesPath,
  staffPageListSchema,
  staffPageResponseSchema,
  staffPagesPath,
} from '@tenants/shared/model';
import { describeEachDatabase, visitorIp, type DatabaseSuite } from '../../helper';
import { auditRows, clock, expectError, person, type Person } from '../staff/fixtures';

jest.setTimeout(120_000);

const guidesDir = mkdtempSync(path.join(tmpdir(), 'tenants-guide-library-'));
afterAll(() => rmSync(guidesDir, { recursive: true, force: true }));

const pdf = (words: string) => Buffer.from(`%PDF-1.4\n% ${words}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`, 'latin1');

const send = (suite: DatabaseSuite, method: 'GET' | 'POST' | 'PUT', url: string, token: string | undefined, body?: Buffer | object, type = 'application/pdf') =>
  suite.app.inject({
    method,
    url,
    ...(body === undefined ? {} : { payload: body }),
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(Buffer.isBuffer(body) ? { 'content-type': type } : {}) },
    remoteAddress: visitorIp(),
  });

describeEachDatabase(
  'the guides library',
  (suite) => {
    let editor: Person;
    let contributor: Person;
    let member: Person;
    beforeAll(async () => {
      [editor, contributor, member] = await Promise.all([person(suite, 'staff'), person(suite, 'contributor'), person(suite, 'member')]);
    });

    const downloadLink = async (slug: string) => {
      const list = guidesResponseSchema.parse((await send(suite, 'GET', guidesPath, member.token)).json()).payload;
      return list.guides.find((guide) => guide.slug === slug)?.file ?? undefined;
    };

    it('lists the eight seeded guides with their counts; for staff and admins only', async () => {
      const res = await send(suite, 'GET', staffGuidesPath, editor.token);
      const guides = staffGuideListSchema.parse(res.json()).payload;
      expect(guides.map((g) => g.slug)).toHaveLength(8);
      expect(guides[1]).toMatchObject({
        slug: 'lease-negotiations-guide',
        title: 'Lease Negotiations Guide',
        featured: true,
        state: 'live',
        uploaded: false,
        downloads: 0,
      });
      expect(guides[1].summary.length).toBeGreaterThan(10);
      expect((await send(suite, 'GET', staffGuidesPath, contributor.token)).statusCode).toBe(403);
      expect((await send(suite, 'GET', staffGuidesPath, member.token)).statusCode).toBe(403);
    });

    it('replaces a guide’s PDF under the same download address, and counts downloads', async () => {
      const replaced = await send(suite, 'PUT', `${staffGuidesPath}/service-charges/file`, editor.token, pdf('new service charges guide'));
      expect(replaced.statusCode).toBe(200);
      expect(staffGuideResponseSchema.parse(replaced.json()).payload).toMatchObject({ uploaded: true, downloadPath: '/api/guides/service-charges/download' });
      const link = (await downloadLink('service-charges'))!;
      const download = await send(suite, 'GET', link, undefined);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.body).toContain('new service charges guide');
      await send(suite, 'GET', link, undefined);
      const listed = staffGuideListSchema.parse((await send(suite, 'GET', staffGuidesPath, editor.token)).json()).payload;
      expect(listed.find((g) => g.slug === 'service-charges')!.downloads).toBe(2);
      expect((await auditRows(suite, 'guide:service-charges')).map((row) => row.action)).toEqual(['guide.upload']);
    });

    it('checks the file by its bytes and its size', async () => {
      expectError(
        await send(suite, 'PUT', `${staffGuidesPath}/service-charges/file`, editor.token, Buffer.from('<html>not a pdf</html>')),
        400,
        guideLibraryMessages.notPdf,
      );
      expectError(
        await send(suite, 'PUT', `${staffGuidesPath}/service-charges/file`, editor.token, Buffer.from('GIF89a'), 'image/gif'),
        400,
        guideLibraryMessages.notPdf,
      );
      const huge = Buffer.concat([pdf('big'), Buffer.alloc(guideUploadMaxBytes)]);
      expectError(await send(suite, 'PUT', `${staffGuidesPath}/service-charges/file`, editor.token, huge), 413, guideLibraryMessages.tooLarge);
      expectError(await send(suite, 'PUT', `${staffGuidesPath}/no-such/file`, editor.token, pdf('x')), 404, guideLibraryMessages.notFound);
    });

    it('creates a guide from a PDF, changes its details, and retires and brings it back', async () => {
      const created = await send(
        suite,
        'POST',
        `${staffGuidesPath}?slug=break-clauses&title=Break%20Clauses&summary=When%20and%20how&featured=true`,
        editor.token,
        pdf('break clauses'),
      );
      expect(created.statusCode).toBe(201);
      expect(staffGuideResponseSchema.parse(created.json()).payload).toMatchObject({ slug: 'break-clauses', position: 8, featured: true, uploaded: true });
      expectError(
        await send(suite, 'POST', `${staffGuidesPath}?slug=break-clauses&title=Again`, editor.token, pdf('again')),
        409,
        guideLibraryMessages.slugTaken,
      );

      const renamed = await send(suite, 'PUT', `${staffGuidesPath}/lease-renewals`, editor.token, { title: 'Lease Renewals Explained', featured: false });
      expect(staffGuideResponseSchema.parse(renamed.json()).payload).toMatchObject({ title: 'Lease Renewals Explained', featured: false });
      let list = guidesResponseSchema.parse((await send(suite, 'GET', guidesPath, undefined)).json()).payload.guides;
      expect(list.find((g) => g.slug === 'lease-renewals')).toMatchObject({ name: 'Lease Renewals Explained', featured: false });

      const link = (await downloadLink('rent-review-disputes'))!;
      expect(
        staffGuideResponseSchema.parse((await send(suite, 'POST', `${staffGuidesPath}/rent-review-disputes/retire`, editor.token)).json()).payload.state,
      ).toBe('retired');
      list = guidesResponseSchema.parse((await send(suite, 'GET', guidesPath, undefined)).json()).payload.guides;
      expect(list.map((g) => g.slug)).not.toContain('rent-review-disputes');
      expect((await send(suite, 'GET', link, undefined)).statusCode).toBe(404);
      expect(
        staffGuideResponseSchema.parse((await send(suite, 'POST', `${staffGuidesPath}/rent-review-disputes/reinstate`, editor.token)).json()).payload.state,
      ).toBe('live');
    });

    it('lists a guide staff add beside the seeded ones, on the public list and on the served pages; a retired one leaves both and its link answers 404', async () => {
      const guidesOn = async (address: string) => {
        const page = pageResponseSchema.parse((await send(suite, 'GET', `${pagesPath}?address=${address}`, undefined)).json()).payload;
        return page.blocks.find((block) => block.type === 'guides')!.library!;
      };
      const before = await suite.app.contentVersion();
      const created = await send(
        suite,
        'POST',
        `${staffGuidesPath}?slug=dilapidations&title=Dilapidations&summary=What%20you%20owe%20when%20you%20leave&featured=false`,
        editor.token,
        pdf('dilapidations guide'),
      );
      expect(created.statusCode).toBe(201);
      // The server-drawn pages list the library: every instance draws them again.
      expect(await suite.app.contentVersion()).not.toEqual(before);

      const listed = guidesResponseSchema.parse((await send(suite, 'GET', guidesPath, undefined)).json()).payload.guides;
      expect(listed.at(-1)).toEqual({
        slug: 'dilapidations',
        name: 'Dilapidations',
        summary: 'What you owe when you leave',
        featured: false,
        image: '/api/guides/dilapidations/cover.svg',
        file: null,
      });
      expect((await send(suite, 'GET', '/api/guides/dilapidations/cover.svg', undefined)).statusCode).toBe(200);
      const onPage = await guidesOn('/advice-support');
      expect(onPage.map((guide) => guide.slug)).toEqual(listed.map((guide) => guide.slug));
      expect(onPage.at(-1)).toEqual({ slug: 'dilapidations', name: 'Dilapidations', summary: 'What you owe when you leave', featured: false });

      const link = (await downloadLink('dilapidations'))!;
      expect(link).toMatch(/^\/api\/guides\/dilapidations\/download\?expires=\d+&signature=/);
      const download = await send(suite, 'GET', link, undefined);
      expect(download.statusCode).toBe(200);
      expect(download.body).toContain('dilapidations guide');

      await send(suite, 'POST', `${staffGuidesPath}/dilapidations/retire`, editor.token);
      const after = guidesResponseSchema.parse((await send(suite, 'GET', guidesPath, undefined)).json()).payload.guides;
      expect(after.map((guide) => guide.slug)).not.toContain('dilapidations');
      expect((await guidesOn('/advice-support')).map((guide) => guide.slug)).not.toContain('dilapidations');
      expectError(await send(suite, 'GET', link, undefined), 404, 'No such guide.');
      expectError(await send(suite, 'GET', '/api/guides/dilapidations/cover.svg', undefined), 404, 'No such guide.');
    });

    it('keeps no guide list with a page: what a draft sends in a guides block is dropped', async () => {
      const pages = staffPageListSchema.parse((await send(suite, 'GET', staffPagesPath, editor.token)).json()).payload.sections;
      const id = pages.flatMap((section) => section.pages).find((page) => page.address === '/advice-support')!.id;
      const saved = await send(suite, 'PUT', `${staffPagesPath}/${id}`, editor.token, {
        blocks: [{ type: 'guides', title: 'Guides', full: true, library: [{ slug: 'made-up', name: 'Made up', summary: '', featured: true }] }],
      });
      expect(saved.statusCode).toBe(200);
      expect(staffPageResponseSchema.parse(saved.json()).payload.draft.blocks).toEqual([{ type: 'guides', title: 'Guides', full: true }]);
    });
  },
  { env: { GUIDES_DIR: guidesDir }, options: { now: clock.now } },
);
