import type { Article, Brand } from '@tenants/shared/model';
import { escapeHtml } from '../mail/escape-html';

/** Link previews show about two lines; a longer description is cut at a word. */
const descriptionMax = 200;
export function previewDescription(caption: string): string {
  const text = caption.replace(/\s+/g, ' ').trim();
  if (text.length <= descriptionMax) return text;
  const cut = text.slice(0, descriptionMax);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : descriptionMax).replace(/[,;:.]$/, '')}…`;
}

export interface PreviewUrls {
  /** The article page's absolute address. */
  page: string;
  /** The picture's absolute address. */
  image: string;
}

/**
 * The shell's index.html with the article's title, description and Open Graph / Twitter tags in its head,
 * so a link shared on social networks or chat apps shows a preview without running any script. The
 * shell's own title and description are replaced, not duplicated. Every value is HTML-escaped.
 */
export function withArticleMeta(indexHtml: string, article: Article, urls: PreviewUrls, brand: Brand): string {
  const title = `${article.title} | ${brand.product}`;
  const description = previewDescription(article.caption);
  const property = (name: string, value: string) => `<meta property="${name}" content="${escapeHtml(value)}">`;
  const named = (name: string, value: string) => `<meta name="${name}" content="${escapeHtml(value)}">`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    named('description', description),
    `<link rel="canonical" href="${escapeHtml(urls.page)}">`,
    property('og:type', 'article'),
    property('og:site_name', brand.product),
    property('og:title', article.title),
    property('og:description', description),
    property('og:url', urls.page),
    property('og:image', urls.image),
    property('og:image:alt', article.Media.alt),
    property('og:locale', 'en_GB'),
    property('article:published_time', article.publishedAt),
    property('article:section', article.Category.name),
    ...(article.author ? [property('article:author', article.author)] : []),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', article.title),
    named('twitter:description', description),
    named('twitter:image', urls.image),
    named('twitter:image:alt', article.Media.alt),
    // Structured data for search engines (a data block: not a script the CSP would have to allow).
    `<script type="application/ld+json">${jsonForHtml(articleStructuredData(article, urls, brand))}</script>`,
  ].join('');
  const stripped = indexHtml.replace(/<title>[\s\S]*?<\/title>/i, '').replace(/<meta\s+name=["']?description["']?[^>]*>/i, '');
  return stripped.replace(/<\/head>/i, `${tags}</head>`);
}

/** JSON inside a <script> element: `<` escaped, so no text in it can close the element. */
const jsonForHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** schema.org Article data for the article's page. */
function articleStructuredData(article: Article, urls: PreviewUrls, brand: Brand) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: previewDescription(article.caption),
    image: [urls.image],
    datePublished: article.publishedAt,
    ...(article.author ? { author: { '@type': 'Person', name: article.author } } : {}),
    publisher: { '@type': 'Organization', name: brand.product },
    mainEntityOfPage: urls.page,
    articleSection: article.Category.name,
  };
}
