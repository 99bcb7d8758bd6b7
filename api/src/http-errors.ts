import { z } from 'zod';
import { apiErrorSchema } from '@tenants/shared/model';

/**
 * An answer a service decides on (a limit reached, the site busy): thrown, and turned into the error shape
 * by the error handler (plugins/error-handler.ts) with its status and headers (Retry-After), whatever the status.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Every problem, each with the field it is about (publishing an incomplete article); `message` is the first. */
    readonly errors?: Array<{ message: string; path: string }>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The error answers every route can give, for the OpenAPI docs (the error handler builds them). */
export const errorResponses = {
  400: apiErrorSchema.describe('Invalid input: the first problem, in the spec’s words'),
  429: apiErrorSchema.describe('Too many requests from this address'),
  500: apiErrorSchema.describe('Unexpected failure'),
} as const;

/** A 400 that names each field at fault (`errors[].path`), for routes that answer one (publishing an article). */
export const fieldErrorsSchema = apiErrorSchema.extend({ errors: z.array(z.object({ message: z.string(), path: z.string().optional() })) });
