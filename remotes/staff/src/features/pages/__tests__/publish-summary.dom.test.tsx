import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { zodWording, type StaffPage } from '@tenants/shared';
import { fakeApi } from '@tenants/shared/test/fake-api';
import { clearToasts, renderStaff, signIn } from '../../../../test/render-staff';

const api = fakeApi();
afterEach(clearToasts);
beforeEach(() => signIn(api));

/** A new service page as the API makes it: its type's template, nothing written yet. */
const fresh: StaffPage = {
  id: 'n1',
  address: '/property/tax-relief',
  type: 'service',
  area: 'property',
  title: 'Tax Relief',
  section: 'property',
  state: 'draft',
  hasDraft: true,
  publishedAt: null,
  scheduledAt: null,
  updatedAt: '2026-12-14T10:00:00.000Z',
  card: { text: '', image: { art: 'shopfront', alt: '' }, position: 9 },
  published: null,
  draft: {
    title: 'Tax Relief',
    blocks: [
      { type: 'hero', eyebrow: 'Property Services', intro: '', image: { art: 'shopfront', alt: '' } },
      { type: 'intro', title: '', text: [''] },
      { type: 'similarServices', title: 'Similar Services', services: ['property/rates', 'property/arrears'] },
    ],
  },
  updatedBy: 's1',
  redirects: [],
  review: null,
};

describe('publishing an incomplete page', () => {
  it('lists every missing field in plain words at the top, each linked to its field and shown beside it, with focus on the list', async () => {
    api.on('GET /api/staff/pages/n1', () => ({ body: { success: true, payload: fresh } }));
    api.on('POST /api/staff/pages/n1/publish', () => ({
      status: 400,
      body: {
        success: false,
        message: 'The page is not ready to publish: fix each field named in the errors.',
        errors: [
          { path: 'blocks.0.intro', message: 'The hero needs an introduction.' },
          { path: 'blocks.1.title', message: 'The introduction needs a heading.' },
          { path: 'blocks', message: 'The page needs compliance cards.' },
        ],
      },
    }));
    renderStaff('/staff/pages/n1', api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Publish now' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Publish now' }));

    const summary = await screen.findByRole('heading', { name: 'There is a problem' });
    const box = summary.parentElement!;
    await waitFor(() => expect(box).toHaveFocus());
    expect(within(box).getByRole('link', { name: 'The hero needs an introduction.' })).toHaveAttribute('href', '#pg-blocks-0-intro');
    expect(within(box).getByRole('link', { name: 'The introduction needs a heading.' })).toHaveAttribute('href', '#pg-blocks-1-title');
    expect(within(box).getByRole('link', { name: 'The page needs compliance cards.' })).toHaveAttribute('href', '#pg-add-block');
    // Beside the field too, tied to it for screen readers.
    const hero = screen.getByRole('region', { name: '1. Hero' });
    expect(within(hero).getByLabelText('Introduction')).toHaveAccessibleDescription(expect.stringContaining('The hero needs an introduction.'));
    expect(document.body.textContent).not.toMatch(zodWording);
  }, 15000);

  it('says what a field of the wrong shape needs in plain words before anything is sent', async () => {
    api.on('GET /api/staff/pages/n1', () => ({ body: { success: true, payload: fresh } }));
    renderStaff('/staff/pages/n1', api);
    const user = userEvent.setup();
    const hero = await screen.findByRole('region', { name: '1. Hero' });
    await user.type(within(hero).getByLabelText('Introduction'), 'x'.repeat(2001).slice(0, 5));
    await user.clear(screen.getByLabelText('Page title'));
    await user.type(screen.getByLabelText('Page title'), 'T');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(document.body.textContent).not.toMatch(zodWording);
  }, 15000);
});
