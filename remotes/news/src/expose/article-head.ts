import type { Article, HeadMeta, HeadTags, RuntimeConfig } from '@tenants/shared';

/** Link previews show about two lines; a longer description is cut at a word. */
const descriptionMax = 200;
export function previewDescription(caption: string): string {
  const text = caption.replace(/\s+/g, ' ').trim();
  if (text.length <= descriptionMax) return text;
  const cut = text.slice(0, descriptionMax);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : descriptionMax).replace(/[,;:.]$/, '')}…`;
}

/** An article page's absolute address, and its picture's (pictures come from the API host). */
export function articleUrls(article: Article, config: Pick<RuntimeConfig, 'siteUrl' | 'apiBase'>) {
  const origin = config.siteUrl ?? '';
  // Absolute when the API base is configured as a host, else under the site's origin.
  const imageBase = /^https?:\/\//.test(config.apiBase) ? config.apiBase : `${origin}${config.apiBase}`;
  // The desk's own social picture, when it chose one, is what link previews show.
  const picture = article.socialImage ?? article.Media;
  return { page: `${origin}/insights/${encodeURIComponent(article.alias)}`, image: `${imageBase}${picture.path}`, alt: picture.alt };
}

/**
 * An article page's head: its title and description, Open Graph and Twitter tags (a link shared on social
 * networks or chat apps shows a preview without running any script), its canonical address and schema.org
 * Article data for search engines. Data only: the site server escapes and writes it.
 */
export function articleHead(article: Article, config: Pick<RuntimeConfig, 'siteUrl' | 'apiBase' | 'brand'>): HeadTags {
  const urls = articleUrls(article, config);
  const product = config.brand.product;
  // The desk's own description, when written, as it was written; else the caption's start.
  const description = article.description?.trim() || previewDescription(article.caption);
  const property = (name: string, content: string): HeadMeta => ({ property: name, content });
  const named = (name: string, content: string): HeadMeta => ({ name, content });
  return {
    title: `${article.title} | ${product}`,
    canonical: urls.page,
    meta: [
      named('description', description),
      property('og:type', 'article'),
      property('og:site_name', product),
      property('og:title', article.title),
      property('og:description', description),
      property('og:url', urls.page),
      property('og:image', urls.image),
      property('og:image:alt', urls.alt),
      property('og:locale', 'en_GB'),
      property('article:published_time', article.publishedAt),
      property('article:section', article.Category.name),
      ...(article.author ? [property('article:author', article.author)] : []),
      named('twitter:card', 'summary_large_image'),
      named('twitter:title', article.title),
      named('twitter:description', description),
      named('twitter:image', urls.image),
      named('twitter:image:alt', urls.alt),
    ],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: article.title,
        description,
        image: [urls.image],
        datePublished: article.publishedAt,
        ...(article.author ? { author: { '@type': 'Person', name: article.author } } : {}),
        publisher: { '@type': 'Organization', name: product },
        mainEntityOfPage: urls.page,
        articleSection: article.Category.name,
      },
    ],
  };
}

/**
 * A short digest of what a page was drawn from (FNV-1a over its JSON), for its cache key: a publish, an
 * edit or an unpublish changes the answer, hence the key, so the next request draws the page again.
 */
export function digest(value: unknown): string {
  const text = JSON.stringify(value) ?? '';
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
