import { expect, test } from '@playwright/test';
import { pageReviewMessages } from '@tenants/shared/model';
import { outboxTo, staffBrowser, unique } from '../../fixtures/staff';
import { expectNoAxeViolations } from '../../pages/axe';

// The pages desk's review loop (issue 53) at a desk's width and a phone's: a contributor changes a page's
// sentence and submits it; an editor is told (a mail, and the home page's count that opens the waiting
// pages), sends it back with a note; the contributor reads the note, amends the draft and submits it again;
// the editor publishes it, which ends the review, and visitors get the amended sentence. The page's live
// words are put back after.

const address = '/property/lease-renewals';

for (const width of [1280, 375]) {
  test(`a page sent back with a note, amended, resubmitted and published, at ${width} px`, async ({ browser }) => {
    test.setTimeout(240_000);
    const editor = await staffBrowser(browser, width, 'staff');
    const writer = await staffBrowser(browser, width, 'contributor');
    const auth = { authorization: `Bearer ${await editor.page.evaluate(() => localStorage.getItem('token'))}` };
    const list = (await (await editor.page.request.get('/api/staff/pages', { headers: auth })).json()).payload.sections as Array<{
      pages: Array<{ id: string; address: string }>;
    }>;
    const id = list.flatMap((section) => section.pages).find((page) => page.address === address)!.id;
    const before = (await (await editor.page.request.get(`/api/staff/pages/${id}`, { headers: auth })).json()).payload as {
      published: { title: string; blocks: unknown[] };
      card: unknown;
    };
    const title = before.published.title;
    const first = `Plan your renewal a year ahead (${unique()}).`;
    const amended = `Plan your renewal two years ahead, and diary the break dates (${unique()}).`;
    const intro = (site: typeof writer.site) => site.main().getByRole('region', { name: '1. Hero' }).getByLabel('Introduction');
    try {
      // The contributor changes a sentence and submits the page.
      await writer.page.goto(`/staff/pages/${id}`);
      await expect(writer.site.heading()).toHaveText(`Edit: ${title}`);
      await intro(writer.site).fill(first);
      await writer.site.main().getByRole('button', { name: 'Save draft' }).click();
      await expect(writer.page.getByText('Draft saved.')).toBeVisible();
      await writer.site.main().getByRole('button', { name: 'Submit for review' }).click();
      await expect(writer.site.main().getByTestId('review-status')).toHaveText(pageReviewMessages.submitted);
      await expect(writer.site.main().getByRole('region', { name: 'Waiting for review' })).toBeVisible();
      await expectNoAxeViolations(writer.page);

      // The editor is told by mail, and the home page's count opens the pages waiting.
      await expect.poll(async () => (await outboxTo(editor.page, editor.email)).some((m) => m.subject === `Page for review: “${title}”`)).toBe(true);
      await editor.page.goto('/staff');
      await editor.site
        .main()
        .getByRole('link', { name: /pages? waiting for review/ })
        .click();
      await expect(editor.page).toHaveURL(/\/staff\/pages\?review=submitted/);
      await editor.site.main().getByRole('link', { name: title }).click();
      const waiting = editor.site.main().getByRole('region', { name: 'Waiting for review' });
      await waiting.getByRole('button', { name: 'Send back…' }).click();
      const dialog = editor.page.getByRole('dialog', { name: `Send “${title}” back?` });
      await dialog.getByRole('button', { name: 'Send back' }).click();
      await expect(dialog.getByText(pageReviewMessages.noteRequired)).toBeVisible();
      await dialog.getByLabel('Note to the writer').fill('Two years ahead, please, and mention the break dates.');
      await dialog.getByRole('button', { name: 'Send back' }).click();
      await expect(editor.site.main().getByTestId('review-status')).toHaveText(pageReviewMessages.returned);
      await expectNoAxeViolations(editor.page);
      await editor.site.main().getByRole('region', { name: 'Sent back for changes' }).scrollIntoViewIfNeeded();
      await editor.page.screenshot({ path: test.info().outputPath(`page-sent-back-${width}.png`) });

      // The contributor is mailed the note, reads it on the page, amends the draft and submits it again.
      await expect
        .poll(async () => (await outboxTo(writer.page, writer.email)).find((m) => m.subject === `Page sent back: “${title}”`)?.text_body ?? '')
        .toContain('Two years ahead, please, and mention the break dates.');
      await writer.page.goto(`/staff/pages/${id}`);
      await expect(writer.site.main().getByRole('region', { name: 'Sent back for changes' })).toBeVisible();
      await expect(writer.site.main().getByTestId('review-note')).toHaveText('Two years ahead, please, and mention the break dates.');
      await intro(writer.site).fill(amended);
      await writer.site.main().getByRole('button', { name: 'Submit for review again' }).click();
      await expect(writer.site.main().getByTestId('review-status')).toHaveText(pageReviewMessages.submitted);
      await expect(writer.site.main().getByTestId('review-note')).toHaveCount(0);

      // The editor reads what changed against the live page, word by word, then publishes it: the review
      // ends and visitors get the amended sentence.
      await editor.page.goto(`/staff/pages/${id}`);
      await expect(editor.site.main().getByRole('region', { name: 'Waiting for review' })).toBeVisible();
      await editor.site.main().getByRole('button', { name: 'What changed since it went live' }).click();
      const changes = editor.site.main().getByRole('region', { name: 'The saved draft against the live page' });
      await expect(changes.getByRole('heading', { name: '1. Hero' })).toBeVisible();
      await expect(changes.locator('ins')).not.toHaveCount(0);
      await expect(changes.locator('del')).not.toHaveCount(0);
      // Word by word: the words the amendment added are marked as added (the words both share are not).
      const added = (await changes.locator('ins').allTextContents()).join(' ');
      for (const word of ['two', 'years', 'diary', 'break']) expect(added).toContain(word);
      const live = before.published.blocks[0] as { intro: string };
      const removed = (await changes.locator('del').allTextContents()).join(' ');
      expect(removed).toContain('[removed: ');
      expect(live.intro.split(/\s+/).some((word) => word.length > 3 && removed.includes(word))).toBe(true);
      await expectNoAxeViolations(editor.page);
      await editor.page.screenshot({ path: test.info().outputPath(`page-changes-${width}.png`) });
      await editor.site.main().getByRole('button', { name: 'Publish now' }).click();
      await editor.page
        .getByRole('dialog', { name: `Publish “${title}” now?` })
        .getByRole('button', { name: 'Publish now' })
        .click();
      await expect(editor.page.getByText('Page published.')).toBeVisible();
      await expect(editor.site.main().getByRole('region', { name: 'Waiting for review' })).toHaveCount(0);
      const visitor = await editor.page.request.get(`/api/pages?address=${encodeURIComponent(address)}`);
      expect(((await visitor.json()).payload.blocks[0] as { intro: string }).intro).toBe(amended);
    } finally {
      await editor.page.request.put(`/api/staff/pages/${id}`, { headers: auth, data: { title, blocks: before.published.blocks, card: before.card } });
      await editor.page.request.post(`/api/staff/pages/${id}/publish`, { headers: auth, data: {} });
      await editor.page.context().close();
      await writer.page.context().close();
    }
  });
}
