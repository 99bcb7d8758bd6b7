import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  enquiryFields,
  enquiryStepAddress,
  errorSummaryId,
  htmlFormAnchor,
  htmlForms,
  paths,
  returnField,
  type FormResult,
  type HtmlFormId,
} from '@tenants/shared/model';
import { formHandlers, type FormApiCall } from './form-handlers';
import type { FormResultCookies } from './form-result-cookie';
import { sendError } from '../../plugins/error-handler';

/** A same-site page path to go back to: never another origin (`//host`, `/\host`), a scheme or a control character. */
export function safeReturnPath(raw: string | undefined): string {
  const path = (raw ?? '').split(/[?#]/)[0] ?? '';
  return /^\/(?![/\\])[A-Za-z0-9\-._~!$&'()*+,;=:@%/]{0,300}$/.test(path) ? path : '/';
}

export const crossSiteMessage = 'This form was sent from another website, so nothing was done. Please use the form on our own page.';

/**
 * Whether a form post comes from a page of this site. A browser that sends `Sec-Fetch-Site` says so itself
 * (same-origin, or none: typed or bookmarked); otherwise `Origin` must name this site (PUBLIC_SITE_URL's
 * origin or the host the request was sent to); a post with neither (an old browser) passes, as the
 * SameSite=Lax cookies and the forms' own checks still hold there.
 */
export function fromThisSite(request: FastifyRequest, siteUrl: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite === 'same-origin' || fetchSite === 'none';
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return true;
  try {
    const from = new URL(origin);
    return from.origin === new URL(siteUrl).origin || from.host === new URL(`${from.protocol}//${request.headers.host ?? ''}`).host;
  } catch {
    // `null` (a sandboxed frame, a privacy-sensitive redirect) and anything else that is no origin.
    return false;
  }
}

/** The API route called for the visitor, in process: their address is the one its rate limits count. */
const apiCallFor =
  (app: FastifyInstance, request: FastifyRequest): FormApiCall =>
  async (url, body, options = {}) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) };
    const response = await app.inject({ method: options.method ?? 'POST', url, payload: body, remoteAddress: request.ip, headers });
    let parsed: { message?: unknown } = {};
    try {
      parsed = JSON.parse(response.body) as { message?: unknown };
    } catch {
      parsed = {};
    }
    return { status: response.statusCode, message: typeof parsed.message === 'string' ? parsed.message : undefined, result: parsed };
  };

/**
 * The forms of the public pages as a browser sends them without JavaScript (docs/decisions/0010): checked and
 * sent like the browser's own code would, then 303 back to the page with the result in a flash cookie, so a
 * reload never posts again and the page draws the thank-you or the messages beside the fields.
 */
export function htmlFormRoutes(app: FastifyInstance, { results, siteUrl }: { results: FormResultCookies; siteUrl: string }) {
  // Before the body is read or anything is sent for the visitor: a post made by another site's page is
  // refused whole (a forged subscription, an enquiry in someone's name).
  app.addHook('onRequest', async (request, reply) => {
    if (!fromThisSite(request, siteUrl)) return sendError(reply.header('cache-control', 'no-store'), 403, crossSiteMessage);
  });
  // A browser's form post; parsed here only (the API takes JSON).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 32 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  app.post<{ Params: { form: string }; Body: unknown }>('/forms/:form', { schema: { hide: true } }, async (request, reply) => {
    const form = htmlForms.find((id) => id === request.params.form) as HtmlFormId | undefined;
    if (!form) return reply.callNotFound();
    const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
    const text = (name: string, max = 500) => (typeof body[name] === 'string' ? (body[name] as string).slice(0, max) : '');
    if (form === 'enquiry') {
      // Each step is answered by a 303 to the next step's own address (post/redirect/get): Back and reload
      // work, nothing is posted twice. The steps, their draft and their limits are the enquiry module's.
      const posted = Object.fromEntries(
        ['step', 'nav', ...enquiryFields].flatMap((name) => (typeof body[name] === 'string' ? [[name, text(name, 5000)]] : [])),
      );
      const answer = await app.noScriptEnquiry.post(request, reply, posted);
      reply.header('cache-control', 'no-store');
      if (answer.sent) {
        results.set(reply, { form, ok: true, message: '', values: {}, errors: {} });
        return reply.redirect(paths.enquiryThankYou, 303);
      }
      const address = enquiryStepAddress(answer.step);
      const summary = address.replace(/#.*$/, `#${errorSummaryId}`);
      if (answer.refused) {
        // Nothing kept: this step is drawn once more from the flash cookie, with the answers and the reason.
        results.set(reply, { form, ok: false, message: answer.refused, values: { ...answer.draft.answers, step: String(answer.step) }, errors: {} });
        return reply.redirect(summary, 303);
      }
      const failed = answer.draft.message || Object.keys(answer.draft.errors).length;
      // With messages the page opens at their summary; otherwise at the step's question.
      return reply.redirect(failed ? summary : address, 303);
    }
    const back = safeReturnPath(text(returnField));
    const { fields, handle } = formHandlers[form];
    const values = Object.fromEntries(fields.map((name) => [name, text(name)]));
    // A password is passed on, never kept in the values the page echoes back.
    const outcome = await handle(values, back, apiCallFor(app, request), { password: text('password', 200) });
    // What was typed comes back only when it was refused: after a thank-you the form starts empty, except the
    // address a reset link went to, which its page names.
    const kept = outcome.ok && form !== 'forgot-password' ? {} : values;
    const result: FormResult = { form, ...outcome, values: kept };
    results.set(reply, result);
    return reply
      .code(303)
      .header('cache-control', 'no-store')
      .redirect(`${back}#${htmlFormAnchor(form)}`, 303);
  });

  // A form that needs script (login, sign-up: the session lives in the browser), sent before or without it:
  // back to its page by GET, which says that it needs JavaScript. Never a 404 for a visitor's press.
  app.post('/*', { schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split('?')[0];
    if (path === '/api' || path.startsWith('/api/')) return reply.callNotFound();
    return reply.header('cache-control', 'no-store').redirect(safeReturnPath(path), 303);
  });
}
