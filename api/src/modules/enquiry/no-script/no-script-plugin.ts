import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { enquiryDepsOf } from '../enquiry.service';
import { enquiryDrafts } from './enquiry-drafts';
import { noScriptEnquiry, type NoScriptEnquiry } from './no-script-enquiry';

declare module 'fastify' {
  interface FastifyInstance {
    /** The enquiry sent without JavaScript: the site server's form route hands it each step (site/forms). */
    noScriptEnquiry: NoScriptEnquiry;
  }
}

export interface NoScriptEnquiryOptions {
  /** The site is served over HTTPS: the draft's cookie is Secure. */
  secure: boolean;
}

/** Gives the app the no-JavaScript enquiry, so the site server draws its pages without reaching into the module. */
async function noScriptEnquiryPlugin(app: FastifyInstance, opts: NoScriptEnquiryOptions) {
  const drafts = enquiryDrafts({ db: app.database.db, secure: opts.secure, now: () => app.now() });
  app.decorate('noScriptEnquiry', noScriptEnquiry({ enquiry: enquiryDepsOf(app), drafts, counters: app.counters, limits: app.limits }));
}

export default fp(noScriptEnquiryPlugin, {
  name: 'no-script-enquiry',
  dependencies: ['database', 'clock', 'counters', 'validation', 'mailer', 'mail-queue'],
});
