import { expect, test } from '@playwright/test';
import { offerMessages } from '@tenants/shared/model';
import { addStaff, enrolByApi, logIn, register, unique } from '../../fixtures/staff';
import { expectNoAxeViolations } from '../../pages/axe';
import { Site } from '../../pages/site';

// Member discounts (docs/product/offers.md): a visitor sees that they exist and is asked to join; a member
// sees the code, on /offers and under their account.

test('a visitor sees the offer without its code and is asked to join; a member sees the code', async ({ page, browser }) => {
  // A member of staff and a member sign up (a password hash each, a few seconds on a busy machine), and two pages are checked with axe.
  test.slow();
  const email = `offers.staff.${unique()}@example.com`;
  const token = await register(page, email);
  await enrolByApi(page, token, addStaff(email));
  const headers = { authorization: `Bearer ${token}` };
  const title = `20% off IOSH ${unique()}`;
  const lastDay = new Date(Date.now() + 30 * 24 * 3600_000).toISOString().slice(0, 10);
  const created = await page.request.post('/api/staff/offers', {
    headers,
    data: {
      provider: 'Safe Sites Training',
      title,
      code: 'TENANT20',
      expiresOn: lastDay,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()).payload as { id: string };
  expect(
    (
      await page.request.post(`/api/staff/offers/${id}/state`, {
        headers,
        data: { state: 'published' },
      })
    ).status(),
  ).toBe(200);

  const visitor = await (await browser.newContext()).newPage();
  const site = new Site(visitor);
  await site.open('/offers');
  await expect(site.main().getByRole('heading', { name: `Safe Sites Training: ${title}` })).toBeVisible();
  await expect(site.main().getByText(offerMessages.joinToSee)).toBeVisible();
  await expect(site.main().getByText('TENANT20')).toHaveCount(0);
  await expectNoAxeViolations(visitor);

  const member = await (await browser.newContext()).newPage();
  const memberEmail = `offers.member.${unique()}@example.com`;
  await register(member, memberEmail);
  await logIn(member, memberEmail, '/offers');
  await expect(member.locator('main').getByText('TENANT20')).toBeVisible();
  // Signed in, the account page lists the codes too.
  await new Site(member).open('/login');
  await expect(member.locator('main').getByRole('region', { name: 'Member discounts' }).getByText('TENANT20')).toBeVisible();
});
