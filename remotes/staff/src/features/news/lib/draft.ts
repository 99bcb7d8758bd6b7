import axios from 'axios';
import {
  sharingMessages,
  staffArticleDraftSchema,
  staffArticlePublishableSchema,
  staffMessages,
  type StaffArticle,
  type StaffArticleDraft,
} from '@tenants/shared';

/** The editor's fields, as typed (the category as the select's value). */
export interface DraftForm {
  title: string;
  alias: string;
  caption: string;
  text: string;
  bodyHtml: string;
  author: string;
  categoryId: string;
  mediaPath: string;
  mediaAlt: string;
  /** Search and sharing (all optional): the description, and the social picture's path and alt text. */
  description: string;
  socialPath: string;
  socialAlt: string;
}
export type DraftField = keyof DraftForm;
export type FieldErrors = Partial<Record<DraftField | 'publishAt' | 'picture', string>>;

export const emptyDraft: DraftForm = {
  title: '',
  alias: '',
  caption: '',
  text: '',
  bodyHtml: '',
  author: '',
  categoryId: '1',
  mediaPath: '',
  mediaAlt: '',
  description: '',
  socialPath: '',
  socialAlt: '',
};

export const draftFromArticle = (article: StaffArticle): DraftForm => ({
  title: article.title,
  alias: article.alias,
  caption: article.caption,
  text: article.text,
  bodyHtml: article.bodyHtml,
  author: article.author,
  categoryId: String(article.categoryId),
  mediaPath: article.mediaPath,
  mediaAlt: article.mediaAlt,
  description: article.description,
  socialPath: article.socialImage?.path ?? '',
  socialAlt: article.socialImage?.alt ?? '',
});

/** The form as the API takes it: the social picture's two fields as one picture, or none. */
const sent = ({ socialPath, socialAlt, ...rest }: DraftForm, bodyHtml: string) => ({
  ...rest,
  bodyHtml,
  socialImage: socialPath ? { path: socialPath, alt: socialAlt } : null,
});

/** A social picture's issue (`socialImage.path`, `socialImage.alt`) belongs to its own input. */
const fieldOfPath = (path: PropertyKey[]): DraftField =>
  path[0] === 'socialImage' ? (path[1] === 'alt' ? 'socialAlt' : 'socialPath') : (path[0] as DraftField);

/** The order the fields appear in (the first error's field takes the focus). */
export const fieldOrder: ReadonlyArray<DraftField | 'picture' | 'publishAt'> = [
  'title',
  'alias',
  'caption',
  'text',
  'categoryId',
  'author',
  'mediaPath',
  'picture',
  'mediaAlt',
  'bodyHtml',
  'description',
  'socialPath',
  'socialAlt',
  'publishAt',
];

/**
 * The editor's check, the API's own: `staffArticleDraftSchema` to save (a title is enough for a
 * draft), `staffArticlePublishableSchema` before publishing or scheduling (every field). The draft to send, or
 * each field's first message.
 */
export function checkDraft(
  form: DraftForm,
  { publishable = false } = {},
): { draft: StaffArticleDraft; errors?: undefined } | { draft?: undefined; errors: FieldErrors } {
  // The editor gives "<p></p>" for an empty body: that is no article.
  const bodyHtml = /^(<p>\s*<\/p>)*$/.test(form.bodyHtml.trim()) ? '' : form.bodyHtml;
  const result = staffArticleDraftSchema.safeParse(sent(form, bodyHtml));
  const whole = publishable ? staffArticlePublishableSchema.safeParse({ ...form, bodyHtml }) : undefined;
  if (result.success && (!whole || whole.success)) return { draft: result.data };
  const issues = [...(result.success ? [] : result.error.issues), ...(whole && !whole.success ? whole.error.issues : [])];
  const errors: FieldErrors = {};
  for (const issue of issues) {
    errors[fieldOfPath(issue.path)] ??= issue.message;
  }
  return { errors };
}

const isField = (name: unknown): name is keyof FieldErrors => typeof name === 'string' && (fieldOrder as readonly string[]).includes(name);

/**
 * A refusal's messages by field: publish and schedule answer every missing field in `errors` as
 * `{ message, path }`; an older answer names no path, and its message is matched to its field.
 * Undefined when the refusal is about no field (a toast says it).
 */
export function apiFieldErrors(error: unknown): FieldErrors | undefined {
  if (!axios.isAxiosError(error) || !error.response || error.response.status >= 500) return undefined;
  const body = error.response.data as { message?: unknown; errors?: Array<{ message?: unknown; path?: unknown }> } | undefined;
  const errors: FieldErrors = {};
  for (const item of body?.errors ?? []) {
    if (typeof item?.message !== 'string') continue;
    // A path as zod gives it (['caption']) or as a name ('caption').
    const head: unknown = Array.isArray(item.path) ? fieldOfPath(item.path) : item.path;
    const field = isField(head) ? head : fieldOf(item.message);
    if (field) errors[field] ??= item.message;
  }
  if (Object.keys(errors).length === 0 && typeof body?.message === 'string') {
    const field = fieldOf(body.message);
    if (field) errors[field] = body.message;
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/** Which field an API message is about (the API answers the same `staffMessages` as the client's check). */
const fieldOfMessage = new Map<string, DraftField | 'publishAt' | 'picture'>([
  [staffMessages.titleRequired, 'title'],
  [staffMessages.aliasInvalid, 'alias'],
  [staffMessages.aliasTaken, 'alias'],
  [staffMessages.captionRequired, 'caption'],
  [staffMessages.bodyRequired, 'bodyHtml'],
  [staffMessages.categoryInvalid, 'categoryId'],
  [staffMessages.pictureRequired, 'mediaPath'],
  [staffMessages.altRequired, 'mediaAlt'],
  [staffMessages.publishAtInvalid, 'publishAt'],
  [staffMessages.mediaType, 'picture'],
  [staffMessages.mediaTooLarge, 'picture'],
  [sharingMessages.descriptionTooLong, 'description'],
  [sharingMessages.pictureInvalid, 'socialPath'],
  [sharingMessages.altTooLong, 'socialAlt'],
]);
export const fieldOf = (message: string) => fieldOfMessage.get(message);
