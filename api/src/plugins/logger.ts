import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { hostname } from 'node:os';
import type { FastifyInstance, FastifyLoggerOptions, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import pretty from 'pino-pretty';

/** Anything with `write(line)`: stdout by default, a capture in tests. */
export type LogStream = NonNullable<FastifyLoggerOptions['stream']>;

/**
 * Request fields whose values never reach a log: credentials, tokens and card data (docs/product/donation.md), and the
 * client secret Stripe adds to the donation return URL (it lets a browser read the payment).
 */
export const secretFields = ['password', 'new_password', 'confirm_password', 'card_number', 'card_cvc', 'token', 'payment_intent_client_secret'] as const;

/**
 * Query parameters that are secrets too (a guide link's signature opens a member's guide for minutes), and
 * those that carry what a person typed to find someone (the staff area's searches, the outbox's address filter): a log
 * line must name no person.
 */
const secretParams = [...secretFields, 'signature', 'q', 'email', 'to'];

const censor = '[redacted]';

// pino's redaction matches exact paths; covering a secret wherever a body is logged (top level, `body`,
// `req.body`, ...) takes each depth spelled out.
const redactPaths = [
  ...secretFields.flatMap((field) => [field, `*.${field}`, `*.*.${field}`, `*.*.*.${field}`]),
  ...['authorization', 'cookie', 'set-cookie'].flatMap((header) => [`headers["${header}"]`, `*.headers["${header}"]`]),
];

// The reset-password link carries its token in the query (/reset-password?token=...), a guide link its
// signature, and every request log line has the URL.
const secretQuery = new RegExp(`([?&](?:${secretParams.join('|')})=)[^&#]*`, 'gi');
export const redactUrl = (url: string) => url.replace(secretQuery, `$1${encodeURIComponent(censor)}`);

/**
 * A person's terminal: one line per entry, time and level first, other fields after the message (a request's
 * method, address, status and time are in its message already). Written
 * synchronously, so a line is never lost when the process exits right after it (a failed start).
 */
export const prettyStream = (destination?: NodeJS.WritableStream): LogStream =>
  pretty({
    colorize: !destination,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,instance,version,reqId,method,url,status,ms',
    singleLine: true,
    sync: true,
    ...(destination && { destination }),
  });

/**
 * pino options for Fastify's logger; `stream` lets tests read what would be written (always JSON). Every line
 * carries the instance and the build (`identity`): logs gathered from several instances say which one wrote
 * each line, and during a rollout which build.
 */
export function loggerOptions(level: string, format: 'pretty' | 'json', stream?: LogStream, identity?: { instance: string; version: string }) {
  const to = stream ?? (format === 'pretty' ? prettyStream() : undefined);
  return {
    level,
    ...(identity ? { base: { pid: process.pid, hostname: hostname(), instance: identity.instance, version: identity.version } } : {}),
    redact: { paths: redactPaths, censor },
    serializers: {
      // Fastify's own request fields, with secrets in the query string masked.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    ...(to ? { stream: to } : {}),
  };
}

export const requestIdHeader = 'x-request-id';

/**
 * An id a proxy or another service already gave the request is kept when it looks like one (a UUID, a
 * trace id: letters, digits and `-_.:`, at most 128), so one request is one id across the hops; anything else
 * (a log-injection attempt, a megabyte of header) is replaced. A random UUID otherwise: ids from several
 * instances never collide, unlike a per-process counter.
 */
const acceptedRequestId = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestId(request: IncomingMessage): string {
  const given = request.headers[requestIdHeader];
  return typeof given === 'string' && acceptedRequestId.test(given) ? given : randomUUID();
}

/**
 * One line per request, written when it is answered (Fastify's own logging writes two: on arrival and on
 * answer): method, address with secrets masked, status and time. Errors are logged by the error handler.
 */
export const requestLogPlugin = fp(
  async (app: FastifyInstance) => {
    // The id every log line of the request carries (`reqId`), given back so a caller can quote it.
    app.addHook('onRequest', async (request, reply) => {
      reply.header(requestIdHeader, request.id);
    });
    app.addHook('onResponse', async (request, reply) => {
      request.log.info(
        { method: request.method, url: redactUrl(request.url), status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
        `${request.method} ${redactUrl(request.url)} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`,
      );
    });
  },
  { name: 'request-log' },
);
