import { staffPageResponseSchema, staffPagesPath } from '@tenants/shared/model';
import { describeEachDatabase, type DatabaseSuite } from '../../helper';
import { call, clock, person, type Person } from '../staff/fixtures';

jest.setTimeout(120_000);

const linkMessage = 'A link is an address on this site (starting with one /), or an https:, mailto: or tel: link.';
const pathMessage = 'An address on this site starts with one / and has no \\, spaces, or . and .. parts.';
const pictureMessage = 'A picture is a drawing’s name or an uploaded picture’s /media/ path.';

/**
 * Issue 50 (low): a page block's link `/\evil.example/to` was published and led off the site (browsers read
 * `/\` as `//`), and a picture `/media/a/../../api/health` left `/media/`. The page contract (shared) now takes
 * only same-site paths with one leading `/`, no `\` and nothing to normalise, or https, mailto and tel links;
 * and pictures whose every segment is a name under `/media/`.
 */
describeEachDatabase('links and pictures in page blocks', (suite: DatabaseSuite) => {
  let editor: Person;
  let id: string;
  const save = (blocks: unknown[]) => call(suite, 'PUT', `${staffPagesPath}/${id}`, editor.token, { blocks });
  const intro = (extra: Record<string, unknown>) => ({ type: 'intro', title: 'Who we are', text: ['We speak for tenants.'], ...extra });

  beforeAll(async () => {
    clock.offsetMs = 0;
    editor = await person(suite, 'staff');
    id = (await suite.database.db.selectFrom('pages').select('id').where('address', '=', '/lobbying').executeTakeFirstOrThrow()).id;
  });

  it.each([
    '/property/rates',
    '/advice-support#guides',
    '/news?category=policy',
    'https://www.gov.uk/business-rates',
    'mailto:help@tenants.example',
    'tel:+441632960000',
  ])('keeps the link %s', async (href) => {
    const res = await save([intro({ links: [{ label: 'More', href }] })]);
    expect(res.statusCode).toBe(200);
    expect(staffPageResponseSchema.parse(res.json()).payload.draft.blocks[0]).toMatchObject({ links: [{ label: 'More', href }] });
  });

  it.each([
    '/\\evil.example/to',
    '//evil.example/to',
    '/\t/evil.example',
    '/a/../../api/health',
    '/a/%2e%2e/%2E%2E/api/health',
    '/./staff',
    'http://evil.example/',
    'javascript:alert(1)',
    'https:/\\evil.example',
    'data:text/html,hi',
  ])('refuses the link %j with a plain message, and keeps nothing', async (href) => {
    const res = await save([intro({ links: [{ label: 'More', href }] })]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: linkMessage, errors: [{ message: linkMessage, path: 'blocks.0.links.0.href' }] });
    const kept = staffPageResponseSchema.parse((await call(suite, 'GET', `${staffPagesPath}/${id}`, editor.token)).json()).payload.draft;
    expect(JSON.stringify(kept)).not.toContain(JSON.stringify(href).slice(1, -1));
  });

  it.each(['/\\evil.example/to', '//evil.example', '/a/../b'])('refuses an in-app link (`to`) %j', async (to) => {
    const res = await save([intro({ links: [{ label: 'More', to }] })]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: pathMessage, errors: [{ message: pathMessage, path: 'blocks.0.links.0.to' }] });
  });

  it('keeps a picture under /media/ and refuses one that leaves it, or is not normalised', async () => {
    const hero = (art: string) => ({ type: 'hero', intro: 'Our campaigns', image: { art, alt: 'Our office' } });
    expect((await save([hero('/media/articles/office-1a2b3c4d-1600.0badcafe.webp')])).statusCode).toBe(200);
    for (const art of [
      '/media/a/../../api/health',
      '/media/../api/health',
      '/media/./x.webp',
      '/media//x.webp',
      '/media/%2e%2e/x',
      '/media/a/',
      '/media/a\\..\\x',
    ]) {
      const res = await save([hero(art)]);
      expect({ art, status: res.statusCode, body: res.json() }).toEqual({
        art,
        status: 400,
        body: { success: false, message: pictureMessage, errors: [{ message: pictureMessage, path: 'blocks.0.image.art' }] },
      });
    }
  });
});
