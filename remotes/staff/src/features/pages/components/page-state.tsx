import type { StaffPageSummary } from '@tenants/shared';

/** Where a page stands, in the staff's words: published, published with draft changes, scheduled, unpublished, or a draft never published. */
export function stateOf(page: Pick<StaffPageSummary, 'state' | 'hasDraft'>): { label: string; badge: string } {
  if (page.state === 'published') return page.hasDraft ? { label: 'Draft changes', badge: 'draft' } : { label: 'Published', badge: 'published' };
  if (page.state === 'scheduled') return { label: 'Scheduled', badge: 'scheduled' };
  if (page.state === 'unpublished') return { label: 'Unpublished', badge: 'deactivated' };
  return { label: 'Draft', badge: 'draft' };
}

export function PageStateBadge({ page }: { page: Pick<StaffPageSummary, 'state' | 'hasDraft'> }) {
  const { label, badge } = stateOf(page);
  return <span className={`staff-badge staff-badge--${badge}`}>{label}</span>;
}
