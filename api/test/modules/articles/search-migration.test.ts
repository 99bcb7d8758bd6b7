import { migrations } from '../../../migrations';
import type { NewArticleRow } from '../../../src/db/tables';
import { describeEachDatabase } from '../../helper';
import { listArticles, migratorOf } from './fixtures';

jest.setTimeout(60_000);

const searchMigration = '2026_11_23_2000_article_search';
const names = Object.keys(migrations).sort();
const before = names[names.indexOf(searchMigration) - 1];

const article = (alias: string, publishedAt: string, body: string): NewArticleRow => ({
  id: `id-${alias}`,
  alias,
  title: `Archive note ${alias}`,
  caption: 'From before search.',
  text: 'Short text.',
  body_html: `<p>${body}</p>`,
  body_text: body,
  author: null,
  category_id: 2,
  media_path: '/media/articles/rent-review.svg',
  media_alt: 'A chart',
  published_at: publishedAt,
  created_at: publishedAt,
  updated_at: publishedAt,
});

describeEachDatabase('the search migration', (suite) => {
  const migrator = () => migratorOf(suite);
  const list = (query: string) => listArticles(suite, query);

  it('indexes and counts the articles that were there before it, and comes down again', async () => {
    expect((await migrator().migrateTo(before)).error).toBeUndefined();
    await suite.database.db
      .insertInto('articles')
      .values([
        article('c-older', '2024-05-01T09:00:00.000Z', 'Leases renewed in the archive.'),
        article('b-same-second', '2024-06-01T09:00:00.000Z', 'A lease from the archive.'),
        article('a-same-second', '2024-06-01T09:00:00.000Z', 'Another lease from the archive.'),
      ])
      .execute();
    expect((await migrator().migrateToLatest()).error).toBeUndefined();

    expect(await list('categoryId=2&keyword=lease')).toMatchObject({
      totalPage: 1,
      articles: [{ alias: 'a-same-second' }, { alias: 'b-same-second' }, { alias: 'c-older' }],
    });
    expect(await list('categoryId=2')).toMatchObject({
      totalPage: 1,
      articles: [{ alias: 'a-same-second' }, { alias: 'b-same-second' }, { alias: 'c-older' }],
    });
    expect(await list('categoryId=2&keyword=renewed')).toMatchObject({ totalPage: 1, articles: [{ alias: 'c-older' }] });

    expect((await migrator().migrateTo(before)).error).toBeUndefined();
    expect((await migrator().migrateToLatest()).error).toBeUndefined();
    expect(await list('categoryId=2&keyword=archive')).toMatchObject({
      totalPage: 1,
      articles: [{ alias: 'a-same-second' }, { alias: 'b-same-second' }, { alias: 'c-older' }],
    });
  });
});
