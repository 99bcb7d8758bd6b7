import type { FastifyInstance } from 'fastify';
import type { DeskDeps } from './articles.service';
import type { ReviewDeps } from './articles-review.staff';

/** The news desk's dependencies as the app has them (its staff routes hand them in): the picture folders too. */
export const deskDeps = (app: FastifyInstance): DeskDeps => ({ db: app.database.db, mediaDirs: app.mediaDirs, now: () => app.now() });

/** The review loop's: the news desk's, with the mail queue and the e-mails it sends. */
export const reviewDeps = (app: FastifyInstance): ReviewDeps => ({ ...deskDeps(app), mailQueue: app.mailQueue, emails: app.mailer.templates });
