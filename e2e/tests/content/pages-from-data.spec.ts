import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addStaff, enrolByApi, register, unique } from '../../fixtures/staff';

// The site draws its own pages from their records (decision 0018): what staff publish through the API is
// what visitors get at the next request, in the page, the menus, the overview, the sitemap and the footer.
// Every change is put back at the end: other specs share the site.

const staffPages = '/api/staff/pages';
const leaseRenewals = '/property/lease-renewals';

type Json = Record<string, unknown>;
interface StaffPage {
  id: string;
  address: string;
  draft: { title: string; blocks: Json[] };
}

/** A staff admin's session (settings are the admins'), with its second factor enrolled, as the staff specs make one. */
async function adminHeaders(page: Page) {
  const email = `pages.${unique()}@example.com`;
  const token = await register(page, email);
  await enrolByApi(page, token, addStaff(email, '--admin'));
  return { authorization: `Bearer ${token}` };
}

async function ok(response: Awaited<ReturnType<APIRequestContext['get']>>) {
  expect([200, 201], await response.text()).toContain(response.status());
  return ((await response.json()) as { payload: unknown }).payload;
}

test('what staff publish is what visitors see: words, a new service page in the menus, a moved address, the footer, an older version', async ({ page }) => {
  test.setTimeout(120_000);
  const headers = await adminHeaders(page);
  const api = page.request;
  const list = (await ok(await api.get(staffPages, { headers }))) as { sections: Array<{ pages: Array<{ id: string; address: string }> }> };
  const renewalsId = list.sections.flatMap((section) => section.pages).find((entry) => entry.address === leaseRenewals)!.id;
  const renewals = (await ok(await api.get(`${staffPages}/${renewalsId}`, { headers }))) as StaffPage;
  const intro = renewals.draft.blocks.find((block) => block.type === 'intro') as { text: string[] };
  const original = intro.text[0];
  const changed = `Start your renewal plan early (${unique()}).`;
  const settings = ((await ok(await api.get('/api/staff/site-settings', { headers }))) as { live: { contactEmail: string } }).live;
  let addedId: string | undefined;

  try {
    // A sentence changed and published: a visitor sees it on reload.
    const blocks = renewals.draft.blocks.map((block) => (block === intro ? { ...intro, text: [changed, ...intro.text.slice(1)] } : block));
    await ok(await api.put(`${staffPages}/${renewalsId}`, { headers, data: { blocks } }));
    await ok(await api.post(`${staffPages}/${renewalsId}/publish`, { headers, data: {} }));
    await page.goto(leaseRenewals);
    await expect(page.getByRole('main').getByText(changed)).toBeVisible();
    await expect(page.getByRole('main').getByText(original)).toHaveCount(0);

    // A service page added under Property: in the Services menu, the overview and the sitemap, and it answers 200.
    const slug = `e2e-service-${Date.now()}`;
    const title = `E2E Service ${Date.now() % 100000}`;
    const added = (await ok(await api.post(staffPages, { headers, data: { type: 'service', area: 'property', slug, title } }))) as StaffPage;
    addedId = added.id;
    // Complete, as publishing asks: the card's picture described for those who cannot see it.
    const card = { text: 'A service page staff added.', image: { art: 'keys', alt: 'A bunch of keys' }, position: 999 };
    await ok(await api.put(`${staffPages}/${added.id}`, { headers, data: { blocks: renewals.draft.blocks, card } }));
    await ok(await api.post(`${staffPages}/${added.id}/publish`, { headers, data: {} }));
    const address = `/property/${slug}`;
    expect((await page.goto(address))!.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('banner').locator(`a[href="${address}"]`).first()).toBeAttached();
    await page.goto('/property/services');
    await expect(page.getByRole('list', { name: 'Property services' }).getByRole('link', { name: title })).toHaveAttribute('href', address);
    expect(await (await api.get('/sitemap.xml')).text()).toContain(address);

    // Its address changed: the old one answers 301 to the new.
    const moved = `/property/${slug}-moved`;
    await ok(await api.put(`${staffPages}/${added.id}/address`, { headers, data: { address: moved } }));
    const old = await api.get(address, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toContain(moved);

    // The footer's contact e-mail changed in the settings (an admin's): the footer shows it.
    const contactEmail = `help.${Date.now()}@tenants.example`;
    await ok(await api.put('/api/staff/site-settings', { headers, data: { contactEmail } }));
    await ok(await api.post('/api/staff/site-settings/publish', { headers, data: {} }));
    // Every page's footer: a page of the shell's, a service page, and the news remote's and the enquiry's pages.
    for (const address of ['/about', '/property/rates', '/news', '/enquiry']) {
      await page.goto(address);
      await expect(page.getByRole('contentinfo').getByRole('link', { name: contactEmail }), address).toHaveAttribute('href', `mailto:${contactEmail}`);
    }

    // An earlier version restored and published: the old sentence is back.
    const versions = (await ok(await api.get(`${staffPages}/${renewalsId}/versions`, { headers }))) as Array<{ id: string }>;
    let earlier: string | undefined;
    for (const version of versions) {
      const { blocks: saved } = (await ok(await api.get(`${staffPages}/${renewalsId}/versions/${version.id}`, { headers }))) as { blocks: Json[] };
      const text = JSON.stringify(saved);
      if (text.includes(JSON.stringify(original).slice(1, -1)) && !text.includes(changed)) earlier = version.id;
    }
    expect(earlier, 'a version from before the change').toBeDefined();
    await ok(await api.post(`${staffPages}/${renewalsId}/versions/${earlier}/restore`, { headers, data: {} }));
    await ok(await api.post(`${staffPages}/${renewalsId}/publish`, { headers, data: {} }));
    await page.goto(leaseRenewals);
    await expect(page.getByRole('main').getByText(original)).toBeVisible();
    await expect(page.getByRole('main').getByText(changed)).toHaveCount(0);
  } finally {
    // The data put back: the page's words, no added page, the settings' e-mail.
    const now = (await ok(await api.get(`${staffPages}/${renewalsId}`, { headers }))) as StaffPage;
    if (JSON.stringify(now.draft.blocks).includes(changed)) {
      await api.put(`${staffPages}/${renewalsId}`, { headers, data: { blocks: renewals.draft.blocks } });
      await api.post(`${staffPages}/${renewalsId}/publish`, { headers, data: {} });
    }
    if (addedId) await api.delete(`${staffPages}/${addedId}?confirm=true`, { headers });
    await api.put('/api/staff/site-settings', { headers, data: { contactEmail: settings.contactEmail } });
    await api.post('/api/staff/site-settings/publish', { headers, data: {} });
  }
});
