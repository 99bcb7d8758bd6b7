import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { consultationMessages } from '@tenants/shared/model';
import { addStaff, enrolByApi, logIn, register, unique } from '../../fixtures/staff';
import { expectNoAxeViolations } from '../../pages/axe';
import { Site } from '../../pages/site';

// The free consultation (docs/product/consultations.md): a member asks, staff confirm a time, the member
// sees it in their account; a second request within 12 months is refused with a clear message.

/** A member of staff through the API (second factor confirmed), with the times they open. */
async function staffWithTimes(
  request: APIRequestContext,
  count: number,
): Promise<{
  headers: Record<string, string>;
  id: string;
  slots: Array<{ id: string }>;
}> {
  const email = `adviser.${unique()}@example.com`;
  const token = await register({ request }, email);
  await enrolByApi({ request }, token, addStaff(email));
  const headers = { authorization: `Bearer ${token}` };
  const me = (await (await request.get('/api/staff/me', { headers })).json()).payload as { id: string };
  const slots = [];
  for (let n = 0; n < count; n += 1) {
    const start = new Date(Date.now() + (3 + n) * 24 * 3600_000);
    start.setUTCHours(10, 0, 0, 0);
    const res = await request.post('/api/staff/consultation-slots', {
      headers,
      data: {
        startsAt: start.toISOString(),
        endsAt: new Date(start.getTime() + 30 * 60_000).toISOString(),
      },
    });
    expect(res.status()).toBe(201);
    slots.push((await res.json()).payload as { id: string });
  }
  return { headers, id: me.id, slots };
}

async function signedInMember(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  const email = `asker.${unique()}@example.com`;
  await register(page, email);
  await logIn(page, email, '/login');
  return { page, email, site: new Site(page) };
}

test('a member asks for a consultation, staff confirm a time, the member sees it in their account', async ({ browser, request }) => {
  const adviser = await staffWithTimes(request, 2);
  const { page, site } = await signedInMember(browser);
  const section = site.main().getByRole('region', { name: 'Your free consultation' });
  await section.getByRole('combobox', { name: 'Topic' }).selectOption('property');
  await section.getByRole('textbox', { name: 'What would you like to discuss?' }).fill('My rent review is due in June.');
  await section.getByRole('checkbox').first().check();
  await section.getByRole('button', { name: 'Ask for my consultation' }).click();
  await expect(section.getByRole('status')).toHaveText(consultationMessages.requested);
  await expectNoAxeViolations(page);

  // Staff, in the inbox beside the enquiries (through the API the screen calls).
  const list = (
    await (
      await request.get('/api/staff/consultations', {
        headers: adviser.headers,
      })
    ).json()
  ).payload.items as Array<{
    id: string;
    description: string;
    preferred: Array<{ id: string }>;
  }>;
  const asked = list.find((c) => c.description === 'My rent review is due in June.')!;
  expect(
    (
      await request.post(`/api/staff/consultations/${asked.id}/adviser`, {
        headers: adviser.headers,
        data: { adviserId: adviser.id },
      })
    ).status(),
  ).toBe(200);
  expect(
    (
      await request.post(`/api/staff/consultations/${asked.id}/confirm`, {
        headers: adviser.headers,
        data: { slotId: asked.preferred[0].id },
      })
    ).status(),
  ).toBe(200);

  await page.reload();
  await expect(
    site
      .main()
      .getByRole('region', { name: 'Your free consultation' })
      .getByText(/^Confirmed: .* (GMT|BST), with .*\. They will call you\.$/),
  ).toBeVisible();
});

test('a second request within 12 months is refused with a clear message', async ({ browser, request }) => {
  await staffWithTimes(request, 1);
  const { page, site } = await signedInMember(browser);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const slots = (await (await request.get('/api/consultations/slots')).json()).payload.slots as Array<{ id: string }>;
  const first = await request.post('/api/consultations', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      topic: 'corporate',
      description: 'Insolvency',
      slotIds: [slots[0].id],
    },
  });
  expect(first.status()).toBe(201);
  const second = await request.post('/api/consultations', {
    headers: { authorization: `Bearer ${token}` },
    data: { topic: 'corporate', description: 'Again', slotIds: [slots[0].id] },
  });
  expect(second.status()).toBe(409);
  expect((await second.json()).message).toMatch(
    /^You have already had your free consultation in the last 12 months\. You can ask for another from \w+day, \d{1,2} \w+ \d{4}\.$/,
  );
  // The account says so too, and offers no second form.
  await page.reload();
  const section = site.main().getByRole('region', { name: 'Your free consultation' });
  await expect(section.getByText('Asked for: we will e-mail you when an adviser confirms a time.')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Ask for my consultation' })).toHaveCount(0);
});
