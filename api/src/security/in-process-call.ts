import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * The mark of a call this process makes to its own routes (the site server's API calls for a page's data,
 * site/in-process.ts): a token only this process knows, so the rate limit (plugins/rate-limit.ts) lets them
 * through rather than count them all as one loopback client. Here, between the two, so that neither the
 * plugin nor the site has to import the other.
 */
const header = 'x-site-render';
const token = randomBytes(24).toString('hex');

/** The headers that mark a request as made in process. */
export const inProcessHeaders: Readonly<Record<string, string>> = { [header]: token };

export const isInProcessCall = (request: FastifyRequest) => request.headers[header] === token;
