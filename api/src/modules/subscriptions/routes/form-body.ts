import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * `application/x-www-form-urlencoded` bodies (RFC 8058's `List-Unsubscribe=One-Click`, a browser's plain form
 * post), parsed in the calling route's own scope: Fastify has no parser for them, and no other route wants one.
 */
export function registerFormParser(app: FastifyInstance): void {
  if (app.hasContentTypeParser('application/x-www-form-urlencoded')) return;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}

/** A browser's navigation (its Accept lists text/html before JSON), not a mail provider's or a script's call. */
export function prefersHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  const html = accept.indexOf('text/html');
  const json = accept.indexOf('application/json');
  return html !== -1 && (json === -1 || html < json);
}
