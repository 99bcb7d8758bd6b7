import { altInputId, pictureInputId } from '../components/picture-field';
import type { DraftField } from './draft';

/** Each field's input id, where an error sends the focus. */
export const inputIds: Record<DraftField | 'picture' | 'publishAt', string> = {
  title: 'staff-article-title',
  alias: 'staff-article-alias',
  caption: 'staff-article-caption',
  text: 'staff-article-text',
  categoryId: 'staff-article-category',
  author: 'staff-article-author',
  mediaPath: pictureInputId,
  picture: pictureInputId,
  mediaAlt: altInputId,
  bodyHtml: 'staff-article-body',
  publishAt: 'staff-article-publish-at',
  description: 'staff-article-sharing-description',
  socialPath: 'staff-article-sharing-picture',
  socialAlt: 'staff-article-sharing-alt',
};
