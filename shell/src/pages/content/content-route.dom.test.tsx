import { screen, waitFor, within } from '@testing-library/react';
import { messages } from '@tenants/shared';
import { renderRoutes } from '../../../test/render-in-router';
import { stubViewport } from '../../../test/browser-stubs';
import { contentFetch, navigationOf, pageRecord, pageRecords, siteData } from '../../../test/site-fixtures';
import { ContentRoute, resetContentRoutes } from './content-route';
import { resetSiteData } from './site-data';

const services = pageRecords.filter((page) => page.type === 'service' || page.type === 'overview').map((page) => page.address);
const titleOf = (address: string) => pageRecord(address).title;

const renderPage = (path: string, site = siteData) =>
  renderRoutes(
    [
      {
        path: '*',
        element: (
          <main>
            <ContentRoute />
          </main>
        ),
      },
    ],
    { path, site },
  );

beforeEach(() => {
  stubViewport(1280);
  resetContentRoutes();
  resetSiteData();
});

test('there are 28 service pages, and every page file is drawn from its record', () => {
  expect(services).toHaveLength(28);
});

test.each(services)('%s: its h1, Enquire Now, and two Similar Services links to other service pages', async (address) => {
  renderPage(address);
  const h1 = await screen.findByRole('heading', { level: 1 });
  expect(h1).toHaveTextContent(titleOf(address));
  expect(screen.getAllByRole('link', { name: 'Enquire Now' })[0]).toHaveAttribute('href', '/enquiry');

  const similar = screen.getByRole('list', { name: 'Similar Services' });
  const links = within(similar).getAllByRole('link');
  expect(links).toHaveLength(2);
  for (const link of links) {
    const href = link.getAttribute('href')!;
    expect(href).not.toBe(address);
    expect(link).toHaveTextContent(titleOf(href));
  }
  // The footer block's cards.
  const footer = within(screen.getByRole('region', { name: 'Stay On Top Of Your Obligations' }));
  expect(footer.getByRole('link', { name: 'Business Rates' })).toHaveAttribute('href', '/property/rates');
  expect(footer.getByRole('link', { name: 'Tenant Compliance' })).toHaveAttribute('href', '/');
  // An intro block, then points or Q&A (the overviews list the area's services instead).
  expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(3);
});

test('an overview lists every published service page of its area, in menu order', async () => {
  renderPage('/corporate/services');
  const list = await screen.findByRole('list', { name: 'Corporate services' });
  expect(
    within(list)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href')),
  ).toEqual(siteData.navigation.areas.find((area) => area.area === 'corporate')!.services.map((service) => service.address));
});

test('a service page staff add is in its area’s overview', async () => {
  const added = {
    ...pageRecord('/corporate/legal'),
    address: '/corporate/new-service',
    title: 'A New Service',
    card: { ...pageRecord('/corporate/legal').card!, position: 999 },
  };
  renderPage('/corporate/services', { ...siteData, navigation: navigationOf([...pageRecords, added]) });
  const list = await screen.findByRole('list', { name: 'Corporate services' });
  expect(within(list).getByRole('link', { name: 'A New Service' })).toHaveAttribute('href', '/corporate/new-service');
});

test('an address with no published page is the 404 page', async () => {
  renderPage('/no-such-page');
  await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(messages.notFound));
});

test.each(['/property/not-a-service', '/corporate/rates'])('an unknown service slug %s draws nothing inside the frame', async (path) => {
  renderPage(path);
  await waitFor(() => expect(screen.getByRole('main')).toBeEmptyDOMElement());
});

test('a plain page staff publish at a new address is drawn from its record, its links to the site navigating in the app', async () => {
  const plain = {
    address: '/tenant-week',
    type: 'plain' as const,
    title: 'Tenant Week',
    blocks: [{ type: 'richText' as const, html: '<p>Join us. <a href="/about">About us</a></p>' }],
  };
  const answers = contentFetch();
  globalThis.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) =>
    String(input).includes('address=%2Ftenant-week')
      ? Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve({ success: true, payload: plain }) } as Response)
      : answers(input, init),
  ) as typeof fetch;
  const { router } = renderPage('/tenant-week');
  const link = await screen.findByRole('link', { name: 'About us' });
  expect(screen.getByText(/Join us/)).toBeInTheDocument();
  link.click();
  await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
});
