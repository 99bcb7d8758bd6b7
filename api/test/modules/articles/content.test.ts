import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { articleCategories } from '@tenants/shared/model';
import { parseArticleFile } from '../../../src/modules/articles/content';
import { articleMediaDir, articlesContentDir } from '../../../src/modules/articles/media';
import { sanitiseArticleHtml, textOfHtml } from '../../../src/modules/articles/sanitize';

// The real articles of api/content: what every fresh install shows (docs/product/look-and-content.md: real, distinct content).
const files = readdirSync(articlesContentDir).filter((f) => f.endsWith('.html'));
const articles = files.map((file) => parseArticleFile(file.slice(0, -5), readFileSync(path.join(articlesContentDir, file), 'utf8')));
const words = (html: string) => textOfHtml(html).split(' ');

describe('the article content', () => {
  it('has at least 36 articles, at least 12 in each category', () => {
    expect(articles.length).toBeGreaterThanOrEqual(36);
    for (const { name } of articleCategories) expect(articles.filter((a) => a.category === name).length).toBeGreaterThanOrEqual(12);
  });

  it('dates them from 2023 to today, none in the future', () => {
    const years = new Set(articles.map((a) => a.published.slice(0, 4)));
    expect([...years].sort()).toEqual(['2023', '2024', '2025', '2026']);
    for (const a of articles) expect(a.published <= '2026-11-22T23:59:59Z').toBe(true);
  });

  it('gives each a picture that exists, with alt text', () => {
    const pictures = new Set(readdirSync(articleMediaDir));
    for (const a of articles) {
      expect(pictures.has(a.image)).toBe(true);
      expect(a.imageAlt.length).toBeGreaterThan(15);
    }
  });

  it('writes bodies of a few hundred words that need nothing removed', () => {
    for (const a of articles) {
      expect(words(a.bodyHtml).length).toBeGreaterThanOrEqual(250);
      expect(sanitiseArticleHtml(a.bodyHtml).removed).toEqual([]);
      expect(a.bodyHtml).not.toMatch(/lorem|ipsum|TODO/i);
    }
  });

  it('has no near-copies: distinct titles, and no two bodies sharing more than a fifth of their word triples', () => {
    expect(new Set(articles.map((a) => a.title.toLowerCase())).size).toBe(articles.length);
    const triples = articles.map((a) => {
      const w = words(a.bodyHtml).map((x) => x.toLowerCase());
      return new Set(w.slice(2).map((_, i) => `${w[i]} ${w[i + 1]} ${w[i + 2]}`));
    });
    for (let i = 0; i < triples.length; i++) {
      for (let j = i + 1; j < triples.length; j++) {
        const shared = [...triples[i]].filter((t) => triples[j].has(t)).length;
        expect({ pair: `${articles[i].alias} / ${articles[j].alias}`, share: shared / Math.min(triples[i].size, triples[j].size) < 0.2 }).toEqual({
          pair: `${articles[i].alias} / ${articles[j].alias}`,
          share: true,
        });
      }
    }
  });
});
