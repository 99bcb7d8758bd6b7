import { expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/**
 * axe-core over the whole page: every violation listed with the elements it names. Read once the page's
 * transitions have ended: the header fades from clear to solid as the page scrolls, and axe measuring
 * contrast halfway through reads a colour the page never rests on. Endless animations (a spinner) are not
 * waited for, and no wait is longer than 2 s.
 */
export async function expectNoAxeViolations(page: Page) {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' | ')}`)).toEqual([]);
}
