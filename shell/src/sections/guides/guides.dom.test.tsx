import { screen, within } from '@testing-library/react';
import { guidesPath, profilePath } from '@tenants/shared';
import { renderWithRouter } from '../../../test/render-in-router';
import { blockOf } from '../../../test/site-fixtures';

const guidesBlock = blockOf('/advice-support', 'guides');
import { stubHttp } from '../../../test/browser-stubs';
import { guides } from './guide-covers';

// The short view's four, as the product names them.
const shortListNames = ['Lease Negotiations Guide', 'Lease Renewal Timeline', 'Lease Renewals', 'New Lease Timeline'];
import { useAuthStore } from '../../stores/auth-store';
import { Guides } from './guides';

/** The API's answer: the catalogue, with a signed link per guide for a member's token. */
const catalogue = (token: string | undefined) => ({
  status: 200,
  data: {
    success: true,
    payload: {
      guides: guides.map((g) => ({
        slug: g.slug,
        name: g.name,
        summary: g.summary,
        featured: g.featured,
        image: `/api/guides/${g.slug}/cover.svg`,
        file: token ? `/api/guides/${g.slug}/download?expires=9999999999&signature=sig-${token}` : null,
      })),
      filesExpireAt: token ? new Date(Date.now() + 600_000).toISOString() : null,
    },
  },
});
const bearer = (request: { headers?: { Authorization?: unknown } }) => String(request.headers?.Authorization ?? '').replace('Bearer ', '') || undefined;
/** The member's profile, for a request that carries a token. */
const profile = (token: string | undefined) =>
  token
    ? { status: 200, data: { success: true, payload: { firstname: 'Priya', lastname: 'Shah', email: 'priya@example.com', phone: '07400123456' } } }
    : { status: 401, data: { success: false, message: 'Unauthorised', errors: [{ message: 'Unauthorised' }] } };
const api = (request: { url?: string; headers?: { Authorization?: unknown } }) =>
  request.url === guidesPath ? catalogue(bearer(request)) : request.url === profilePath ? profile(bearer(request)) : { status: 200, data: { success: true } };

const names = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

beforeEach(() => {
  useAuthStore.setState({ token: null, loggedIn: false });
  localStorage.clear();
});

test('the section has the guides anchor', () => {
  stubHttp(() => ({ status: 200, data: { success: true } }));
  const { container } = renderWithRouter(<Guides block={{ ...guidesBlock, full: true }} />);
  expect(container.querySelector('section#guides')).not.toBeNull();
});

test('visitors see every guide locked, with Join To Unlock to /login, and no download links', () => {
  stubHttp(() => ({ status: 200, data: { success: true } }));
  renderWithRouter(<Guides block={{ ...guidesBlock, full: true }} />);
  expect(names()).toEqual(guides.map((g) => g.name));
  expect(screen.getAllByRole('img', { name: 'Locked' })).toHaveLength(8);
  const unlock = screen.getAllByRole('link', { name: 'Join To Unlock' });
  expect(unlock).toHaveLength(8);
  unlock.forEach((link) => expect(link).toHaveAttribute('href', '/login'));
  expect(unlock[0]).toHaveAccessibleDescription(guides[0].name);
  expect(screen.queryByRole('link', { name: 'Download' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Enquire Now' })).toHaveAttribute('href', '/enquiry');
});

test('the short view lists the four named guides and View All Guides', () => {
  stubHttp(() => ({ status: 200, data: { success: true } }));
  renderWithRouter(<Guides block={{ ...guidesBlock, full: false }} />);
  expect(names()).toEqual(shortListNames);
  expect(screen.getByRole('link', { name: 'View All Guides' })).toHaveAttribute('href', '/advice-support');
});

test('members get Download links, signed by the API for their token, opening in a new tab', async () => {
  const http = stubHttp(api);
  useAuthStore.setState({ token: 'member-token', loggedIn: true });
  renderWithRouter(<Guides block={{ ...guidesBlock, full: true }} />);
  const downloads = await screen.findAllByRole('link', { name: 'Download' });
  expect(downloads).toHaveLength(8);
  downloads.forEach((link, index) => {
    expect(link).toHaveAttribute('href', `/api/guides/${guides[index].slug}/download?expires=9999999999&signature=sig-member-token`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });
  expect(http.mock.calls.some(([request]) => request.url === guidesPath)).toBe(true);
  expect(screen.queryByRole('img', { name: 'Locked' })).not.toBeInTheDocument();
});

test('a stored token is checked by fetching the profile with it: a profile unlocks the guides', async () => {
  const http = stubHttp(api);
  localStorage.setItem('token', 'good');
  useAuthStore.setState({ token: 'good', loggedIn: false });
  renderWithRouter(<Guides block={{ ...guidesBlock, full: false }} />);
  expect(await screen.findAllByRole('link', { name: 'Download' })).toHaveLength(4);
  const [check] = http.mock.calls[0];
  expect(check).toMatchObject({ method: 'get', url: profilePath });
  expect(check.headers.Authorization).toBe('Bearer good');
  expect(localStorage.getItem('token')).toBe('good');
});

test.each([
  ['refused (401)', { status: 401, data: { success: false, message: 'Unauthorised', errors: [{ message: 'Unauthorised' }] } }],
  ['answered with success: false', { status: 200, data: { success: false } }],
  ['lost to a network error', 'network-error' as const],
])('a profile check %s logs the visitor out and keeps the guides locked', async (_case, reply) => {
  const http = stubHttp(() => reply);
  localStorage.setItem('token', 'stale');
  useAuthStore.setState({ token: 'stale', loggedIn: true });
  const view = renderWithRouter(<Guides block={{ ...guidesBlock, full: false }} />);
  expect(await within(view.container).findAllByRole('link', { name: 'Join To Unlock' })).toHaveLength(4);
  expect(http.mock.calls.some(([request]) => request.url === profilePath)).toBe(true);
  expect(localStorage.getItem('token')).toBeNull();
  expect(useAuthStore.getState()).toMatchObject({ token: null, loggedIn: false });
});

describe('the library’s list, served with the page', () => {
  const library = [
    { slug: 'lease-renewals', name: 'Lease Renewals Explained', summary: 'Renewing a protected lease, step by step.', featured: true },
    { slug: 'service-charges', name: 'Service Charges', summary: 'What a landlord may charge.', featured: false },
    { slug: 'dilapidations', name: 'Dilapidations', summary: 'What you owe when you leave.', featured: true },
  ];
  /** The API's list for a member: a signed link for each guide the library lists. */
  const listed = (request: { url?: string; headers?: { Authorization?: unknown } }) =>
    request.url === guidesPath
      ? {
          status: 200,
          data: {
            success: true,
            payload: {
              guides: library.map((g) => ({
                ...g,
                image: `/api/guides/${g.slug}/cover.svg`,
                file: `/api/guides/${g.slug}/download?expires=9999999999&signature=s`,
              })),
              filesExpireAt: new Date(Date.now() + 600_000).toISOString(),
            },
          },
        }
      : api(request);

  test('draws the library’s guides, their words as staff keep them, a guide staff added with the API’s cover', () => {
    stubHttp(() => ({ status: 200, data: { success: true } }));
    const { container } = renderWithRouter(<Guides block={{ ...guidesBlock, full: true, library }} />);
    expect(names()).toEqual(['Lease Renewals Explained', 'Service Charges', 'Dilapidations']);
    expect(screen.getByText('What you owe when you leave.')).toBeInTheDocument();
    expect(screen.getByText('Renewing a protected lease, step by step.')).toBeInTheDocument();
    // The catalogue's guides keep their drawings; the added one shows its cover from the API, as decoration.
    const pictures = container.querySelectorAll('img.shell-guide__cover-picture');
    expect(pictures).toHaveLength(1);
    expect(pictures[0]).toHaveAttribute('src', '/api/guides/dilapidations/cover.svg');
    expect(pictures[0]).toHaveAttribute('alt', '');
    expect(screen.getAllByRole('link', { name: 'Join To Unlock' })[2]).toHaveAccessibleDescription('Dilapidations');
  });

  test('the short view lists the library’s featured guides', () => {
    stubHttp(() => ({ status: 200, data: { success: true } }));
    renderWithRouter(<Guides block={{ ...guidesBlock, full: false, library }} />);
    expect(names()).toEqual(['Lease Renewals Explained', 'Dilapidations']);
  });

  test('a member downloads a guide staff added through its signed link', async () => {
    stubHttp(listed);
    useAuthStore.setState({ token: 'member-token', loggedIn: true });
    renderWithRouter(<Guides block={{ ...guidesBlock, full: true, library }} />);
    const downloads = await screen.findAllByRole('link', { name: 'Download' });
    expect(downloads.map((link) => link.getAttribute('href'))).toEqual(library.map((g) => `/api/guides/${g.slug}/download?expires=9999999999&signature=s`));
    expect(downloads[2]).toHaveAccessibleDescription('Dilapidations');
  });
});
