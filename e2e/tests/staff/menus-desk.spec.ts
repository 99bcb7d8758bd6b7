import { expect, test } from '@playwright/test';
import { defaultMenus, staffMenusPath } from '@tenants/shared/model';
import { staffBrowser } from '../../fixtures/staff';
import { expectNoAxeViolations } from '../../pages/axe';

// Menus edited on the desk like a page (issue 53): an officer adds a main-menu entry and a footer link and
// saves them as a draft, which visitors do not get; published, visitors find both on the next page they open.
// The menus are put back after.

for (const width of [1280, 375]) {
  test(`at ${width} px an editor adds a main-menu entry and a footer link, and both are live`, async ({ browser }) => {
    test.setTimeout(150_000);
    const { page, site } = await staffBrowser(browser, width, 'staff');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    try {
      await page.goto('/staff/menus');
      await expect(site.heading()).toHaveText('Menus');
      await expectNoAxeViolations(page);

      const main = site.main().getByRole('group', { name: 'Main menu (the header, in order)' });
      await main.getByRole('button', { name: 'Add entry' }).last().click();
      const entry = site.main().getByRole('group', { name: 'Entry 9 of Main menu (the header, in order)' });
      await entry.getByLabel('Words').fill('Renewals');
      await entry.getByLabel(/^Address/).fill('/property/lease-renewals');

      const quick = site.main().getByRole('group', { name: 'Column 1 of Footer columns (beside Services and Get In Touch)' });
      await quick.getByRole('button', { name: 'Add link' }).click();
      await quick.getByLabel('Link 5: words').fill('Rent reviews');
      await quick.getByLabel('Link 5: address').fill('/property/lease-regearing');
      await site.main().getByRole('button', { name: 'Save draft' }).click();
      await expect(page.getByText('Draft saved. Visitors still see the published menus.')).toBeVisible();
      await expect(site.main().getByText(/Draft changes not yet live\./)).toBeVisible();

      // A draft is not live: a visitor's page has neither.
      const visitor = await browser.newContext({ viewport: { width, height: 900 } });
      const home = await visitor.newPage();
      await home.goto('/');
      await expect(home.getByRole('contentinfo').getByRole('link', { name: 'Rent reviews' })).toHaveCount(0);

      await site.main().getByRole('button', { name: 'Publish now' }).click();
      await page.getByRole('dialog', { name: 'Publish the menus?' }).getByRole('button', { name: 'Publish', exact: true }).click();
      await expect(page.getByText('Menus published. Visitors see them from the next page they open.')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: test.info().outputPath(`menus-${width}.png`), fullPage: true });

      // A visitor's next page: the entry in the header's menu (the burger's on a phone), the link in the footer.
      await home.goto('/');
      if (width < 900) await home.locator('summary[aria-label="Menu"]').click();
      await expect(home.getByRole('link', { name: 'Renewals', exact: true })).toHaveAttribute('href', '/property/lease-renewals');
      await expect(home.getByRole('contentinfo').getByRole('link', { name: 'Rent reviews' })).toHaveAttribute('href', '/property/lease-regearing');
      await visitor.close();
    } finally {
      const auth = { authorization: `Bearer ${token}` };
      await page.request.put(staffMenusPath, { headers: auth, data: defaultMenus });
      // 409 when the menus were already the defaults (nothing to publish).
      await page.request.post(`${staffMenusPath}/publish`, { headers: auth, data: {} });
      await page.context().close();
    }
  });
}
