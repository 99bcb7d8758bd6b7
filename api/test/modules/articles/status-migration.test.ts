import type { Kysely } from 'kysely';
import { articleByAliasPath } from '@tenants/shared/model';
import { migrations } from '../../../migrations';
import { describeEachDatabase, visitorIp } from '../../helper';
import { listArticles, migratorOf } from './fixtures';

jest.setTimeout(60_000);

const statusMigration = '2026_12_05_1100_article_status';
const names = Object.keys(migrations).sort();
const before = names[names.indexOf(statusMigration) - 1];

const row = (alias: string, publishedAt: string, isPublished: number) => ({
  id: `id-${alias}`,
  alias,
  title: `Lease note ${alias}`,
  caption: 'Written before the status column.',
  text: 'Short text.',
  body_html: '<p>A lease in the archive.</p>',
  body_text: 'A lease in the archive.',
  author: null,
  category_id: 2,
  media_path: '/media/articles/rent-review.svg',
  media_alt: 'A chart',
  published_at: publishedAt,
  is_published: isPublished,
  created_at: '2026-10-01T09:30:15.250Z',
  updated_at: '2026-10-01T09:30:15.250Z',
});

describeEachDatabase('the article status migration', (suite) => {
  const migrator = () => migratorOf(suite);
  const list = (query: string) => listArticles(suite, query);

  it('turns the year-9000 drafts into drafts by status with a real date, still kept off the site', async () => {
    expect((await migrator().migrateTo(before)).error).toBeUndefined();
    // The shape of the table then: a flag, and a draft's date a placeholder far in the future.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table as it was, not today's type
    const then = suite.database.db as unknown as Kysely<any>;
    await then
      .insertInto('articles')
      .values([row('out-already', '2024-06-01T09:00:00.000Z', 1), row('never-out', '9000-01-01T00:00:05.000Z', 0)])
      .execute();
    expect((await migrator().migrateToLatest()).error).toBeUndefined();

    const stored = await suite.database.db.selectFrom('articles').select(['alias', 'status', 'published_at']).orderBy('alias').execute();
    expect(stored).toEqual([
      { alias: 'never-out', status: 'draft', published_at: '2026-10-01T09:30:15.000Z' },
      { alias: 'out-already', status: 'published', published_at: '2024-06-01T09:00:00.000Z' },
    ]);
    // The draft's date is now in the past: its status alone keeps it out of the listing, its count and search.
    expect(await list('categoryId=2')).toMatchObject({ totalPage: 1, articles: [{ alias: 'out-already' }] });
    expect((await list('categoryId=2')).articles).toHaveLength(1);
    expect((await list('categoryId=2&keyword=lease')).articles.map((a) => a.alias)).toEqual(['out-already']);
    const draft = await suite.app.inject({ method: 'GET', url: articleByAliasPath('never-out'), remoteAddress: visitorIp() });
    expect(draft.statusCode).toBe(404);
  });
});
