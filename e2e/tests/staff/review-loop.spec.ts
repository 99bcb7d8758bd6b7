import { expect, test } from '@playwright/test';
import { reviewMessages } from '@tenants/shared/model';
import { outboxTo, staffBrowser, unique } from '../../fixtures/staff';
import { expectNoAxeViolations } from '../../pages/axe';

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M/wHwAEBgIApD5fRAAAAABJRU5ErkJggg==', 'base64');

// The news desk's review loop at a desk's width and a phone's: a contributor submits a draft, an editor is
// told (home count and mail), sends it back with a note, the contributor amends and resubmits, the editor
// publishes; and a contributor opening a published article reads it with Suggest changes, never a Save.

for (const width of [1280, 375]) {
  test(`submit → sent back with a note → amended and resubmitted → published, at ${width} px`, async ({ browser }) => {
    test.setTimeout(240_000);
    const editor = await staffBrowser(browser, width, 'staff');
    const writer = await staffBrowser(browser, width, 'contributor');
    const title = `Rent reviews explained ${unique()}`;

    // The contributor writes a whole draft and submits it.
    await writer.page.goto('/staff/news/new');
    await writer.site.main().getByLabel('Title', { exact: true }).fill(title);
    await writer.site.main().getByLabel('Summary').fill('What a rent review means for your business.');
    const body = writer.site.main().getByRole('textbox', { name: 'Article' });
    await body.click();
    await writer.page.keyboard.type('Most leases have a rent review clause.');
    await writer.site.main().getByRole('button', { name: 'Save', exact: true }).click();
    // Saved, the new draft moves from /staff/news/new to its own address (the one the writer comes back to).
    await expect(writer.page).toHaveURL(/\/staff\/news\/(?!new$)[^/]+$/);
    const articleUrl = writer.page.url();
    await writer.site.main().getByRole('button', { name: 'Submit for review' }).click();
    await expect(writer.site.main().getByTestId('review-status')).toHaveText(reviewMessages.submitted);
    await expect(writer.site.main().getByRole('region', { name: 'Waiting for review' })).toBeVisible();
    await expectNoAxeViolations(writer.page);

    // The editor is told: a mail with the link, and the home page's count opens the waiting list.
    await expect.poll(async () => (await outboxTo(editor.page, editor.email)).some((m) => m.subject === `For review: “${title}”`)).toBe(true);
    await editor.page.goto('/staff');
    await editor.site
      .main()
      .getByRole('link', { name: /articles? waiting for review/ })
      .click();
    await expect(editor.page).toHaveURL(/\/staff\/news\?review=submitted/);
    await editor.site.main().getByRole('link', { name: title }).click();
    const review = editor.site.main().getByRole('region', { name: 'Waiting for review' });
    await review.getByRole('button', { name: 'Send back…' }).click();
    const dialog = editor.page.getByRole('dialog', { name: `Send “${title}” back?` });
    await dialog.getByRole('button', { name: 'Send back' }).click();
    await expect(dialog.getByText(reviewMessages.noteRequired)).toBeVisible();
    await dialog.getByLabel('Note to the writer').fill('Please add the dates the review applies from.');
    await dialog.getByRole('button', { name: 'Send back' }).click();
    await expect(editor.site.main().getByTestId('review-status')).toHaveText(reviewMessages.returned);
    await expectNoAxeViolations(editor.page);

    // The contributor is mailed the note and sees it on the draft; they amend it and submit it again.
    await expect
      .poll(async () => (await outboxTo(writer.page, writer.email)).find((m) => m.subject === `Sent back: “${title}”`)?.text_body ?? '')
      .toContain('Please add the dates the review applies from.');
    await writer.page.goto(articleUrl);
    await expect(writer.site.main().getByTestId('review-note')).toHaveText('Please add the dates the review applies from.');
    await writer.site.main().getByLabel('Summary').fill('What a rent review means for your business, from 1 May.');
    await writer.site.main().getByRole('button', { name: 'Submit for review again' }).click();
    await expect(writer.site.main().getByTestId('review-status')).toHaveText(reviewMessages.submitted);

    // The editor publishes it (a whole article: the picture and its description added by the editor).
    await editor.page.goto(articleUrl);
    await expect(editor.site.main().getByRole('region', { name: 'Waiting for review' })).toBeVisible();
    await editor.site.main().getByLabel('Upload a picture').setInputFiles({ name: 'shop-front.png', mimeType: 'image/png', buffer: png });
    await expect(editor.site.main().locator('.staff-picture img')).toBeVisible();
    await editor.site.main().getByLabel('Describe the picture (alt text)').fill('A shop front on a high street');
    await editor.site.main().getByRole('button', { name: 'Publish now' }).click();
    await editor.page.getByRole('dialog').getByRole('button', { name: 'Publish now' }).click();
    await expect(editor.site.main().getByText(/^Published at/)).toBeVisible();
    await expect(editor.site.main().getByRole('region', { name: 'Waiting for review' })).toHaveCount(0);

    // Published, the contributor reads it with Suggest changes, never a Save that does nothing.
    await writer.page.goto(articleUrl);
    const locked = writer.site.main().getByRole('region', { name: 'Published: read-only' });
    await expect(locked).toBeVisible();
    await expect(writer.site.main().getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
    await expect(locked.getByRole('button', { name: 'Suggest changes' })).toBeVisible();
    await expectNoAxeViolations(writer.page);

    await editor.page.context().close();
    await writer.page.context().close();
  });
}
