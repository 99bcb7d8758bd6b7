import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { apiError, messages } from '@tenants/shared/model';
import { isDatabaseUnavailable } from '../db/unavailable';
import { HttpError } from '../http-errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** The page a visitor gets while the database is away: drawn by the site server when there is one (site/outage-page.ts). */
    outagePage: { draw?: () => Promise<string> };
  }
}

/** Clearer words for the request errors Fastify raises before a handler runs. */
const requestErrors: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'The request body is empty: send a JSON object.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 400, message: 'Send the request body as JSON (Content-Type: application/json).' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'The Content-Length header does not match the body.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
};

const bodyShape = 'The request body must be a JSON object.';

/** A dependency (the database) is away for now: the visitor may try again in a few seconds. */
export const unavailableMessage = 'The service is temporarily unavailable. Please try again shortly.';
export const unavailableRetryAfterSeconds = 5;

/** A character no form field holds and PostgreSQL cannot store (a NUL). */
export const forbiddenCharacterMessage = 'The request contains a character that is not allowed.';

/** A wait in words, rounded up: "1 minute", "15 minutes", "30 seconds". */
export function describeWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

export const sendError = (reply: FastifyReply, status: number, message: string) => reply.code(status).send(apiError(message));

/** A page's address asked by a browser or a crawler (GET, outside /api, no file extension), not an API call or a file. */
const isPageRequest = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') && !/^\/api(\/|$)/.test(request.url) && !/\.[A-Za-z0-9]+$/.test(request.url.split('?')[0]);

/** Errors Fastify raises before routing (a badly encoded URL), passed as its `frameworkErrors` option. */
export const frameworkErrors = (_error: FastifyError, _request: unknown, reply: FastifyReply) => sendError(reply, 400, 'The address is not valid.');

/** What a client that aborted its body would be told, were it still there (the status counts as the client's fault). */
export const clientAbortedMessage = 'The request was cut off before its body arrived.';

/**
 * The one place errors become answers: always `{ success: false, message, errors: [{ message }] }`, never a
 * stack trace, never a 5xx for bad input. Zod failures answer with the first issue's message, which is
 * the spec's wording carried by the shared contracts.
 */
async function errorHandler(app: FastifyInstance) {
  app.decorate('outagePage', {});
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const [first] = error.validation;
      // A missing or non-object body fails at the root, where zod's wording would mean nothing to a user.
      const atRoot = first.instancePath === '/' && error.validationContext === 'body';
      return sendError(reply, 400, atRoot ? bodyShape : first.message || 'The request is not valid.');
    }
    if (error.validation) return sendError(reply, 400, error.message);
    if (error instanceof HttpError && error.errors?.length)
      return reply.headers(error.headers).code(error.statusCode).send({ success: false, message: error.message, errors: error.errors });
    if (error instanceof HttpError) return sendError(reply.headers(error.headers), error.statusCode, error.message);

    const known = error.code ? requestErrors[error.code] : undefined;
    if (known) return sendError(reply, known.status, known.message);

    // The client hung up while sending its body (Node reports it as ECONNRESET "aborted", which would otherwise
    // read as a lost database): nobody is there to answer, and nothing is wrong with the server.
    if (request.raw.readableAborted || request.raw.aborted) {
      request.log.info({ code: (error as { code?: string }).code }, 'client aborted the request before its body arrived');
      return sendError(reply, 400, clientAbortedMessage);
    }
    if (isDatabaseUnavailable(error)) {
      // The code and message only: a stack per request would bury the one line that matters in an outage.
      request.log.warn({ code: (error as { code?: string }).code, reason: error.message }, 'database unavailable; answered 503');
      reply.header('retry-after', String(unavailableRetryAfterSeconds));
      // A visitor's page gets a page (a browser draws a JSON 503 as nothing); the API keeps its JSON.
      if (app.outagePage.draw && isPageRequest(request))
        return reply
          .code(503)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(await app.outagePage.draw());
      return sendError(reply, 503, unavailableMessage);
    }

    // PostgreSQL cannot store some characters (a NUL): the request is at fault, not the server. The API's
    // input guard refuses them first; this covers what reaches the database another way (a page's path).
    const sqlState = (error as { code?: unknown }).code;
    if (sqlState === '22021' || sqlState === '22P05') return sendError(reply, 400, forbiddenCharacterMessage);

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendError(reply, status, error.message || 'Bad request.');

    request.log.error({ err: error }, 'unexpected error');
    return sendError(reply, 500, messages.generic);
  });

  app.setNotFoundHandler((_request, reply) => sendError(reply, 404, 'Not found.'));
}

export default fp(errorHandler, { name: 'error-handler' });
