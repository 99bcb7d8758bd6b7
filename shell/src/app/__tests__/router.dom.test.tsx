import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { remoteRoutesElementId, type RemoteProps } from '@tenants/shared';
import { renderRoutes } from '../../../test/render-in-router';
import { stubViewport } from '../../../test/browser-stubs';
import { loadRemoteModule } from '../../federation/remotes';
import { readRouteTable } from '../../federation/route-table';
import { createRoutes, routes } from '../router';

jest.mock('../../federation/remotes', () => ({ loadRemoteModule: jest.fn() }));
const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

const renderApp = (path: string) => renderRoutes(routes, { path });
const main = () => screen.getByRole('main');

beforeEach(() => {
  stubViewport(1280);
  sessionStorage.clear();
  // Each remote answers with a page naming itself and the exposed module, so tests see which one mounted.
  load.mockImplementation(async (remote, exposed) => ({
    default: (_props: RemoteProps) => <h1>{`${remote} ${exposed}`}</h1>,
  }));
});

describe('pages', () => {
  test.each([
    ['/about', 'About Us'],
    ['/lobbying', 'Lobbying'],
    ['/community', 'Community'],
    ['/advice-support', 'Our Advice & Process'],
    ['/specific-advice', 'Specialist Advice & Representation'],
    ['/sorry', 'Sorry'],
    ['/property/services', 'Property Services'],
    ['/property/own-your-property', 'Own Your Own Property'],
    ['/corporate/mergers-acquisition', 'Mergers & Acquisitions'],
    ['/non-corporate/utilities', 'Utilities'],
  ])('%s shows its title inside the header and footer', async (path, title) => {
    renderApp(path);
    // Content pages load their code on demand (a lazy chunk: its first import under jest can pass a second).
    expect(await within(main()).findByRole('heading', { level: 1, name: title }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  test('an unknown service slug renders nothing', async () => {
    renderApp('/property/not-a-service');
    await waitFor(() => expect(main()).toBeEmptyDOMElement());
  });

  test('the home page embeds the enquiry form from the enquiry remote', async () => {
    renderApp('/');
    expect(await within(main()).findByRole('heading', { level: 1, name: /Commercial Tenants/ }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'enquiry ./EnquiryForm' }, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('remote routes', () => {
  test.each([
    ['/news', 'news'],
    ['/insights/rent-review-basics', 'news'],
    ['/enquiry', 'enquiry'],
    ['/enquiry/thankyou', 'enquiry'],
    ['/donation', 'donation'],
    ['/donation/thankyou', 'donation'],
    ['/donation/failure', 'donation'],
    ['/login', 'account'],
    ['/sign-up', 'account'],
    ['/forgot-password', 'account'],
    ['/reset-password', 'account'],
  ])('%s mounts the %s remote', async (path, remote) => {
    renderApp(path);
    expect(await within(main()).findByRole('heading', { name: `${remote} ./Page` })).toBeInTheDocument();
  });
});

describe('not found', () => {
  test.each(['/404', '/no-such-page', '/insights', '/property', '/legal/privacy'])('%s shows 404 Not Found with a way home', async (path) => {
    const user = userEvent.setup();
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: '404 Not Found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Home' }));
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('on every navigation', () => {
  test('the page starts at the top', async () => {
    const { router } = renderApp('/about');
    (window.scrollTo as jest.Mock).mockClear();
    await act(() => router.navigate('/lobbying'));
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  test('the document title names the page and the product', async () => {
    const { router } = renderApp('/about');
    expect(document.title).toBe('About Us | Commercial Tenants Alliance');
    await act(() => router.navigate('/property/rates'));
    expect(document.title).toBe('Business Rates | Commercial Tenants Alliance');
    await act(() => router.navigate('/login'));
    expect(document.title).toBe('Log In | Commercial Tenants Alliance');
    await act(() => router.navigate('/'));
    expect(document.title).toBe('Commercial Tenants Alliance');
  });

  test('stored donation data survives the donation pages and is cleared on any other page', async () => {
    sessionStorage.setItem('donation.amount', '25');
    sessionStorage.setItem('donation.billing', '{"firstname":"Ada"}');
    sessionStorage.setItem('other.key', 'kept');
    const { router } = renderApp('/donation');
    await act(() => router.navigate('/donation/failure'));
    expect(sessionStorage.getItem('donation.amount')).toBe('25');
    expect(sessionStorage.getItem('donation.billing')).not.toBeNull();

    await act(() => router.navigate('/news'));
    expect(sessionStorage.getItem('donation.amount')).toBeNull();
    expect(sessionStorage.getItem('donation.billing')).toBeNull();
    expect(sessionStorage.getItem('other.key')).toBe('kept');
  });

  test('stored enquiry answers survive the enquiry pages and are cleared on any other page, the donation pages too', async () => {
    sessionStorage.setItem('enquiry.form', '{"city":"Leeds"}');
    const { router } = renderApp('/enquiry');
    await act(() => router.navigate('/enquiry/thankyou'));
    expect(sessionStorage.getItem('enquiry.form')).not.toBeNull();

    await act(() => router.navigate('/donation'));
    expect(sessionStorage.getItem('enquiry.form')).toBeNull();
  });

  test('focus moves to the new page’s heading, even one a remote shows later; the first page keeps the browser’s', async () => {
    const { router } = renderApp('/about');
    const about = await within(main()).findByRole('heading', { level: 1, name: 'About Us' });
    expect(about).not.toHaveFocus();

    await act(() => router.navigate('/lobbying'));
    const lobbying = await within(main()).findByRole('heading', { level: 1, name: 'Lobbying' });
    await waitFor(() => expect(lobbying).toHaveFocus());
    expect(lobbying).toHaveAttribute('tabindex', '-1');

    await act(() => router.navigate('/news'));
    await waitFor(() => expect(within(main()).getByRole('heading', { level: 1, name: 'news ./Page' })).toHaveFocus());
  });

  test('focus the visitor has moved meanwhile stays where they put it', async () => {
    const { router } = renderApp('/about');
    await within(main()).findByRole('heading', { level: 1, name: 'About Us' });
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    // The page's code loads on demand: the visitor tabs on before its heading is there.
    await act(() => router.navigate('/community'));
    skip.focus();
    expect(await within(main()).findByRole('heading', { level: 1, name: 'Community' })).toBeInTheDocument();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(skip).toHaveFocus();
  });

  test('the skip link leads to the main content', () => {
    renderApp('/about');
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveAttribute('href', `#${main().id}`);
    expect(main()).toHaveAttribute('tabindex', '-1');
  });
});

describe('a remote the shell was not built with', () => {
  test('a route table naming a new remote (its first release) mounts its routes with their titles', async () => {
    // What the site server writes into the page once a new team's remote is in the registry.
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = remoteRoutesElementId;
    element.textContent = JSON.stringify({
      staff: [
        { path: '/staff', title: 'Staff' },
        { path: '/staff/enquiries/:id', title: 'Enquiry' },
      ],
    });
    document.body.append(element);
    try {
      const table = readRouteTable();
      expect(Object.keys(table)).toEqual(expect.arrayContaining(['news', 'enquiry', 'donation', 'account', 'staff']));
      renderRoutes(createRoutes(table), { path: '/staff/enquiries/42' });
      expect(await within(main()).findByRole('heading', { level: 1, name: 'staff ./Page' })).toBeInTheDocument();
      expect(load).toHaveBeenCalledWith('staff', './Page');
      await waitFor(() => expect(document.title).toBe('Enquiry | Commercial Tenants Alliance'));
      // The staff area draws its own frame: the shell gives the skip link and main only.
      expect(screen.queryByRole('banner')).not.toBeInTheDocument();
      expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
      expect(main()).toHaveAttribute('id', 'main-content');
    } finally {
      element.remove();
    }
  });

  test('without a release it is an unknown page', async () => {
    load.mockClear();
    renderApp('/staff');
    expect(await within(main()).findByRole('heading', { level: 1, name: '404 Not Found' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalledWith('staff', expect.anything());
  });
});
