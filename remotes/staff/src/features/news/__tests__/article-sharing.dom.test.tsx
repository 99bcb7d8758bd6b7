import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sharingMessages, type StaffArticle } from '@tenants/shared';
import { fakeApi } from '@tenants/shared/test/fake-api';
import { clearToasts, renderStaff, signIn } from '../../../../test/render-staff';

const api = fakeApi();
afterEach(clearToasts);
beforeEach(() => signIn(api));

const article: StaffArticle = {
  id: 'a1',
  alias: 'rent-review-rights',
  title: 'Your rent review rights',
  categoryId: 3,
  state: 'draft',
  publishedAt: null,
  updatedAt: '2026-03-01T10:00:00.000Z',
  everPublished: false,
  review: null,
  caption: 'What a tenant can ask for at a rent review.',
  text: 'Rent reviews, explained.',
  bodyHtml: '<p>Most leases have a rent review clause.</p>',
  author: 'Jo Bloggs',
  mediaPath: '/media/articles/rent.webp',
  mediaAlt: 'A shop front',
  description: 'Know your rights.',
  socialImage: { path: '/media/articles/share.webp', alt: 'A chart' },
};
const answer = (payload: StaffArticle) => ({ body: { success: true, payload } });

describe('the article editor’s search and sharing', () => {
  it('shows the article’s description with its count and its social picture, and saves both', async () => {
    api.on('GET /api/staff/articles/a1', () => answer(article));
    api.on('PUT /api/staff/articles/a1', (request) => answer({ ...article, ...(request.body as Partial<StaffArticle>) }));
    renderStaff('/staff/news/a1', api);
    const group = await screen.findByRole('group', { name: 'Search and sharing' });
    const description = screen.getByRole('textbox', { name: 'Description (optional)' });
    expect(group).toContainElement(description);
    expect(description).toHaveValue('Know your rights.');
    expect(description).toHaveAccessibleDescription(
      'Shown by search engines and when the page is shared. Left empty, the start of the text is used. 17 of 300 characters',
    );
    expect(screen.getByRole('img', { name: 'A chart' })).toHaveAttribute('src', `${api.base}/media/articles/share.webp`);

    const user = userEvent.setup();
    await user.clear(description);
    await user.type(description, 'Rents, explained.');
    expect(screen.getByText('17 of 300 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove the social picture' }));
    expect(screen.queryByRole('img', { name: 'A chart' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Article saved.')).toBeInTheDocument();
    expect(api.bodies('PUT /api/staff/articles/a1').at(-1)).toMatchObject({ description: 'Rents, explained.', socialImage: null });
  });

  it('refuses a description over 300 characters beside the field, before sending it', async () => {
    api.on('GET /api/staff/articles/a1', () => answer({ ...article, description: 'x'.repeat(301) }));
    renderStaff('/staff/news/a1', api);
    await screen.findByRole('group', { name: 'Search and sharing' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText(sharingMessages.descriptionTooLong)).not.toHaveLength(0);
    expect(screen.getByRole('textbox', { name: 'Description (optional)' })).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent('PUT /api/staff/articles/a1')).toEqual([]);
  });
});
