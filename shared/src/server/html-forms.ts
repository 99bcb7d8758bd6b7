/**
 * Forms that work as HTML (docs/decisions/0010-progressive-enhancement.md): each posts, before or
 * without JavaScript, to the site server at `/forms/<form>`, which checks it with the same contract as the
 * API, calls the same API route in process, and answers 303 back to the page the form was on. What happened
 * (the thank-you, or the values and the messages beside the fields) rides to that page in a short-lived
 * cookie, is drawn by the server into the page, and is written into it as JSON so the browser's first render
 * matches. No zod and no React here: the shell's start-up and the API both read it.
 */
export const htmlForms = ['newsletter', 'community-email', 'community-whatsapp', 'forgot-password', 'enquiry', 'event-booking'] as const;
export type HtmlFormId = (typeof htmlForms)[number];

/** Where a form posts without JavaScript (its `action`); with JavaScript the form is sent to the API as before. */
export const htmlFormAction = (form: HtmlFormId) => `/forms/${form}`;
export const htmlFormPathPattern = '/forms/:form';

/** The hidden field naming the page the form is on: where the 303 goes (a same-site path, checked). */
export const returnField = 'return';
/** The fragment the 303 adds, so the page opens at the form and its message. */
export const htmlFormAnchor = (form: HtmlFormId) => `form-${form}`;

/**
 * The error summary at the top of a refused form (GOV.UK's pattern): "There is a problem" and a link to each
 * field with its message. A refused enquiry step's address opens at it.
 */
export const errorSummaryId = 'error-summary';
/** The page title while a form's messages show: GOV.UK's prefix, the first thing a screen reader reads. */
export const errorTitlePrefix = 'Error: ';
/** Whether a form's result carries messages (its page then opens at the summary and its title says so). */
export const hasFormErrors = (result: FormResult | undefined) => !!result && !result.ok && (!!result.message || Object.keys(result.errors).length > 0);

/** The cookie the result rides in between the 303 and the page (a minute at most; read once, then cleared). */
export const formResultCookie = 'form-result';
export const formResultMaxAgeSeconds = 60;
/** Where the page carries the result for the browser's first render (JSON, like `#first-paint`). */
export const formResultElementId = 'form-result';

/** What a form sent without JavaScript came to: the thank-you, or what was typed with its messages. */
export interface FormResult {
  form: HtmlFormId;
  ok: boolean;
  /** The message the page shows under the form (the spec's thank-you or its failure). */
  message: string;
  /** What was typed, so nothing is lost when a field is refused (never a password). */
  values: Record<string, string>;
  /** Messages by field name, shown beside the fields. */
  errors: Record<string, string>;
}
