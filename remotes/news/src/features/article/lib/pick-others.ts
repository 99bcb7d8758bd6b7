import type { Article } from '@tenants/shared';

/** SPEC §9: two random other articles, never the one being read (DESIGN §7). */
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
