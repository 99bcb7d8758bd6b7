import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { htmlFormAnchor, htmlForms, paths, returnField, type FormResult, type HtmlFormId } from '@tenants/shared/model';
import { enquiryFields, enquiryStep } from './enquiry-steps';
import { formHandlers, type FormApiCall } from './form-handlers';
import { setFormResult } from './form-result-cookie';

/** A same-site page path to go back to: never another origin (`//host`, `/\host`), a scheme or a control character. */
export function safeReturnPath(raw: string | undefined): string {
  const path = (raw ?? '').split(/[?#]/)[0] ?? '';
  return /^\/(?![/\\])[A-Za-z0-9\-._~!$&'()*+,;=:@%/]{0,300}$/.test(path) ? path : '/';
}

/** The API route called for the visitor, in process: their address is the one its rate limits count. */
const apiCallFor =
  (app: FastifyInstance, request: FastifyRequest): FormApiCall =>
  async (url, body) => {
    const response = await app.inject({ method: 'POST', url, payload: body, remoteAddress: request.ip, headers: { 'content-type': 'application/json' } });
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
export function htmlFormRoutes(
  app: FastifyInstance,
  { secureCookies, drawPage }: { secureCookies: boolean; drawPage: (reply: FastifyReply, path: string, result: FormResult) => Promise<unknown> },
) {
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
      // The enquiry's steps are answered with the next step's page itself (its answers ride in the form, too
      // long for a cookie); only the sent enquiry goes on by 303, to the thank-you page.
      const outcome = await enquiryStep(
        Object.fromEntries(['step', 'nav', ...enquiryFields].map((name) => [name, text(name, 5000)])),
        apiCallFor(app, request),
      );
      if (!outcome.done) return drawPage(reply.header('cache-control', 'no-store'), paths.enquiry, outcome.result);
      setFormResult(reply, { form, ok: true, message: '', values: {}, errors: {} }, secureCookies);
      return reply.header('cache-control', 'no-store').redirect(paths.enquiryThankYou, 303);
    }
    const back = safeReturnPath(text(returnField));
    const { fields, handle } = formHandlers[form];
    const values = Object.fromEntries(fields.map((name) => [name, text(name)]));
    const outcome = await handle(values, back, apiCallFor(app, request));
    // What was typed comes back only when it was refused: after a thank-you the form starts empty, except the
    // address a reset link went to, which its page names.
    const kept = outcome.ok && form !== 'forgot-password' ? {} : values;
    const result: FormResult = { form, ...outcome, values: kept };
    setFormResult(reply, result, secureCookies);
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
