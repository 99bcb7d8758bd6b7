import { pageMessages, pagesPath, staffPageResponseSchema, staffPagesPath, zodWording, type StaffPage } from '@tenants/shared/model';
import { describeEachDatabase, type DatabaseSuite } from '../../helper';
import { call, clock, person, type Person } from '../staff/fixtures';

jest.setTimeout(120_000);

const staffPage = (res: { json(): unknown }): StaffPage => staffPageResponseSchema.parse(res.json()).payload;
const publicStatus = async (suite: DatabaseSuite, address: string) =>
  (await call(suite, 'GET', `${pagesPath}?address=${encodeURIComponent(address)}`)).statusCode;

/** Issue 53: nothing incomplete goes live; every refusal names the field in plain words. */
describeEachDatabase(
  'publishing checks the whole page',
  (suite) => {
    let editor: Person;
    beforeAll(async () => {
      clock.offsetMs = 0;
      editor = await person(suite, 'staff');
    });

    it('starts a service page from its template, similar services and compliance from its area, and refuses it until it is written', async () => {
      const created = staffPage(
        await call(suite, 'POST', staffPagesPath, editor.token, { type: 'service', area: 'property', slug: 'tax-relief', title: 'Tax Relief' }),
      );
      expect(created.draft.blocks.map((block) => block.type)).toEqual(['hero', 'intro', 'similarServices', 'compliance']);
      const [, , similar, compliance] = created.draft.blocks as { services?: string[]; cards?: unknown[] }[];
      expect(similar.services).toHaveLength(2);
      expect(similar.services!.every((service) => service.startsWith('property/'))).toBe(true);
      expect(compliance.cards!.length).toBeGreaterThan(0);

      const refused = await call(suite, 'POST', `${staffPagesPath}/${created.id}/publish`, editor.token, {});
      expect(refused.statusCode).toBe(400);
      const body = refused.json() as { success: boolean; message: string; errors: { path: string; message: string }[] };
      expect(body.success).toBe(false);
      expect(body.message).toBe(pageMessages.notPublishable);
      expect(body.errors).toEqual(
        expect.arrayContaining([
          { path: 'card.text', message: 'The service card needs some text.' },
          { path: 'card.image.alt', message: 'The service card’s picture needs a description.' },
          { path: 'blocks.0.intro', message: 'The hero needs an introduction.' },
          { path: 'blocks.0.image.alt', message: 'The hero’s picture needs a description.' },
          { path: 'blocks.1.title', message: 'The introduction needs a heading.' },
          { path: 'blocks.1.text.0', message: 'Paragraph 1 of the introduction needs some words.' },
        ]),
      );
      expect(body.errors.filter((error) => zodWording.test(error.message))).toEqual([]);
      // Scheduling is publishing later: refused the same way.
      const publishAt = new Date(clock.now().getTime() + 3_600_000).toISOString();
      expect((await call(suite, 'POST', `${staffPagesPath}/${created.id}/publish`, editor.token, { publishAt })).statusCode).toBe(400);
      expect(await publicStatus(suite, '/property/tax-relief')).toBe(404);

      const blocks = created.draft.blocks.map((block) =>
        block.type === 'hero'
          ? { ...block, intro: 'We check every relief.', image: { art: 'coins', alt: 'Stacks of pound coins' } }
          : block.type === 'intro'
            ? { ...block, title: 'Why it matters', text: ['Reliefs change each year.'] }
            : block,
      );
      const card = { text: 'Reliefs you are owed, claimed.', image: { art: 'coins', alt: 'Stacks of pound coins' }, position: created.card!.position };
      expect((await call(suite, 'PUT', `${staffPagesPath}/${created.id}`, editor.token, { blocks, card })).statusCode).toBe(200);
      const published = await call(suite, 'POST', `${staffPagesPath}/${created.id}/publish`, editor.token, {});
      expect(published.statusCode).toBe(200);
      expect(staffPage(published).state).toBe('published');
      expect(await publicStatus(suite, '/property/tax-relief')).toBe(200);
    });

    it('refuses a plain page with only a title', async () => {
      const created = staffPage(
        await call(suite, 'POST', staffPagesPath, editor.token, { type: 'plain', address: '/accessibility-help', title: 'Accessibility' }),
      );
      const refused = await call(suite, 'POST', `${staffPagesPath}/${created.id}/publish`, editor.token, {});
      expect(refused.statusCode).toBe(400);
      expect((refused.json() as { errors: { message: string }[] }).errors.map((error) => error.message)).toEqual([
        'The hero needs an introduction.',
        'The hero’s picture needs a description.',
        'The page text needs some words.',
      ]);
      expect(await publicStatus(suite, '/accessibility-help')).toBe(404);
    });

    it('names a missing required block and a half-typed one, in plain words', async () => {
      const created = staffPage(
        await call(suite, 'POST', staffPagesPath, editor.token, { type: 'service', area: 'corporate', slug: 'payroll', title: 'Payroll' }),
      );
      await call(suite, 'PUT', `${staffPagesPath}/${created.id}`, editor.token, { blocks: [{ type: 'hero', eyebrow: 'Corporate Services' }] });
      const refused = await call(suite, 'POST', `${staffPagesPath}/${created.id}/publish`, editor.token, {});
      const messages = (refused.json() as { errors: { message: string }[] }).errors.map((error) => error.message);
      expect(messages).toEqual(expect.arrayContaining(['The hero needs an introduction.', 'The hero needs a picture.']));
      expect(messages.filter((message) => zodWording.test(message))).toEqual([]);
      // A title typed as the form opens: the page needs one, said so.
      const untitled = await call(suite, 'POST', staffPagesPath, editor.token, { type: 'plain', address: '/untitled', title: '' });
      expect(untitled.statusCode).toBe(400);
      expect(untitled.json()).toMatchObject({ success: false, message: 'The page needs a title.' });
    });
  },
  { options: { now: clock.now } },
);
