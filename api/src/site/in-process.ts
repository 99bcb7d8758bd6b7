import type { FastifyInstance } from 'fastify';
import { inProcessHeaders } from '../security/in-process-call';
import type { ApiRequest } from './server-render';

/**
 * The API calls the server render makes for a page's data go through the API's own routes in process
 * (`inject`: validation, the same answers), marked as this process's own (security/in-process-call.ts) so
 * they do not count against the visitor-facing rate limits (they would all count as one loopback client).
 */
export const inProcessRequest =
  (app: FastifyInstance): ApiRequest =>
  async ({ method, url }) => {
    const response = await app.inject({ method: method as 'GET', url, headers: { ...inProcessHeaders } });
    return { status: response.statusCode, body: response.body };
  };
