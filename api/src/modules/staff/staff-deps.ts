import type { FastifyInstance } from 'fastify';
import type { StaffDeps } from './staff.service';

/** The staff services' dependencies as the app has them (their routes hand them in, in every module). */
export const staffDeps = (app: FastifyInstance): StaffDeps => ({ db: app.database.db, now: () => app.now() });
