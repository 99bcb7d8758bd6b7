import { expect, test } from '@playwright/test';
import { Site } from '../../pages/site';
import { mobile } from '../../fixtures/staff';

const uniqueMobile = mobile;

test('the e-mail card: collapsed, then an input, the spec messages, then the green state', async ({ page }) => {
  const site = new Site(page);
  await site.open('/community');
  const card = site
    .main()
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Email Broadcast' }) });
  await expect(card.getByRole('textbox')).toHaveCount(0);
  await site.hydrated(card.locator('summary', { hasText: 'Join Now' }));
  await card.locator('summary', { hasText: 'Join Now' }).click();
  const input = card.getByRole('textbox', { name: 'Email address' });
  await expect(input).toBeVisible();
  await card.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(page.getByText('Please provide your email address.')).toBeVisible();
  await input.fill('someone@');
  await card.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(page.getByText('Please provide a valid email address.')).toBeVisible();
  await input.fill(`  member.${Date.now()}@example.com `);
  await card.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(card.getByText('Thank you! You have joined our email broadcast list.')).toBeVisible();
});

test('the WhatsApp card keeps digits only and turns green; the Facebook card is a link', async ({ page }) => {
  const site = new Site(page);
  await site.open('/community');
  const card = site
    .main()
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'WhatsApp Group' }) });
  await site.hydrated(card.locator('summary', { hasText: 'Join Now' }));
  await card.locator('summary', { hasText: 'Join Now' }).click();
  const input = card.getByRole('textbox', { name: 'Phone number' });
  await card.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(page.getByText('Please provide your phone number.')).toBeVisible();
  await input.fill('123');
  await card.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(page.getByText('Please provide a valid phone number.')).toBeVisible();
  const mobile = uniqueMobile();
  await input.fill(`${mobile.slice(0, 5)} ${mobile.slice(5)}`);
  await card.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(card.getByText('Thank you! We will add you to our WhatsApp group shortly.')).toBeVisible();
  const facebook = site.main().getByRole('link', { name: /Join On Facebook/ });
  await expect(facebook).toHaveAttribute('href', /facebook\.com/);
});

test('guides are locked for a visitor, with Join To Unlock leading to the login screen', async ({ page }) => {
  const site = new Site(page);
  await site.open('/advice-support');
  const guides = page.locator('#guides');
  await expect(guides.getByRole('img', { name: 'Locked' })).toHaveCount(8);
  await expect(guides.getByRole('link', { name: /Download/ })).toHaveCount(0);
  await site.open('/specific-advice');
  const short = page.locator('#guides');
  await expect(short.getByRole('link', { name: /Join To Unlock/ })).toHaveCount(4);
  await expect(short.getByRole('link', { name: 'View All Guides' })).toHaveAttribute('href', '/advice-support');
  await short
    .getByRole('link', { name: /Join To Unlock/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/login$/);
});
