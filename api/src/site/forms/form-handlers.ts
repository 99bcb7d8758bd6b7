import {
  broadcastPath,
  emailField,
  forgotPasswordPath,
  messages,
  newsletterMessages,
  newsletterPath,
  phoneField,
  validateEmailPath,
  validatePhonePath,
  validationResultSchema,
  whatsappPath,
  type FormResult,
  type HtmlFormId,
} from '@tenants/shared/model';

/** An API route answered in process for the visitor (their address counts against the route's own limits). */
export type FormApiCall = (url: string, body: object) => Promise<{ status: number; message?: string; result?: unknown }>;

type Outcome = Pick<FormResult, 'ok' | 'message' | 'errors'>;
type Handler = (fields: Record<string, string>, source: string, call: FormApiCall) => Promise<Outcome>;

const fieldError = (field: string, message: string): Outcome => ({ ok: false, message: '', errors: { [field]: message } });
const done = (message: string): Outcome => ({ ok: true, message, errors: {} });

/** Whether the API's check clearly judged the value invalid; a failed check lets it through, as in the browser. */
export async function rejected(call: FormApiCall, path: string, body: object): Promise<boolean> {
  const answer = await call(path, body).catch(() => undefined);
  return validationResultSchema.safeParse(answer?.result).data?.result === 'Invalid';
}

/**
 * The same steps the browser takes (shared/src/validation and the forms' own code): the contract's checks,
 * the API's e-mail or phone check, then the API route. A failure is beside its field when it is the field's
 * (the address refused), else under the form (too many tries, the server down).
 */
function subscription(field: 'email' | 'phone', path: string, thanks: string, words: { required: string; invalid: string }): Handler {
  return async (fields, source, call) => {
    const rule = field === 'email' ? emailField(words.required, words.invalid) : phoneField(words.required, words.invalid);
    const local = rule.safeParse(fields[field] ?? '');
    if (!local.success) return fieldError(field, local.error.issues[0]?.message ?? words.invalid);
    const checked =
      field === 'email'
        ? await rejected(call, validateEmailPath, { email: local.data })
        : await rejected(call, validatePhonePath, { telephoneNumber: local.data, defaultCountry: 'GB' });
    if (checked) return fieldError(field, words.invalid);
    const answer = await call(path, { [field]: local.data, source });
    if (answer.status === 200) return done(thanks);
    if (answer.status === 400) return fieldError(field, answer.message ?? words.invalid);
    return { ok: false, message: answer.message ?? messages.generic, errors: {} };
  };
}

const emailWords = { required: messages.emailRequired, invalid: messages.emailInvalid };

/** Each HTML form's fields (what the page echoes back when one is refused) and how it is answered. */
export const formHandlers: Record<Exclude<HtmlFormId, 'enquiry'>, { fields: string[]; handle: Handler }> = {
  newsletter: {
    fields: ['email'],
    // docs/product/subscriptions.md gives the newsletter one message for every address problem.
    handle: subscription('email', newsletterPath, newsletterMessages.newsletterThanks, {
      required: messages.newsletterInvalid,
      invalid: messages.newsletterInvalid,
    }),
  },
  'community-email': { fields: ['email'], handle: subscription('email', broadcastPath, newsletterMessages.broadcastThanks, emailWords) },
  'community-whatsapp': {
    fields: ['phone'],
    handle: subscription('phone', whatsappPath, newsletterMessages.whatsappThanks, { required: messages.phoneRequired, invalid: messages.phoneInvalid }),
  },
  'forgot-password': {
    fields: ['email'],
    handle: async (fields, _source, call) => {
      const local = emailField(messages.emailInvalid, messages.emailInvalid).safeParse(fields.email ?? '');
      if (!local.success) return fieldError('email', messages.emailInvalid);
      const answer = await call(forgotPasswordPath, { email: local.data });
      if (answer.status === 200) return done(messages.resetSent);
      // "User does not exist" is the field's; the spec words it as the page shows it.
      if (answer.status === 404) return fieldError('email', messages.noSuchAccount);
      if (answer.status === 400) return fieldError('email', messages.emailInvalid);
      return { ok: false, message: answer.message ?? messages.generic, errors: {} };
    },
  },
};
