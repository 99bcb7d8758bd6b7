import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Member } from '../../db/tables';
import { tokenHash } from '../../security/tokens';
import { findSessionMember } from './account.repository';

/**
 * The session token of a request: `Authorization: Bearer <token>`, or the bare token (SPEC §7 only says
 * "Authorization header with the token", and the original clients sent it as it is).
 */
export function requestToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization?.trim();
  if (!header) return null;
  const token = /^bearer\s+/i.test(header) ? header.replace(/^bearer\s+/i, '').trim() : header;
  return token && token.length <= 200 ? token : null;
}

/** The member a token belongs to, while its session is open; null otherwise. */
export async function memberForToken(app: FastifyInstance, token: string | null): Promise<Member | null> {
  if (!token) return null;
  return (await findSessionMember(app.database.db, tokenHash(token), app.now())) ?? null;
}
