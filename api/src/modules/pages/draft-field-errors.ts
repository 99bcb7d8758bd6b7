import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** `/blocks/2/title` (the validator's pointer) as the path the editor keys its fields by: `blocks.2.title`. */
const fieldPath = (instancePath: string) => instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');

/**
 * A draft's shape refused by its contract answers with the field at fault, in the house's field-error shape
 * (`errors: [{ message, path }]`, message the first), so the editor can put the words beside that field; the
 * app-wide handler answers the first message alone. Everything else goes on to the parent handler.
 */
export function answerDraftFieldErrors(app: FastifyInstance): void {
  const parent = app.errorHandler;
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error) && error.validationContext === 'body') {
      const errors = error.validation
        .map((issue) => ({ message: issue.message || 'This field is not valid.', path: fieldPath(issue.instancePath) }))
        .filter((issue) => issue.path !== '');
      if (errors.length) return reply.code(400).send({ success: false, message: errors[0].message, errors });
    }
    return parent.call(app, error, request, reply);
  });
}
