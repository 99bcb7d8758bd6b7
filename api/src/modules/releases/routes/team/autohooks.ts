import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiErrorSchema } from '@tenants/shared/model';
import { routePlugin } from '../../../module';
import { tokenFor, type TokenHolder } from '../../release-tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The release token of a team's release API call (set by this folder's guard). */
    releaseToken: TokenHolder | null;
  }
}

/** What the guard answers, for each route's OpenAPI entry. */
export const tokenErrorResponses = {
  401: apiErrorSchema.describe('No release token, or an unknown or revoked one'),
  403: apiErrorSchema.describe('The token may not release this remote'),
} as const;

/**
 * Every route of this folder is a team's release API (docs/releases.md "A team's release"): a bearer release
 * token scoped to the `:remote` of the path, checked before the body is read (a publish may be megabytes).
 * No session, cookie or staff role counts here, and the token counts nowhere else.
 */
export default routePlugin(async function releaseTokenGuard(app: FastifyInstance): Promise<void> {
  app.decorateRequest('releaseToken', null);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const remote = (request.params as { remote?: string }).remote ?? '';
    request.releaseToken = await tokenFor({ db: app.database.db, now: () => app.now() }, request.headers.authorization, remote);
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
});

/** The token holder of a request, as the history and the audit log name it. */
export function holderOf(request: FastifyRequest): TokenHolder {
  if (!request.releaseToken) throw new Error('release token guard not run');
  return request.releaseToken;
}
