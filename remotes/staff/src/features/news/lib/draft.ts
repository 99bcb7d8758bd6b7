import { staffArticleDraftSchema, staffMessages, type StaffArticle, type StaffArticleDraft } from '@tenants/shared';

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
}
export type DraftField = keyof DraftForm;
export type FieldErrors = Partial<Record<DraftField | 'publishAt' | 'picture', string>>;

export const emptyDraft: DraftForm = { title: '', alias: '', caption: '', text: '', bodyHtml: '', author: '', categoryId: '1', mediaPath: '', mediaAlt: '' };

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
});

/** The order the fields appear in (the first error's field takes the focus). */
export const fieldOrder: ReadonlyArray<DraftField | 'picture' | 'publishAt'> = ['title', 'alias', 'caption', 'text', 'categoryId', 'author', 'mediaPath', 'picture', 'mediaAlt', 'bodyHtml', 'publishAt'];

/** The editor's check, the API's own (`staffArticleDraftSchema`): the draft to send, or each field's first message. */
export function checkDraft(form: DraftForm): { draft: StaffArticleDraft; errors?: undefined } | { draft?: undefined; errors: FieldErrors } {
  // The editor gives "<p></p>" for an empty body: that is no article.
  const bodyHtml = /^(<p>\s*<\/p>)*$/.test(form.bodyHtml.trim()) ? '' : form.bodyHtml;
  const result = staffArticleDraftSchema.safeParse({ ...form, bodyHtml });
  if (result.success) return { draft: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as DraftField;
    errors[field] ??= issue.message;
  }
  return { errors };
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
]);
export const fieldOf = (message: string) => fieldOfMessage.get(message);
