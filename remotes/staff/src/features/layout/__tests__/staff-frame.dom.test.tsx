import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@tenants/shared/test/fake-api';
import { clearToasts, paged, renderStaff, signIn } from '../../../../test/render-staff';

const api = fakeApi();
afterEach(clearToasts);
beforeEach(() => signIn(api));

describe('the staff frame', () => {
  it('has its own bar: the site logo back to /, the staff navigation behind Menu, and Sign out', async () => {
    renderStaff('/staff', api);
    const menu = await screen.findByRole('button', { name: 'Menu' });
    const bar = screen.getByRole('banner');
    expect(within(bar).getByRole('link', { name: 'Commercial Tenants Alliance' })).toHaveAttribute('href', '/');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    const user = userEvent.setup();
    await user.click(menu);
    expect(within(bar).getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(menu.getAttribute('aria-controls')!)).toContainElement(within(bar).getByRole('navigation', { name: 'Staff' }));
    expect(within(bar).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('folds the menu away after a link is followed', async () => {
    api.on('GET /api/staff/members', () => paged([]));
    renderStaff('/staff', api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    await user.click(within(screen.getByRole('navigation', { name: 'Staff' })).getByRole('link', { name: 'Members' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/staff/members'));
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('Sign out ends the session on the server and here, then goes to /login', async () => {
    api.on('POST /api/logout', () => ({ body: { success: true } }));
    const { log } = renderStaff('/staff', api);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(api.sent('POST /api/logout')).toHaveLength(1);
    expect(log.logouts).toBe(1);
  });
});
