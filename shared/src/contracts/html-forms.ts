import './zod-setup';
import { z } from 'zod';
import { htmlForms, type FormResult } from '../server/html-forms';

/** The result cookie as the site server reads it back: a browser may send anything, so it is checked. */
export const formResultSchema: z.ZodType<FormResult> = z.object({
  form: z.enum(htmlForms),
  ok: z.boolean(),
  message: z.string().max(500),
  values: z.record(z.string().max(40), z.string().max(500)),
  errors: z.record(z.string().max(40), z.string().max(500)),
});
