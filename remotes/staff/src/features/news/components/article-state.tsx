import type { StaffArticle } from '@tenants/shared';
import { formatDateTime, formatDateTimeZone } from '../../common/lib/format';

/** Where the article stands: a draft, scheduled for a time, or published (with its public address). */
export function ArticleState({ article }: { article?: StaffArticle }) {
  if (!article) return <p className="staff-heading__intro">A new draft: nothing is public until it is published.</p>;
  const text =
    article.state === 'draft'
      ? 'Draft: not public.'
      : article.state === 'scheduled'
        ? `Scheduled: public from ${formatDateTimeZone(article.publishedAt ?? '')}.`
        : `Published ${formatDateTime(article.publishedAt ?? '')}.`;
  return (
    <p className="staff-heading__intro">
      <span className={`staff-badge staff-badge--${article.state}`}>
        {article.state === 'draft' ? 'Draft' : article.state === 'scheduled' ? 'Scheduled' : 'Published'}
      </span>{' '}
      {text} Last saved {formatDateTime(article.updatedAt)}.
    </p>
  );
}
