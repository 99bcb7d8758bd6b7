import type { FastifyReply, FastifyRequest } from 'fastify';
import { formResultCookie, formResultMaxAgeSeconds, formResultSchema, type FormResult } from '@tenants/shared/model';

/**
 * The result of a form posted without JavaScript, carried from its 303 to the page it returns to (a flash):
 * HttpOnly (no script reads it; the page carries it as JSON), SameSite=Lax (it must ride the redirect), a
 * minute at most, read once. It holds what the visitor typed, in their own browser only; never a password.
 */
const attributes = (secure: boolean, maxAge: number) => `Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

export function setFormResult(reply: FastifyReply, result: FormResult, secure: boolean): void {
  const value = Buffer.from(JSON.stringify(result), 'utf8').toString('base64url');
  reply.header('set-cookie', `${formResultCookie}=${value}; ${attributes(secure, formResultMaxAgeSeconds)}`);
}

/** The result the request carries, checked (a browser may send anything), or undefined. */
export function readFormResult(request: FastifyRequest): FormResult | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  const pair = header
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${formResultCookie}=`));
  if (!pair) return undefined;
  try {
    const json: unknown = JSON.parse(Buffer.from(pair.slice(formResultCookie.length + 1), 'base64url').toString('utf8'));
    return formResultSchema.safeParse(json).data;
  } catch {
    return undefined;
  }
}

/** Shown once: the page that shows it clears it, so a reload shows the form as new. */
export function clearFormResult(reply: FastifyReply, secure: boolean): void {
  reply.header('set-cookie', `${formResultCookie}=; ${attributes(secure, 0)}`);
}
