import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { defaultRuntimeConfig, remoteNames, type RemoteProps } from '@tenants/shared';
import { resetPageLive } from '../../app/page-live';
import { ShellRoot } from '../../app/shell-root';
import { siteData } from '../../../test/site-fixtures';
import { FirstPaintContext } from '../first-paint';
import { useAuthStore } from '../../stores/auth-store';
import { loadRemoteOnce } from '../remote-modules';
import { RemotePage } from '../remote-page';

// The module boundary the shell loads remotes through (retries included, tested in with-retry); each test
// decides what the "network" finally answers.
jest.mock('../remote-modules', () => ({ loadRemoteOnce: jest.fn(), loadedModule: () => undefined }));
const load = loadRemoteOnce as jest.MockedFunction<typeof loadRemoteOnce>;

const fakeRemote = (text: string) => ({
  default: ({ session, config }: RemoteProps) => (
    <h1>
      {text} ({session.loggedIn ? 'member' : 'visitor'}, {config.brand.product})
    </h1>
  ),
});

beforeEach(() => {
  load.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  useAuthStore.setState({ token: null, loggedIn: false });
});
afterEach(() => jest.restoreAllMocks());

test('renders the remote with the session and run-time config', async () => {
  useAuthStore.setState({ token: 't', loggedIn: true });
  load.mockResolvedValue(fakeRemote('Account page'));
  render(<RemotePage remote="account" />, { wrapper: MemoryRouter });
  expect(await screen.findByRole('heading', { name: 'Account page (member, Commercial Tenants Alliance)' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('account', './Page');
});

test('a remote that fails to load shows the fallback, and Try again loads it afresh', async () => {
  const user = userEvent.setup();
  load.mockRejectedValueOnce(new Error('Remote news could not be loaded')).mockResolvedValueOnce(fakeRemote('News'));
  render(<RemotePage remote="news" />, { wrapper: MemoryRouter });

  expect(await screen.findByRole('heading', { level: 1, name: 'This part of the site is unavailable' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Try again' }));

  expect(await screen.findByRole('heading', { name: 'News (visitor, Commercial Tenants Alliance)' })).toBeInTheDocument();
  expect(screen.queryByText('This part of the site is unavailable')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

test.each(remoteNames)('the %s remote throwing while rendering is contained by the fallback', async (remote) => {
  load.mockResolvedValue({
    default: () => {
      throw new Error('render failed');
    },
  });
  render(
    <>
      <p>Header stays</p>
      {/* Its own exposed name: loaded components are kept for the page's lifetime, across tests too. */}
      <RemotePage remote={remote} exposed="./ThrowingPage" />
    </>,
    { wrapper: MemoryRouter },
  );
  expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(screen.getByTestId(`remote-fallback-${remote}`)).toBeInTheDocument();
  expect(screen.getByText('Header stays')).toBeInTheDocument();
});

test("an embedded remote's fallback is a section heading, not a second h1", async () => {
  load.mockRejectedValue(new Error('offline'));
  render(<RemotePage remote="enquiry" exposed="./EnquiryForm" embedded />, { wrapper: MemoryRouter });
  expect(await screen.findByRole('heading', { level: 2, name: 'This part of the site is unavailable' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('enquiry', './EnquiryForm');
});

test('a page the server drew whose remote will not load goes live with its fallback, without waiting out the 10 s', async () => {
  resetPageLive();
  load.mockRejectedValue(new Error('Remote donation could not be loaded'));
  // Its own remote: loaded components are kept for the page's lifetime, across tests too.
  const served = { remote: 'donation', url: '/donation', data: {} };
  render(
    <ShellRoot config={defaultRuntimeConfig} site={siteData}>
      <FirstPaintContext.Provider value={served}>
        <MemoryRouter initialEntries={['/donation']}>
          <RemotePage remote="donation" />
        </MemoryRouter>
      </FirstPaintContext.Provider>
    </ShellRoot>,
  );
  expect(await screen.findByTestId('remote-fallback-donation')).toBeInTheDocument();
  // The fallback's Try again is the page's own handler from now on (early clicks are no longer kept).
  await waitFor(() => expect(document.documentElement.dataset.live).toBe(''));
});
