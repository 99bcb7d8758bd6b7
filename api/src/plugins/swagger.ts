import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const docsPath = '/api/docs';
export const bearerScheme = 'bearerAuth';

/**
 * A stable operationId from the method and path, so a client generator names its calls the same way on
 * every build (`GET /api/staff/enquiries/{id}` → `getStaffEnquiriesById`); method and path are unique per
 * route, hence so are the ids.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .flatMap((part) => {
      const param = /^[:{](\w+)}?$/.exec(part);
      return param ? ['by', param[1]] : part.split(/[^a-zA-Z0-9]+/);
    })
    .filter(Boolean);
  const camel = words.map((word) => word[0].toUpperCase() + word.slice(1)).join('');
  return `${method.toLowerCase()}${camel}`;
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Whether the route needs `Authorization: Bearer <session>`, for the OpenAPI document, where the rule
     * below guesses wrong: by default a route needs it exactly when it can answer 401.
     */
    bearer?: boolean;
  }
}

/**
 * The zod transform, then what a generator needs: an operationId, and the bearer scheme on every route
 * that needs a session: one that can answer 401 does, unless its `bearer` config says otherwise (login's
 * 401 is a wrong password).
 */
function transform(input: TransformInput) {
  const out = jsonSchemaTransform(input);
  const schema = out.schema as Record<string, unknown> & { response?: Record<string, unknown> };
  const method = Array.isArray(input.route.method) ? input.route.method[0] : input.route.method;
  const bearer = input.route.config?.bearer ?? Boolean(schema.response && '401' in schema.response);
  return {
    ...out,
    schema: {
      ...schema,
      operationId: (schema.operationId as string | undefined) ?? operationIdOf(method, input.url),
      // An empty list says "no session needed" outright (an absent one would inherit nothing and read as unknown).
      security: bearer ? [{ [bearerScheme]: [] }] : [],
    },
  };
}

/** OpenAPI built from the routes' zod schemas, browsable at /api/docs (JSON at /api/docs/json). */
async function swaggerPlugin(app: FastifyInstance, opts: { serverUrl: string }) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Commercial tenants API',
        description: 'The API of the tenants website (docs/product/api.md).',
        version: '1.0.0',
        license: { name: 'Proprietary', url: `${opts.serverUrl}/documents/terms-and-conditions.html` },
      },
      servers: [{ url: opts.serverUrl, description: 'This site (PUBLIC_SITE_URL)' }],
      components: {
        securitySchemes: {
          [bearerScheme]: { type: 'http', scheme: 'bearer', description: 'The session token from POST /api/login (members and staff).' },
        },
      },
    },
    transform,
  });
  await app.register(swaggerUi, {
    routePrefix: docsPath,
    staticCSP: true,
    // As for the site (plugins/helmet.ts): plain-http hosts must keep working.
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
}

export default fp(swaggerPlugin, { name: 'swagger' });
