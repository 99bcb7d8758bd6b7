import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const docsPath = '/api/docs';

/** OpenAPI built from the routes' zod schemas, browsable at /api/docs (JSON at /api/docs/json). */
async function swaggerPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Commercial tenants API', description: 'The API of the tenants website (docs/product/api.md).', version: '1.0.0' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: docsPath,
    staticCSP: true,
    // As for the site (plugins/helmet.ts): plain-http hosts must keep working.
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
}

export default fp(swaggerPlugin, { name: 'swagger' });
