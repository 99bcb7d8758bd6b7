import type { FastifyLoggerOptions, FastifyRequest } from 'fastify';

/** Anything with `write(line)`: stdout by default, a capture in tests. */
export type LogStream = NonNullable<FastifyLoggerOptions['stream']>;

/**
 * Request fields whose values never reach a log: credentials, tokens and card data (DESIGN §5), and the
 * client secret Stripe adds to the donation return URL (it lets a browser read the payment).
 */
export const secretFields = ['password', 'new_password', 'confirm_password', 'card_number', 'card_cvc', 'token', 'payment_intent_client_secret'] as const;

/** Query parameters that are secrets too: a guide link's signature opens a member's guide for minutes. */
const secretParams = [...secretFields, 'signature'];

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

/** pino options for Fastify's logger; `stream` lets tests read what would be written. */
export function loggerOptions(level: string, stream?: LogStream) {
  return {
    level,
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
    ...(stream ? { stream } : {}),
  };
}
