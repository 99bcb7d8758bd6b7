import type { Article } from '@tenants/shared';
import type { Answer, FakeRequest } from '@tenants/shared/test/fake-api';

const categoryNames = { 1: 'News', 2: 'Hot Topics', 3: 'Insights' } as const;

/** An article as the API sends it. */
export function makeArticle(n: number, overrides: Partial<Article> & { categoryId?: 1 | 2 | 3 } = {}): Article {
  const { categoryId = 1, ...rest } = overrides;
  return {
    id: `id-${categoryId}-${n}`,
    title: `${categoryNames[categoryId]} article ${n}`,
    alias: `${categoryNames[categoryId].toLowerCase().replace(' ', '-')}-article-${n}`,
    caption: `Caption ${n}.`,
    content: [`<p>Body ${n}.</p>`],
    author: 'Helen Ashworth',
    publishedAt: '2024-03-03T09:00:00.000Z',
    text: `Short text ${n}.`,
    Media: { path: `/media/articles/picture-${n}.svg`, alt: `Picture ${n}` },
    Category: { id: categoryId, name: categoryNames[categoryId] },
    ...rest,
  };
}

/** Answers the list call from a catalogue per category, ten a page, like the real API. */
export const listFrom =
  (catalogue: Partial<Record<1 | 2 | 3, Article[]>>, totalPages?: Partial<Record<1 | 2 | 3, number>>) =>
  ({ query }: FakeRequest): Answer => {
    const categoryId = Number(query.categoryId) as 1 | 2 | 3;
    const page = Number(query.page) || 1;
    const keyword = (query.keyword ?? '').toLowerCase();
    const all = (catalogue[categoryId] ?? []).filter((a) => a.title.toLowerCase().includes(keyword));
    const totalPage = totalPages?.[categoryId] ?? Math.ceil(all.length / 10);
    return { body: { success: true, payload: { articles: all.slice((page - 1) * 10, page * 10), totalPage } } };
  };
