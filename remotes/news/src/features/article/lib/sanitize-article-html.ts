import DOMPurify from 'dompurify';
import { addArticleHtmlHooks, articleHtmlPolicy } from '@tenants/shared/core';

// The page's DOMPurify instance, with the article hooks (ids prefixed so content never takes a page name).
const purify = typeof window === 'undefined' ? undefined : DOMPurify(window);
if (purify) addArticleHtmlHooks(purify);

/**
 * The article body through DOMPurify with the API's own allow-list and hooks (shared `articleHtmlPolicy`): the
 * API sanitised it on save and on the way out, and the browser does it again whatever path the HTML came by
 * (fetched, or read from the page's first-paint data), so a tampered database, proxy or page cannot inject
 * markup (docs/product/news.md). On the server (no DOM) the API's own pass is the one that counts.
 */
export const sanitiseArticleHtml = (html: string): string => (purify ? purify.sanitize(html, { ...articleHtmlPolicy, RETURN_TRUSTED_TYPE: false }) : html);
