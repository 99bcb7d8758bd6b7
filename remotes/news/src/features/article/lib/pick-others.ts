import type { Article } from '@tenants/shared';

/** docs/product/news.md: two random other articles, never the one being read. */
export const otherArticlesCount = 2;

export function pickOthers(articles: Article[], currentAlias: string, random: () => number = Math.random): Article[] {
  const pool = articles.filter((a) => a.alias !== currentAlias);
  // Fisher–Yates, stopped once the first two places are drawn.
  for (let i = 0; i < Math.min(otherArticlesCount, pool.length); i++) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, otherArticlesCount);
}
