import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffPage } from '@tenants/shared';
import { fakeApi } from '@tenants/shared/test/fake-api';
import { clearToasts, renderStaff, signIn } from '../../../../test/render-staff';

const api = fakeApi();
afterEach(clearToasts);
beforeEach(() => signIn(api));

/** A service page with three blocks, the hero's introduction not yet written. */
const page: StaffPage = {
  id: 'p1',
  address: '/property/lease-renewals',
  type: 'service',
  area: 'property',
  title: 'Lease Renewals',
  section: 'property',
  state: 'draft',
  hasDraft: true,
  publishedAt: null,
  scheduledAt: null,
  updatedAt: '2026-11-01T10:00:00.000Z',
  card: { text: 'Plan your renewal early.', image: { art: 'calendar', alt: 'A calendar' }, position: 3 },
  published: null,
  draft: {
    title: 'Lease Renewals',
    blocks: [
      { type: 'hero', eyebrow: 'Property Services', intro: '', image: { art: 'calendar', alt: 'A calendar' } },
      { type: 'intro', title: 'Start Earlier Than You Think', text: ['We recommend 18 to 24 months.'] },
      { type: 'qa', title: 'Questions', text: [], qa: [{ question: 'When?', answer: 'Early.' }] },
    ],
  },
  updatedBy: 's1',
  redirects: [],
  review: null,
};

const blockLinks = () =>
  within(screen.getByRole('navigation', { name: 'Blocks' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the page editor’s list of blocks', () => {
  beforeEach(() => api.on('GET /api/staff/pages/p1', () => ({ body: { success: true, payload: page } })));

  it('names each block of the page in order, and follows a block that moves', async () => {
    renderStaff('/staff/pages/p1', api);
    await screen.findByRole('region', { name: '1. Hero' });
    expect(blockLinks()).toEqual(['1. Hero', '2. Introduction', '3. Questions and answers']);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Move block 3, Questions and answers, up' }));
    expect(blockLinks()).toEqual(['1. Hero', '2. Questions and answers', '3. Introduction']);
  });

  it('moves the focus to the block a link names, at its heading', async () => {
    renderStaff('/staff/pages/p1', api);
    const user = userEvent.setup();
    await screen.findByRole('region', { name: '1. Hero' });
    const nav = screen.getByRole('navigation', { name: 'Blocks' });

    await user.click(within(nav).getByRole('link', { name: '3. Questions and answers' }));
    const qa = screen.getByRole('region', { name: '3. Questions and answers' });
    expect(within(qa).getByRole('heading', { level: 3 })).toHaveFocus();

    // By keyboard too: Enter on the link lands on the block.
    within(nav).getByRole('link', { name: '2. Introduction' }).focus();
    await user.keyboard('{Enter}');
    expect(within(screen.getByRole('region', { name: '2. Introduction' })).getByRole('heading', { level: 3 })).toHaveFocus();
  });

  it('says in words which blocks a refused publish names', async () => {
    api.on('POST /api/staff/pages/p1/publish', () => ({
      status: 400,
      body: {
        success: false,
        message: 'The page is not ready to publish: fix each field named in the errors.',
        errors: [{ path: 'blocks.0.intro', message: 'The hero needs an introduction.' }],
      },
    }));
    renderStaff('/staff/pages/p1', api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Publish now' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(blockLinks()).toEqual(['1. Hero — needs attention', '2. Introduction', '3. Questions and answers']));
  }, 15000);
});
