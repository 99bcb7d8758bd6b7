import { routePlugin } from '../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventListResponseSchema, eventsPath } from '@tenants/shared/model';
import { errorResponses } from '../../../http-errors';
import { publicEvents } from '../events-view';

/** GET the events visitors see: published (and cancelled) ones not yet over, soonest first. */
const listEventsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    eventsPath,
    { schema: { tags: ['events'], summary: 'The coming events, soonest first', response: { 200: eventListResponseSchema, ...errorResponses } } },
    async () => ({ success: true as const, payload: { events: await publicEvents(app.database.db, app.now()) } }),
  );
};

export default routePlugin(listEventsRoute);
