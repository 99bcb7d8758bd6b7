import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { paths, type FormResult } from '@tenants/shared/model';
import { enquiryDrafts } from './enquiry-drafts';
import { openedStep } from './enquiry-steps';
import { formResultCookies } from './form-result-cookie';
import { htmlFormRoutes } from './html-form-route';

/**
 * The public pages' forms as a browser posts them without JavaScript (their routes, registered here), and
 * the other half of the round trip: what the page drawn after such a post carries. Kept apart from the
 * page serving, which only asks for a request's result.
 */
export async function pageForms(app: FastifyInstance, opts: { siteUrl: string; signingSecret: string }) {
  const secure = opts.siteUrl.startsWith('https:');
  const results = formResultCookies({ secret: opts.signingSecret, secure });
  const drafts = enquiryDrafts({ db: app.database.db, secure, now: () => app.now() });

  /**
   * A step of an enquiry sent without JavaScript, at its own address (`/enquiry?step=3`): the answers kept so
   * far and the last post's messages (shown once), drawn as that step. None when the visitor has no draft.
   */
  const enquiryStepResult = async (request: FastifyRequest): Promise<FormResult | undefined> => {
    const draft = await drafts.read(request);
    if (!draft) return undefined;
    if (draft.message || Object.keys(draft.errors).length) await drafts.shown(request);
    const step = openedStep((request.query as Record<string, string | undefined>).step, draft.answers);
    return { form: 'enquiry', ok: false, message: draft.message, values: { ...draft.answers, step: String(step) }, errors: draft.errors };
  };

  await app.register(async (forms) => htmlFormRoutes(forms, { results, drafts, siteUrl: opts.siteUrl }));

  /**
   * The answer to a form posted without JavaScript, for the page at `urlPath`: drawn once with its result,
   * so the flash cookie goes and the answer is never kept or cached.
   */
  return async (request: FastifyRequest, reply: FastifyReply, urlPath: string): Promise<FormResult | undefined> => {
    const formResult = results.read(request) ?? (urlPath === paths.enquiry ? await enquiryStepResult(request) : undefined);
    if (formResult) results.clear(reply.header('cache-control', 'no-store'));
    return formResult;
  };
}
