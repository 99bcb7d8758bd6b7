import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  articleByAliasPath,
  articleResponseSchema,
  sharingMessages,
  staffArticleResponseSchema,
  staffArticleVersionListResponseSchema,
  staffArticleVersionResponseSchema,
} from '@tenants/shared/model';
import { describeEachDatabase } from '../../helper';
import { call, clock, expectError, person, type Person } from '../staff/fixtures';

jest.setTimeout(60_000);

// An article's own description and social picture (shared contracts/sharing.ts): saved with the draft and
// each version, published with the article, answered by the public article API (whose page head prefers
// them to the caption and the article's picture), cleared with '' and null, and a description over 300
// characters refused in plain words.

const uploads = mkdtempSync(path.join(tmpdir(), 'tenants-article-sharing-'));
afterAll(() => rmSync(uploads, { recursive: true, force: true }));

const draft = (overrides: Record<string, unknown> = {}) => ({
  title: 'Sharing Story',
  caption: 'What a rent review means for your business.',
  bodyHtml: '<p>Read the clause.</p>',
  categoryId: 1,
  mediaPath: '/media/articles/rent-review.svg',
  mediaAlt: 'A bar chart',
  ...overrides,
});

describeEachDatabase(
  'an article’s description and social picture',
  (suite) => {
    let editor: Person;
    beforeAll(async () => {
      editor = await person(suite, 'staff');
    });
    const staffArticle = (res: { json(): unknown }) => staffArticleResponseSchema.parse(res.json()).payload;

    it('are kept with the draft, published, answered publicly, kept in versions and cleared', async () => {
      const created = await call(
        suite,
        'POST',
        '/api/staff/articles',
        editor.token,
        draft({
          title: `Sharing ${suite.dialect}`,
          description: ' Rents, "reviewed" & <b>explained</b>. ',
          socialImage: { path: '/media/articles/rent-review.svg', alt: 'A chart' },
        }),
      );
      expect(created.statusCode).toBe(200);
      const article = staffArticle(created);
      expect(article.description).toBe('Rents, "reviewed" & <b>explained</b>.');
      // Checked like the article's own picture: its current content hash.
      expect(article.socialImage).toEqual({ path: expect.stringMatching(/^\/media\/articles\/rent-review\.[0-9a-f]{8}\.svg$/), alt: 'A chart' });

      expect((await call(suite, 'POST', `/api/staff/articles/${article.id}/publish`, editor.token, {})).statusCode).toBe(200);
      const served = articleResponseSchema.parse((await call(suite, 'GET', articleByAliasPath(article.alias))).json()).payload;
      expect(served).toMatchObject({ description: 'Rents, "reviewed" & <b>explained</b>.', socialImage: { alt: 'A chart' } });

      const saved = await call(
        suite,
        'PUT',
        `/api/staff/articles/${article.id}`,
        editor.token,
        draft({ title: article.title, description: '', socialImage: null }),
      );
      expect(saved.statusCode).toBe(200);
      expect(staffArticle(saved)).toMatchObject({ description: '', socialImage: null });
      const cleared = articleResponseSchema.parse((await call(suite, 'GET', articleByAliasPath(article.alias))).json()).payload;
      expect(cleared.description).toBeUndefined();
      expect(cleared.socialImage).toBeUndefined();

      const versions = staffArticleVersionListResponseSchema.parse(
        (await call(suite, 'GET', `/api/staff/articles/${article.id}/versions`, editor.token)).json(),
      ).payload;
      const first = versions[versions.length - 1];
      const version = staffArticleVersionResponseSchema.parse(
        (await call(suite, 'GET', `/api/staff/articles/${article.id}/versions/${first.id}`, editor.token)).json(),
      ).payload;
      expect(version.article).toMatchObject({ description: 'Rents, "reviewed" & <b>explained</b>.', socialImage: { alt: 'A chart' } });
      const restored = await call(suite, 'POST', `/api/staff/articles/${article.id}/versions/${first.id}/restore`, editor.token);
      expect(restored.statusCode).toBe(200);
      expect(staffArticle(restored).description).toBe('Rents, "reviewed" & <b>explained</b>.');
      expect(articleResponseSchema.parse((await call(suite, 'GET', articleByAliasPath(article.alias))).json()).payload.description).toBe(
        'Rents, "reviewed" & <b>explained</b>.',
      );
    });

    it('refuses a description over 300 characters and a social picture that is not an upload, in plain words', async () => {
      const long = await call(suite, 'POST', '/api/staff/articles', editor.token, draft({ description: 'x'.repeat(301) }));
      expectError(long, 400, sharingMessages.descriptionTooLong);
      const drawing = await call(suite, 'POST', '/api/staff/articles', editor.token, draft({ socialImage: { path: 'shopfront', alt: '' } }));
      expectError(drawing, 400, sharingMessages.pictureInvalid);
      expect(
        (await call(suite, 'POST', '/api/staff/articles', editor.token, draft({ title: `Long ${suite.dialect}`, description: 'x'.repeat(300) }))).statusCode,
      ).toBe(200);
    });
  },
  { env: { MEDIA_UPLOAD_DIR: uploads }, options: { now: clock.now } },
);
