import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { formResultCookie, formResultMaxAgeSeconds, formResultSchema, type FormResult } from '@tenants/shared/model';

/**
 * The result of a form posted without JavaScript, carried from its 303 to the page it returns to (a flash):
 * HttpOnly (no script reads it; the page carries it as JSON), SameSite=Lax (it must ride the redirect), a
 * minute at most, read once. It holds what the visitor typed, in their own browser only; never a password.
 * Signed (HMAC-SHA256 with a key of its own derived from SIGNING_SECRET): the page writes its message and
 * values in, so only a result this server made is drawn; anything else is ignored.
 */
const attributes = (secure: boolean, maxAge: number) => `Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

export function formResultCookies({ secret, secure }: { secret: string; secure: boolean }) {
  const key = createHmac('sha256', secret).update('form result cookie').digest();
  const mac = (value: string) => createHmac('sha256', key).update(value).digest();

  return {
    set(reply: FastifyReply, result: FormResult): void {
      const value = Buffer.from(JSON.stringify(result), 'utf8').toString('base64url');
      reply.header('set-cookie', `${formResultCookie}=${value}.${mac(value).toString('base64url')}; ${attributes(secure, formResultMaxAgeSeconds)}`);
    },
    /** The result the request carries, when this server signed it and it is a result (or undefined). */
    read(request: FastifyRequest): FormResult | undefined {
      const header = request.headers.cookie;
      if (!header) return undefined;
      const pair = header
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${formResultCookie}=`));
      const [value, signature, extra] = (pair?.slice(formResultCookie.length + 1) ?? '').split('.');
      if (!value || !signature || extra !== undefined) return undefined;
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(value);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      try {
        const json: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
        return formResultSchema.safeParse(json).data;
      } catch {
        return undefined;
      }
    },
    /** Shown once: the page that shows it clears it, so a reload shows the form as new. */
    clear(reply: FastifyReply): void {
      reply.header('set-cookie', `${formResultCookie}=; ${attributes(secure, 0)}`);
    },
  };
}

export type FormResultCookies = ReturnType<typeof formResultCookies>;
