import { screen, within } from '@testing-library/react';
import { isPagePath, serviceAreaList, serviceAreas, type ServiceArea } from '@tenants/shared';
import { renderRoutes } from '../../../../test/render-in-router';
import { stubViewport } from '../../../../test/browser-stubs';
import { serviceTitle } from '../service-titles';
import { ServicePage } from '../service-page';

const pages = serviceAreaList.flatMap((area) => ['services', ...serviceAreas[area].links.map((l) => l.slug)].map((slug) => [area, slug] as const));

const renderService = (area: ServiceArea, slug: string) =>
  renderRoutes(
    [
      {
        path: `/${area}/:slug`,
        element: (
          <main>
            <ServicePage area={area} />
          </main>
        ),
      },
    ],
    { path: `/${area}/${slug}` },
  );

beforeEach(() => stubViewport(1280));

test('there are 28 service pages', () => {
  expect(pages).toHaveLength(28);
});

test.each(pages)('/%s/%s: its h1, Enquire Now, and two Similar Services links to other service pages', async (area, slug) => {
  renderService(area, slug);
  const h1 = await screen.findByRole('heading', { level: 1 });
  expect(h1).toHaveTextContent(serviceTitle(area, slug)!);
  expect(screen.getAllByRole('link', { name: 'Enquire Now' })[0]).toHaveAttribute('href', '/enquiry');

  const similar = screen.getByRole('list', { name: 'Similar Services' });
  const links = within(similar).getAllByRole('link');
  expect(links).toHaveLength(2);
  for (const link of links) {
    const href = link.getAttribute('href')!;
    expect(isPagePath(href)).toBe(true);
    expect(href).not.toBe(`/${area}/${slug}`);
    const [, linkArea, linkSlug] = href.split('/');
    expect(link).toHaveTextContent(serviceTitle(linkArea as ServiceArea, linkSlug)!);
  }
  // The footer block's cards.
  const footer = within(screen.getByRole('region', { name: 'Stay On Top Of Your Obligations' }));
  expect(footer.getByRole('link', { name: 'Business Rates' })).toHaveAttribute('href', '/property/rates');
  expect(footer.getByRole('link', { name: 'Tenant Compliance' })).toHaveAttribute('href', '/');
  // An intro block, then points or Q&A (the overviews list the area's services instead).
  expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(3);
});

test('an overview lists every service of its area', async () => {
  renderService('corporate', 'services');
  const list = await screen.findByRole('list', { name: 'Corporate services' });
  expect(
    within(list)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href')),
  ).toEqual(serviceAreas.corporate.links.map((l) => `/corporate/${l.slug}`));
});

test.each([
  ['property', 'not-a-service'],
  ['corporate', 'rates'],
  ['non-corporate', 'services-overview'],
] as const)('an unknown slug /%s/%s renders nothing', (area, slug) => {
  renderService(area, slug);
  expect(screen.getByRole('main')).toBeEmptyDOMElement();
});
