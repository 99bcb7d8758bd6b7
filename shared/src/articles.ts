/**
 * The article listing's fixed terms, with no zod: the news page draws from these at first paint, before the
 * contracts (and zod) are loaded. `contracts/articles.ts` builds the API's schemas from the same values.
 */

/** The three categories, in the order the listing falls through them when one is empty (docs/product/news.md). */
export const articleCategories = [
  { id: 1, name: 'News' },
  { id: 2, name: 'Hot Topics' },
  { id: 3, name: 'Insights' },
] as const;
export type CategoryId = 1 | 2 | 3;

/** Listings show blocks of five (one large, four small): a page is two blocks. */
export const articlesPerBlock = 5;
export const articlesPerPage = 10;
export const articleListPath = '/api/article/list';

/** The highest page number and longest keyword the listing asks for (the API refuses more). */
export const articleListLimits = { page: 10000, keyword: 200 } as const;

export interface ListingQuery {
  page: number;
  categoryId: CategoryId;
  keyword: string;
}

const wholeIn = (value: unknown, min: number, max: number, fallback: number) => {
  const n = value === undefined || value === null ? Number.NaN : Number(value);
  return Number.isInteger(n) && n >= min && n <= max ? n : fallback;
};

/**
 * The browser's tolerant reading of a listing address (`?page=&category=&keyword=`): a value that is missing
 * or out of range gives News, page 1, no keyword, so an odd link still shows a listing. (The API is strict:
 * `articleListRequestSchema` refuses such values with a 400; the listing only ever sends values it accepts.)
 */
export function readListingQuery(query: { page?: unknown; categoryId?: unknown; keyword?: unknown }): ListingQuery {
  const keyword = typeof query.keyword === 'string' ? query.keyword.trim() : '';
  return {
    page: wholeIn(query.page, 1, articleListLimits.page, 1),
    categoryId: wholeIn(query.categoryId, 1, 3, 1) as CategoryId,
    keyword: keyword.length <= articleListLimits.keyword ? keyword : '',
  };
}

/**
 * The one DOMPurify configuration for article HTML (docs/product/news.md), used by the API when it imports articles and
 * by the browser before it renders them, so the two can never drift. An explicit tag list leaves out
 * scripts, iframes, forms, images and all of SVG and MathML; no style or class attribute can reach our
 * layout; links may only be http, https, mailto, tel or same-page anchors. DOMPurify tests every
 * attribute outside its "URI-safe" list against the URI pattern, so table attributes are declared safe.
 */
export const articleHtmlPolicy = {
  ALLOWED_TAGS: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'blockquote',
    'a',
    'strong',
    'em',
    'b',
    'i',
    'abbr',
    'cite',
    'q',
    'sub',
    'sup',
    'small',
    'code',
    'table',
    'caption',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  ALLOWED_ATTR: ['href', 'title', 'id', 'colspan', 'rowspan', 'scope'],
  ADD_URI_SAFE_ATTR: ['colspan', 'rowspan', 'scope'],
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|#)/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
};

/**
 * Article HTML keeps its own anchors, but never under the page's names: every `id` is prefixed (GitHub's
 * `user-content-`), and a same-page link `#x` follows it to `#user-content-x`. Without this a body holding
 * `<p id="first-paint">` stood in for the page's own data (the audit's payload, docs/product/news.md).
 */
export const articleIdPrefix = 'user-content-';

/** What {@link addArticleHtmlHooks} needs of a DOMPurify instance (structural: shared does not depend on it). */
interface PurifyWithHooks {
  addHook(entryPoint: 'uponSanitizeAttribute', hook: (node: Element, data: { attrName: string; attrValue: string }) => void): void;
}

const prefixed = (name: string) => (name.startsWith(articleIdPrefix) ? name : `${articleIdPrefix}${name}`);

/**
 * Installs the prefixing on a DOMPurify instance that sanitises article HTML (the API's and the browser's).
 * Idempotent, unlike DOMPurify's own SANITIZE_NAMED_PROPS, since a body passes the policy more than once
 * (on save, on the way out of the API, in the browser) and must come out the same each time.
 */
export function addArticleHtmlHooks(purify: PurifyWithHooks): void {
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    if (name === 'id' || name === 'name') data.attrValue = prefixed(data.attrValue);
    else if (name === 'href' && data.attrValue.length > 1 && data.attrValue.startsWith('#')) data.attrValue = `#${prefixed(data.attrValue.slice(1))}`;
  });
}
