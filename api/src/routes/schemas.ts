import { apiErrorSchema } from '@tenants/shared';

/** The error answers every route can give, for the OpenAPI docs (the error handler builds them). */
export const errorResponses = {
  400: apiErrorSchema.describe('Invalid input: the first problem, in the spec’s words'),
  429: apiErrorSchema.describe('Too many requests from this address'),
  500: apiErrorSchema.describe('Unexpected failure'),
} as const;
