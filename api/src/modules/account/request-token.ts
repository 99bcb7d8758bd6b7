import type { FastifyRequest } from 'fastify';

/**
 * The session token of a request: `Authorization: Bearer <token>`, or the bare token (the original
 * contract only said "Authorization header with the token", and the original clients sent it as it is).
 */
export function requestToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization?.trim();
  if (!header) return null;
  const token = /^bearer\s+/i.test(header) ? header.replace(/^bearer\s+/i, '').trim() : header;
  return token && token.length <= 200 ? token : null;
}
