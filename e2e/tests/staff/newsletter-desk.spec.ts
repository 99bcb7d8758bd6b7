import { expect, test } from '@playwright/test';
import { newsletterMessages, staffListMessages } from '@tenants/shared/model';
import { confirmItsYouIfAsked, outboxTo, staffBrowser, unique } from '../../fixtures/staff';
import { expectNoAxeViolations } from '../../pages/axe';

// The newsletter desk tells the truth: after Send now the page reads "Sent" (also after a reload and Back);
// staff import a CSV of addresses, each of which gets a confirmation and no newsletter until it confirms.

for (const width of [1280, 375]) {
  test(`after Send now the newsletter page reads Sent, after a reload and Back too, at ${width} px`, async ({ browser }) => {
    test.setTimeout(120_000);
    const { page, site, secret } = await staffBrowser(browser, width, 'staff');
    const subject = `Spring news ${unique()}`;
    await page.goto('/staff/newsletters/new');
    await site.main().getByLabel('Subject').fill(subject);
    await site.main().getByRole('textbox', { name: 'Newsletter' }).click();
    await page.keyboard.type('Rent reviews this month.');
    await site.main().getByRole('button', { name: 'Send now…' }).click();
    const ask = page.getByRole('dialog', { name: `Send “${subject}” now?` });
    await expect(ask).toContainText(/That is \d+ readers? now/);
    await ask.getByRole('button', { name: 'Send now' }).click();
    // Told in a toast (the shell's, outside main): the form gives way to the newsletter's sending state.
    const queued = page.getByRole('status').filter({ hasText: newsletterMessages.sendQueued });
    await confirmItsYouIfAsked(page, secret, queued);
    await expect(queued).toBeVisible();
    // Sending, then sent: the page follows it, and says so after a reload.
    await expect(site.main().getByTestId('newsletter-state')).toHaveText(/^(Sending: \d+ of \d+|Sent .+ (GMT|BST))$/);
    await expect
      .poll(
        async () => {
          await page.reload();
          return site.main().getByTestId('newsletter-state').textContent();
        },
        { timeout: 30_000 },
      )
      .toMatch(/^Sent .+ (GMT|BST)$/);
    await expect(site.main().getByRole('button', { name: 'Send now…' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    // Back to the list and forward again: still Sent, never the draft the history once held.
    await page.goBack();
    await page.goForward();
    await expect(site.main().getByTestId('newsletter-state')).toHaveText(/^Sent /);
    await page.context().close();
  });
}

test('a CSV import of 3 addresses sends 3 confirmations and no newsletter; bad lines are named by line', async ({ browser }) => {
  test.setTimeout(120_000);
  const { page, site, secret } = await staffBrowser(browser, 1280, 'staff');
  const people = [1, 2, 3].map((n) => `import${n}.${unique()}@example.com`);
  await page.goto('/staff/newsletters/subscribers');
  await site
    .main()
    .getByLabel('CSV file')
    .setInputFiles({
      name: 'people.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`Email\n${people[0]}\nnot an address\n${people[1]}\n${people[2]}\n`),
    });
  await site.main().getByRole('button', { name: 'Import and send confirmations' }).click();
  const imported = site.main().getByRole('region', { name: 'Import a CSV' });
  await expect(imported.getByRole('status')).toHaveText('3 addresses were sent a confirmation e-mail; 1 line is not an address.');
  await expect(imported.getByRole('listitem')).toHaveText(`Line 3: “not an address”. ${staffListMessages.lineInvalid}`);
  await expectNoAxeViolations(page);

  // A newsletter sent now reaches none of them: each has only its confirmation.
  await page.goto('/staff/newsletters/new');
  const subject = `Import check ${unique()}`;
  await site.main().getByLabel('Subject').fill(subject);
  await site.main().getByRole('textbox', { name: 'Newsletter' }).click();
  await page.keyboard.type('Only for confirmed readers.');
  await site.main().getByRole('button', { name: 'Send now…' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send now' }).click();
  await confirmItsYouIfAsked(page, secret, page.getByRole('status').filter({ hasText: newsletterMessages.sendQueued }));
  await expect.poll(async () => site.main().getByTestId('newsletter-state').textContent(), { timeout: 30_000 }).toMatch(/^Sent/);
  for (const address of people) {
    await expect.poll(async () => (await outboxTo(page, address)).map((m) => m.subject)).toEqual([expect.stringMatching(/^Please confirm/)]);
  }
  await page.context().close();
});

test('staff add one address by hand (added by staff, a confirmation sent) and send its confirmation again', async ({ browser }) => {
  test.setTimeout(90_000);
  const { page, site } = await staffBrowser(browser, 375, 'staff');
  const address = `byhand.${unique()}@example.com`;
  await page.goto('/staff/newsletters/subscribers');
  await site.main().getByLabel('E-mail address').fill(address);
  await site.main().getByRole('button', { name: 'Add and send the confirmation' }).click();
  await expect(site.main().getByRole('region', { name: 'Add an address' }).getByRole('status')).toHaveText(`${address}: ${staffListMessages.added}`);
  const row = site.main().getByRole('region', { name: 'Waiting for confirmation' }).getByText(address);
  await expect(row).toBeVisible();
  await site
    .main()
    .getByRole('button', { name: `Send the confirmation again to ${address}` })
    .click();
  // Within the few minutes after the first mail, it is not sent again, and the page says why beside the table.
  await expect(site.main().getByText(`${address}: ${staffListMessages.tooSoon}`)).toBeVisible();
  await expect.poll(async () => (await outboxTo(page, address)).length).toBe(1);
  await expectNoAxeViolations(page);
  await page.context().close();
});
