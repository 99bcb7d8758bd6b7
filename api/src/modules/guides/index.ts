import type { FastifyPluginAsync } from 'fastify';
import downloadGuideRoute from './routes/download-guide';
import guideCoverRoute from './routes/guide-cover';
import listGuidesRoute from './routes/list-guides';

export { guideMessages } from './guides.service';

/**
 * The member guides (docs/product/accounts-and-guides.md): the list for everyone, the covers for everyone, the
 * PDFs only through a signed link that GET /api/guides hands a logged-in member and that works 10 minutes.
 */
const guidesRoutes: FastifyPluginAsync = async (app) => {
  await app.register(listGuidesRoute);
  await app.register(guideCoverRoute);
  await app.register(downloadGuideRoute);
};

export default guidesRoutes;
