import { expect, test } from '@playwright/test';
import { serviceAreas, type ServiceArea } from '@tenants/shared/model';
import { expectNoAxeViolations } from '../../pages/axe';
import { Site } from '../../pages/site';

// Each content page (docs/product/look-and-content.md) with its h1 and the h2 sections it must show.
const pages: Array<{ path: string; h1: string | RegExp; h2: string[] }> = [
  {
    path: '/',
    h1: 'Standing Up For The UK’s Commercial Tenants',
    h2: ['Benefits Of Joining Commercial Tenants Alliance', 'Our Values', 'How We Can Help', 'What Our Members Say', 'Frequently Asked Questions'],
  },
  { path: '/about', h1: 'About Us', h2: ['Our Values', 'Our Charter For Tenants', 'What Our Members Say'] },
  { path: '/lobbying', h1: 'Lobbying', h2: ['Our Lobbying Goals', 'Why Entrust Us'] },
  { path: '/community', h1: 'Community', h2: ['Join Our Community Groups', 'Need Help With Your Lease?'] },
  {
    path: '/advice-support',
    h1: 'Our Advice & Process',
    h2: ['Downloadable Guides', 'Finding The Right Property', 'Viewings And Offers', 'Need Specific Advice?'],
  },
  { path: '/specific-advice', h1: 'Specialist Advice & Representation', h2: ['Downloadable Guides'] },
  { path: '/property/services', h1: 'Property Services', h2: [] },
  { path: '/property/rates', h1: 'Business Rates', h2: [] },
  { path: '/404', h1: '404 Not Found', h2: ['Popular Pages'] },
];

for (const width of [375, 1280]) {
  for (const { path, h1, h2 } of pages) {
    test(`${path} shows its headings and passes axe at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const site = new Site(page);
      await site.open(path);
      await expect(site.heading()).toHaveText(h1);
      for (const name of h2) await expect(site.main().getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
    });
  }
}

for (const width of [375, 1280]) {
  test(`/sorry is an empty page inside the frame at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const site = new Site(page);
    await site.open('/sorry');
    await expect(site.footer()).toBeVisible();
    await expect(site.main().getByRole('heading', { level: 2 })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}

const overviewTitle: Record<ServiceArea, string> = {
  property: 'Property Services',
  corporate: 'Corporate Services',
  'non-corporate': 'Non-Corporate Services',
};

for (const width of [375, 1280]) {
  test(`all 28 service pages show their title, two similar services that exist, and the footer block at ${width} px; axe finds nothing`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 900 });
    const site = new Site(page);
    let visited = 0;
    for (const [area, { links }] of Object.entries(serviceAreas) as Array<[ServiceArea, (typeof serviceAreas)[ServiceArea]]>) {
      for (const { slug, label } of [{ slug: 'services', label: overviewTitle[area] }, ...links]) {
        await site.open(`/${area}/${slug}`);
        await expect(site.heading(), `${area}/${slug}`).toHaveText(label);
        await expect(site.main().getByRole('link', { name: 'Enquire Now' }).first()).toBeVisible();
        const similar = site.main().getByRole('list', { name: 'Similar Services' }).getByRole('link');
        await expect(similar, `${area}/${slug}`).toHaveCount(2);
        for (const href of await similar.evaluateAll((els) => els.map((el) => el.getAttribute('href')))) {
          expect((await request.get(href!)).status(), `${area}/${slug} → ${href}`).toBe(200);
        }
        const footer = site.main().getByRole('region', { name: 'Stay On Top Of Your Obligations' });
        await expect(footer.getByRole('link', { name: /Business Rates/ })).toHaveAttribute('href', '/property/rates');
        await expectNoAxeViolations(page);
        visited += 1;
      }
    }
    expect(visited).toBe(28);
  });
}

test('an unknown service slug renders nothing inside the frame', async ({ page }) => {
  const site = new Site(page);
  const response = await page.goto('/property/not-a-service');
  expect(response?.status()).toBe(404);
  await expect(site.footer()).toBeVisible();
  await expect(site.main().getByRole('heading')).toHaveCount(0);
});
