import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, previewLinkResponseSchema, staffPagesPath } from '@tenants/shared/model';
import { idParams, staffErrorResponses } from '../../../staff';
import { pageOrNotFound } from '../../page-staff-view';
import { makePreviewLink } from '../../page-share-link';

/** A link to the page's draft, good for 7 days, to send a colleague who need not sign in: nothing is stored. */
const makePagePreviewLinkRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    `${staffPagesPath}/:id/preview-link`,
    {
      // Whoever may see the draft may show it to a colleague: contributors too.
      config: { minRole: 'contributor' },
      schema: {
        tags: ['staff'],
        summary: 'A signed link (7 days) that shows the page’s draft as the public page to anyone holding it',
        params: idParams,
        response: { ...staffErrorResponses, 200: previewLinkResponseSchema, 404: apiErrorSchema.describe('No such page') },
      },
    },
    async (request) => {
      await pageOrNotFound(app.database.db, request.params.id);
      const { linkKey, siteUrl } = app.pagePreview;
      const link = makePreviewLink(linkKey, siteUrl, request.params.id, app.now());
      return { success: true as const, payload: { url: link.url, expiresAt: link.expiresAt.toISOString() } };
    },
  );
};

export default routePlugin(makePagePreviewLinkRoute);
