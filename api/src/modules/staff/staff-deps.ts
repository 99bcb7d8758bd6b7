import type { FastifyInstance } from 'fastify';
import type { StaffDeps } from './staff.service';

/** The staff service's dependencies as the app has them (its routes hand them in). */
export const staffDeps = (app: FastifyInstance): StaffDeps => ({ db: app.database.db, mediaDirs: app.mediaDirs, now: () => app.now() });
