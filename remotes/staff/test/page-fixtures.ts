import type { StaffPage } from '@tenants/shared';

/** The About page as the pages desk's API gives it: published, its draft with a hero and a description. */
export const aboutPage: StaffPage = {
  id: 'p1',
  address: '/about',
  type: 'plain',
  area: null,
  title: 'About Us',
  section: 'plain',
  state: 'published',
  hasDraft: false,
  publishedAt: '2026-11-01T10:00:00.000Z',
  scheduledAt: null,
  updatedAt: '2026-11-01T10:00:00.000Z',
  card: null,
  published: null,
  draft: {
    title: 'About Us',
    blocks: [{ type: 'hero', intro: 'We are the voice of tenants.', image: { art: 'community', alt: 'People' } }],
    description: 'Who we are.',
  },
  updatedBy: 's1',
  redirects: [],
  review: null,
};
