import { expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/** axe-core over the whole page: every violation listed with the elements it names. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' | ')}`)).toEqual([]);
}
