import DOMPurify from 'dompurify';
import { articleHtmlPolicy } from '@tenants/shared/core';

/**
 * The article body through DOMPurify with the API's own allow-list (shared `articleHtmlPolicy`): the API
 * already sanitised it on import, and the browser does it again so a tampered database or proxy cannot
 * inject markup (docs/product/news.md). Call it in effects only: DOMPurify needs the browser's DOM.
 */
export const sanitiseArticleHtml = (html: string): string => DOMPurify.sanitize(html, { ...articleHtmlPolicy, RETURN_TRUSTED_TYPE: false });
