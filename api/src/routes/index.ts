import type { FastifyPluginAsync } from 'fastify';
import accountRoutes from './account';
import guidesRoutes from './guides';
import healthRoutes from './health';
import subscribeRoutes from './subscribe';
import validateRoutes from './validate';
import enquiryRoutes from './enquiry';
import articlesRoutes from './articles';
import donationRoutes from './donation';

/**
 * Every API resource, one folder each (`<resource>/index.ts` routes + `<resource>.repository.ts` Kysely
 * code). A static list rather than a folder scan so the esbuild bundle carries them: a new resource is
 * its folder plus a line here. Routes take their full `/api/...` paths from the shared contracts. The
 * dev-only outbox viewer is not listed: app.ts adds it only where it may run.
 */
export const apiRoutes: FastifyPluginAsync[] = [healthRoutes, validateRoutes, subscribeRoutes, accountRoutes, guidesRoutes, enquiryRoutes, articlesRoutes, donationRoutes];
