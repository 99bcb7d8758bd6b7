import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sharingMessages } from '@tenants/shared';
import { fakeApi } from '@tenants/shared/test/fake-api';
import { clearToasts, renderStaff, signIn } from '../../../../test/render-staff';
import { aboutPage } from '../../../../test/page-fixtures';

const api = fakeApi();
afterEach(clearToasts);
beforeEach(() => signIn(api));

const page = aboutPage;

describe('a page’s search and sharing', () => {
  beforeEach(() => api.on('GET /api/staff/pages/p1', () => ({ body: { success: true, payload: page } })));

  it('shows the page’s description with its count, and saves it and a social picture on their own', async () => {
    api.on('PUT /api/staff/pages/p1', (request) => ({ body: { success: true, payload: { ...page, draft: { ...page.draft, ...request.body } } } }));
    api.on('POST /api/staff/media', () => ({ body: { success: true, payload: { path: '/media/articles/share.0badcafe.webp' } } }));
    renderStaff('/staff/pages/p1', api);
    const description = await screen.findByRole('textbox', { name: 'Description (optional)' });
    expect(screen.getByRole('group', { name: 'Search and sharing' })).toContainElement(description);
    expect(description).toHaveValue('Who we are.');
    expect(screen.getByText('11 of 300 characters')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(description, ' Since 2020.');
    expect(screen.getByText('23 of 300 characters')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Social picture (optional)'), new File(['PNG bytes'], 'share.png', { type: 'image/png' }));
    await user.type(await screen.findByLabelText('Describe the social picture (alt text)'), 'Our members');
    await user.click(screen.getByRole('button', { name: 'Save search and sharing' }));
    expect(await screen.findByText('Search and sharing saved.')).toBeInTheDocument();
    expect(api.bodies('PUT /api/staff/pages/p1')).toEqual([
      { description: 'Who we are. Since 2020.', socialImage: { path: '/media/articles/share.0badcafe.webp', alt: 'Our members' } },
    ]);
  });

  it('refuses a description over 300 characters in plain words beside it, without sending it', async () => {
    renderStaff('/staff/pages/p1', api);
    const description = await screen.findByRole('textbox', { name: 'Description (optional)' });
    await userEvent.setup().clear(description);
    // Pasted, not typed: 301 key presses are slow on a busy machine.
    await userEvent.setup().click(description);
    await userEvent.setup().paste('x'.repeat(301));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save search and sharing' }));
    expect(await screen.findByText(sharingMessages.descriptionTooLong)).toBeInTheDocument();
    expect(description).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent('PUT /api/staff/pages/p1')).toEqual([]);
  });
});
