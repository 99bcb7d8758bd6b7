import { sharingMessages, staffPageResponseSchema, staffPagesPath, type StaffPage } from '@tenants/shared/model';
import { publishDuePages } from '../../src/modules/pages/pages.service';
import { describeEachDatabase } from '../helper';
import { standInSite } from '../fakes/stand-in-site';
import { call, clock, person, type Person } from '../modules/staff/fixtures';

jest.setTimeout(120_000);

// A content page's head as search engines and link previews read it, without any script: its own
// description and social picture when staff wrote them, else the hero's introduction (cut at a word) and
// the hero's picture when it is an uploaded file; every value escaped; kept with the page and drawn again
// when a publish (now, scheduled, or of a restored version) changes it. The shell's server build is a
// stand-in: the head is the site server's, not the shell's.

const deployDir = standInSite('content-page-meta', {
  index: '<!doctype html><html><head><meta name=description content="Advice for tenants."><title>shell</title></head><body><div id=root></div></body></html>',
  // Each draw numbered: a kept page is not drawn again.
  renderPage: `let draws = 0;
exports.renderPage = async (url, config, remote, table, formResult, content) => ({
  html: content.page ? '<main><h1>' + content.page.title + ' #' + (++draws) + '</h1></main>' : '<main><h1>404 Not Found</h1></main>',
  title: content.page ? content.page.title : 'Page Not Found',
});`,
});

/** Every meta element as `attr:key` → content (as written: escaped). */
const metas = (html: string) =>
  Object.fromEntries([...html.matchAll(/<meta (name|property)="([^"]+)" content="([^"]*)">/g)].map((m) => [`${m[1]}:${m[2]}`, m[3]]));

describeEachDatabase(
  'a content page’s description and link preview',
  (suite) => {
    let editor: Person;
    beforeAll(async () => {
      clock.offsetMs = 0;
      editor = await person(suite, 'staff');
    });
    const get = async (url: string) => (await call(suite, 'GET', url)).body;
    const idOf = async (address: string) =>
      (await suite.database.db.selectFrom('pages').select('id').where('address', '=', address).executeTakeFirstOrThrow()).id;
    const save = async (address: string, draft: object) => call(suite, 'PUT', `${staffPagesPath}/${await idOf(address)}`, editor.token, draft);
    const publish = async (address: string, body: object = {}) => {
      const res = await call(suite, 'POST', `${staffPagesPath}/${await idOf(address)}/publish`, editor.token, body);
      expect(res.statusCode).toBe(200);
      return staffPageResponseSchema.parse(res.json()).payload;
    };

    it('without a description of its own: the hero’s introduction, {product} filled in, cut at a word; a drawing is no picture', async () => {
      const html = await get('/');
      const tags = metas(html);
      expect(html.match(/name="?description"?/g)).toHaveLength(1);
      expect(html).not.toContain('Advice for tenants.');
      const description = tags['name:description'];
      expect(
        description.startsWith('Over 900,000 business owners rent the shops, offices, cafés and workshops they trade from. Commercial Tenants Alliance gives'),
      ).toBe(true);
      expect(description.endsWith('…')).toBe(true);
      expect(description.length).toBeLessThanOrEqual(160);
      expect(description).not.toMatch(/ …$/);
      expect(tags).toMatchObject({
        'property:og:type': 'website',
        'property:og:title': 'Standing Up For The UK’s Commercial Tenants',
        'property:og:description': description,
        'property:og:url': 'https://tenants.example/',
        'name:twitter:card': 'summary',
      });
      expect(tags['property:og:image']).toBeUndefined();
      expect((await get('/property/rates')).match(/<meta property="og:url" content="([^"]*)">/)?.[1]).toBe('https://tenants.example/property/rates');
    });

    it('with its own description and social picture, published: they replace the defaults, escaped, and the kept page is drawn again', async () => {
      expect(metas(await get('/about'))['property:og:title']).toBe('About Us');
      const saved = await save('/about', {
        description: '  Who we are: "tenants" & <b>owners</b>.  ',
        socialImage: { path: '/media/articles/rent-review.svg', alt: 'A chart <of> rents' },
      });
      expect(saved.statusCode).toBe(200);
      const draft = staffPageResponseSchema.parse(saved.json()).payload.draft;
      expect(draft).toMatchObject({ description: 'Who we are: "tenants" & <b>owners</b>.', socialImage: { path: '/media/articles/rent-review.svg' } });
      // A draft is not the live page's head.
      expect(metas(await get('/about'))['name:description']).toMatch(/^We are the independent voice/);
      const page = await publish('/about');
      expect(page.published).toMatchObject({ description: 'Who we are: "tenants" & <b>owners</b>.' });
      const html = await get('/about');
      expect(html).toContain('<meta name="description" content="Who we are: &quot;tenants&quot; &amp; &lt;b&gt;owners&lt;/b&gt;.">');
      expect(html).not.toContain('<b>owners');
      expect(metas(html)).toMatchObject({
        'property:og:description': 'Who we are: &quot;tenants&quot; &amp; &lt;b&gt;owners&lt;/b&gt;.',
        'property:og:image': 'https://tenants.example/media/articles/rent-review.svg',
        'property:og:image:alt': 'A chart &lt;of&gt; rents',
        'name:twitter:card': 'summary_large_image',
      });
    });

    it('takes the hero’s uploaded picture when there is no social picture; an autosave of other fields keeps the description', async () => {
      const id = await idOf('/property/rates');
      const current = staffPageResponseSchema.parse((await call(suite, 'GET', `${staffPagesPath}/${id}`, editor.token)).json()).payload as StaffPage;
      const blocks = current.draft.blocks.map((block) =>
        block.type === 'hero' ? { ...block, image: { art: '/media/articles/rent-review.svg', alt: 'Rates, charted' } } : block,
      );
      expect((await save('/property/rates', { description: 'Rates, checked.' })).statusCode).toBe(200);
      expect((await save('/property/rates', { blocks, autosave: true })).statusCode).toBe(200);
      await publish('/property/rates');
      expect(metas(await get('/property/rates'))).toMatchObject({
        'name:description': 'Rates, checked.',
        'property:og:image': 'https://tenants.example/media/articles/rent-review.svg',
        'property:og:image:alt': 'Rates, charted',
        'name:twitter:card': 'summary_large_image',
      });
      // Cleared: the introduction again.
      expect((await save('/property/rates', { description: '' })).statusCode).toBe(200);
      await publish('/property/rates');
      expect(metas(await get('/property/rates'))['name:description']).toMatch(/^Business rates are a fixed cost only until someone checks them\./);
    });

    it('carries them through a scheduled publish and a restored version', async () => {
      await save('/community', { description: 'Scheduled words.' });
      const at = new Date(clock.now().getTime() + 3_600_000);
      await publish('/community', { publishAt: at.toISOString() });
      expect(metas(await get('/community'))['name:description']).not.toBe('Scheduled words.');
      await publishDuePages(suite.database.db, new Date(at.getTime() + 1000));
      expect(metas(await get('/community'))['name:description']).toBe('Scheduled words.');

      const id = await idOf('/community');
      const versions = (await call(suite, 'GET', `${staffPagesPath}/${id}/versions`, editor.token)).json().payload as { id: string; kind: string }[];
      const scheduled = versions.find((v) => v.kind === 'schedule')!;
      const version = (await call(suite, 'GET', `${staffPagesPath}/${id}/versions/${scheduled.id}`, editor.token)).json().payload;
      expect(version.description).toBe('Scheduled words.');
      await save('/community', { description: 'Changed since.' });
      const restored = await call(suite, 'POST', `${staffPagesPath}/${id}/versions/${scheduled.id}/restore`, editor.token);
      expect(staffPageResponseSchema.parse(restored.json()).payload.draft.description).toBe('Scheduled words.');
    });

    it('refuses a description over 300 characters and a drawing as the social picture, in plain words beside the field', async () => {
      const long = await save('/about', { description: 'x'.repeat(301) });
      expect(long.statusCode).toBe(400);
      expect(long.json()).toMatchObject({ success: false, message: sharingMessages.descriptionTooLong, errors: [{ path: 'description' }] });
      expect((await save('/about', { description: 'x'.repeat(300) })).statusCode).toBe(200);
      const drawing = await save('/about', { socialImage: { path: 'shopfront', alt: '' } });
      expect(drawing.statusCode).toBe(400);
      expect(drawing.json()).toMatchObject({ success: false, message: sharingMessages.pictureInvalid });
    });
  },
  { env: { SERVE_SITE: '1', PUBLIC_SITE_URL: 'https://tenants.example', DEPLOY_DIR: deployDir }, options: { now: clock.now } },
);
