import type { FastifyPluginAsync } from 'fastify';
import accountRoutes from './account';
import guidesRoutes from './guides';
import healthRoutes from './health';
import subscriptionRoutes from './subscriptions';
import validateRoutes from './validate';
import enquiryRoutes from './enquiry';
import articlesRoutes from './articles';
import donationRoutes from './donation';
import staffRoutes from './staff';
import telemetryRoutes from './telemetry';
import releasesRoutes from './releases';
import newsletterRoutes from './newsletters';

/**
 * Every API domain, one folder each: `<domain>/index.ts` registers its routes (`routes/`, one file per
 * endpoint), which call `<domain>.service.ts`, the only caller of `<domain>.repository.ts` from outside the
 * folder's own files (the lint rule keeps other modules, the site server and the CLI out). A static list rather than a folder scan so the esbuild bundle carries them: a new resource is
 * its folder plus a line here. Routes take their full `/api/...` paths from the shared contracts. The
 * dev-only outbox viewer is not listed: app.ts adds it only where it may run.
 */
export const apiRoutes: FastifyPluginAsync[] = [
  healthRoutes,
  validateRoutes,
  subscriptionRoutes,
  accountRoutes,
  guidesRoutes,
  enquiryRoutes,
  articlesRoutes,
  donationRoutes,
  staffRoutes,
  telemetryRoutes,
  releasesRoutes,
  newsletterRoutes,
];
