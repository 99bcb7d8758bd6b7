import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { paths, type FormResult } from '@tenants/shared/model';
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

  await app.register(async (forms) => htmlFormRoutes(forms, { results, siteUrl: opts.siteUrl }));

  /**
   * The answer to a form posted without JavaScript, for the page at `urlPath`: drawn once with its result,
   * so the flash cookie goes and the answer is never kept or cached.
   */
  return async (request: FastifyRequest, reply: FastifyReply, urlPath: string): Promise<FormResult | undefined> => {
    // A step of an enquiry sent without JavaScript, at its own address (`/enquiry?step=3`): drawn from the
    // visitor's draft, which the enquiry module keeps.
    const formResult = results.read(request) ?? (urlPath === paths.enquiry ? await app.noScriptEnquiry.stepResult(request) : undefined);
    if (formResult) results.clear(reply.header('cache-control', 'no-store'));
    return formResult;
  };
}
