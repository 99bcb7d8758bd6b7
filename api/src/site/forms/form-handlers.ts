import {
  eventBookingPath,
  eventMessages,
  loginPath,
  logoutPath,
  broadcastPath,
  emailField,
  forgotPasswordPath,
  messages,
  newsletterMessages,
  newsletterPath,
  newsletterSubscribeResponseSchema,
  phoneField,
  validateEmailPath,
  validatePhonePath,
  validationResultSchema,
  whatsappPath,
  type FormResult,
  type HtmlFormId,
} from '@tenants/shared/model';

/**
 * An API route answered in process for the visitor (their address counts against the route's own limits):
 * POST unless told, with a session token where the route needs one.
 */
export type FormApiCall = (
  url: string,
  body: object,
  options?: { method?: 'POST' | 'DELETE'; token?: string },
) => Promise<{ status: number; message?: string; result?: unknown }>;

type Outcome = Pick<FormResult, 'ok' | 'message' | 'errors'>;
/** `secrets`: what was typed but is never echoed back to the page (a password). */
type Handler = (fields: Record<string, string>, source: string, call: FormApiCall, secrets: Record<string, string>) => Promise<Outcome>;

const fieldError = (field: string, message: string): Outcome => ({ ok: false, message: '', errors: { [field]: message } });
const done = (message: string): Outcome => ({ ok: true, message, errors: {} });

/** Whether the API's check clearly judged the value invalid; a failed check lets it through, as in the browser. */
export async function rejected(call: FormApiCall, path: string, body: object): Promise<boolean> {
  const answer = await call(path, body).catch(() => undefined);
  return validationResultSchema.safeParse(answer?.result).data?.result === 'Invalid';
}

/** The green state's words: fixed, or read from the API's answer (what happened, as the footer's script shows it). */
type Thanks = string | ((result: unknown) => string | undefined);

/**
 * The same steps the browser takes (shared/src/validation and the forms' own code): the contract's checks,
 * the API's e-mail or phone check, then the API route. A failure is beside its field when it is the field's
 * (the address refused), else under the form (too many tries, the server down).
 */
function subscription(field: 'email' | 'phone', path: string, thanks: Thanks, words: { required: string; invalid: string }): Handler {
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
    const said = typeof thanks === 'string' ? thanks : thanks(answer.result);
    if (answer.status === 200 && said) return done(said);
    if (answer.status === 400) return fieldError(field, answer.message ?? words.invalid);
    return { ok: false, message: answer.message ?? messages.generic, errors: {} };
  };
}

/**
 * A booking (or giving a place back) without JavaScript: the session lives in the browser's script, so the
 * form carries the member's e-mail and password. The site server signs them in for this one request, makes
 * the booking as the event page's button would, and ends that session again.
 */
const eventBooking: Handler = async (fields, _source, call, secrets) => {
  const slug = fields.slug ?? '';
  const local = emailField(messages.emailRequired, messages.emailInvalid).safeParse(fields.email ?? '');
  if (!local.success) return fieldError('email', local.error.issues[0]?.message ?? messages.emailInvalid);
  if (!secrets.password) return fieldError('password', eventMessages.passwordRequired);
  const login = await call(loginPath, { email: local.data, password: secrets.password });
  const token = (login.result as { token?: unknown } | undefined)?.token;
  if (login.status !== 200 || typeof token !== 'string') return fieldError('password', login.message ?? messages.generic);
  try {
    const answer = await call(eventBookingPath(slug), {}, { method: fields.action === 'cancel' ? 'DELETE' : 'POST', token });
    if (answer.status === 200) return done(answer.message ?? eventMessages.booked);
    return { ok: false, message: answer.message ?? messages.generic, errors: {} };
  } finally {
    await call(logoutPath, {}, { token }).catch(() => undefined);
  }
};

const emailWords = { required: messages.emailRequired, invalid: messages.emailInvalid };

/** Each HTML form's fields (what the page echoes back when one is refused) and how it is answered. */
export const formHandlers: Record<Exclude<HtmlFormId, 'enquiry'>, { fields: string[]; handle: Handler }> = {
  newsletter: {
    fields: ['email'],
    // docs/product/subscriptions.md gives the newsletter one message for every address problem.
    // One sentence for what happened (a confirmation mail sent, or already subscribed), as the API chose it.
    handle: subscription('email', newsletterPath, (result) => newsletterSubscribeResponseSchema.safeParse(result).data?.message, {
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
  'event-booking': { fields: ['email', 'slug', 'action'], handle: eventBooking },
};
