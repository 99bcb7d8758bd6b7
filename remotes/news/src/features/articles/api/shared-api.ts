/*
 * The part of the news remote that needs the full shared package (the axios client, the zod contracts):
 * the API calls. Only ever imported with
 * import() (`loadSharedApi`), so the package is fetched when a page first needs it, never for a page the
 * server drew with its data.
 */
export { createApiClient, errorMessage } from '@tenants/shared';
export { getArticle } from './get-article';
export { getArticleList } from './get-article-list';
export * from '../../newsletters/api/newsletter-calls';
export * from '../../events/api/event-calls';
export * from '../../offers/api/offer-calls';
