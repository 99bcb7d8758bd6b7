import type { FastifyInstance } from 'fastify';
import type { DeskDeps } from './articles.service';

/** The news desk's dependencies as the app has them (its staff routes hand them in): the picture folders too. */
export const deskDeps = (app: FastifyInstance): DeskDeps => ({ db: app.database.db, mediaDirs: app.mediaDirs, now: () => app.now() });
