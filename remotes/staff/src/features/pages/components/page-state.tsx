import type { PageReviewState, StaffPageSummary } from '@tenants/shared';

/** Where a page stands, in the staff's words: published, published with draft changes, scheduled, unpublished, or a draft never published. */
export function stateOf(page: Pick<StaffPageSummary, 'state' | 'hasDraft'>): { label: string; badge: string } {
  if (page.state === 'published') return page.hasDraft ? { label: 'Draft changes', badge: 'draft' } : { label: 'Published', badge: 'published' };
  if (page.state === 'scheduled') return { label: 'Scheduled', badge: 'scheduled' };
  if (page.state === 'unpublished') return { label: 'Unpublished', badge: 'deactivated' };
  return { label: 'Draft', badge: 'draft' };
}

/** Where its review stands, as the list and the editor say it. */
export const reviewLabels: Record<PageReviewState, string> = { submitted: 'Waiting for review', returned: 'Sent back' };

/** The page's state, and beside it its review when one is going. */
export function PageStateBadge({ page }: { page: Pick<StaffPageSummary, 'state' | 'hasDraft' | 'review'> }) {
  const { label, badge } = stateOf(page);
  return (
    <>
      <span className={`staff-badge staff-badge--${badge}`}>{label}</span>
      {page.review && (
        <>
          {' '}
          <span className="staff-badge staff-badge--pending">{reviewLabels[page.review.state]}</span>
        </>
      )}
    </>
  );
}
