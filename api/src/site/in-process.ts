import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiRequest } from './server-render';

/**
 * The API calls the server render makes for a page's data go through the API's own routes in process
 * (`inject`: validation, the same answers) and are marked with a token only this process knows, so they
 * do not count against the visitor-facing rate limits (they would all count as one loopback client).
 */
const header = 'x-site-render';
const token = randomBytes(24).toString('hex');

export const isInProcessCall = (request: FastifyRequest) => request.headers[header] === token;

export const inProcessRequest =
  (app: FastifyInstance): ApiRequest =>
  async ({ method, url }) => {
    const response = await app.inject({ method: method as 'GET', url, headers: { [header]: token } });
    return { status: response.statusCode, body: response.body };
  };
