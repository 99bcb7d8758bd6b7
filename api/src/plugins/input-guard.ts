import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { forbiddenCharacterMessage, sendError } from './error-handler';

/**
 * Bytes, not text: a Buffer or any other view on an ArrayBuffer, an ArrayBuffer itself, or a stream. A
 * picture's body is one of these; walking it key by key would visit every byte (Object.entries of a 5 MB
 * Buffer is five million pairs: seconds of a blocked event loop and a gigabyte of memory), and a
 * NUL byte in a picture is no fault.
 */
const isBinary = (value: object) => ArrayBuffer.isView(value) || value instanceof ArrayBuffer || typeof (value as { pipe?: unknown }).pipe === 'function';

/**
 * Whether a value (a string, or any string or key inside an object or array) holds a NUL character. The
 * walk keeps its own stack: a body may be nested thousands deep, and zod refuses such a body only after
 * this runs. Binary values are passed over, wherever they are.
 */
export function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (item && typeof item === 'object' && !isBinary(item)) {
      for (const [key, inner] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        stack.push(inner);
      }
    }
  }
  return false;
}

/**
 * Refuses any API request with a NUL character in its path, query or body before a route sees it. No form
 * field ever holds one, and PostgreSQL cannot store one ("invalid byte sequence"), so without this the same
 * request would be a 500 on PostgreSQL and stored as it is on SQLite. JSON bodies, queries and params are
 * checked; a binary body (a picture) is not walked.
 */
async function inputGuard(app: FastifyInstance) {
  // A callback hook (no promise per request): it answers and stops there, or lets the request go on.
  app.addHook('preValidation', (request, reply, done) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) sendError(reply, 400, forbiddenCharacterMessage);
    else done();
  });
}

export default fp(inputGuard, { name: 'input-guard' });
