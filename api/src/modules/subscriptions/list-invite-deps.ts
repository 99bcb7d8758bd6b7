import type { FastifyInstance } from 'fastify';
import { staffDeps } from '../staff';
import type { ListInviteDeps } from './subscriptions.staff';

/** Adding and resending's dependencies as the app has them. */
export const listInviteDeps = (app: FastifyInstance): ListInviteDeps => ({ ...staffDeps(app), mailQueue: app.mailQueue, emails: app.mailer.templates });
