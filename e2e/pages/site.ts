import { expect, type Locator, type Page } from '@playwright/test';

/** The shell's frame as a visitor meets it: header, main content, footer. */
export class Site {
  constructor(readonly page: Page) {}

  header() {
    return this.page.getByRole('banner');
  }
  footer() {
    return this.page.getByRole('contentinfo');
  }
  main() {
    return this.page.locator('main');
  }
  heading() {
    return this.main().getByRole('heading', { level: 1 });
  }

  /** Opens a page and waits until it is live (the server's HTML hydrated), as a visitor's next action would. */
  async open(path: string) {
    await this.page.goto(path);
    // Every page has its main landmark; the staff area draws its own frame without the public header.
    await expect(this.main()).toBeAttached();
    await this.page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  }

  /**
   * Waits until React has hydrated `element` (its DOM node carries React's props). `open` waits for the
   * shell's root; a lazily loaded page family inside it can hydrate a moment later, and a click on its
   * server HTML before then does nothing, as it would for a visitor that quick.
   */
  async hydrated(element: Locator) {
    await expect.poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$')))).toBe(true);
  }

  /** Waits until `remote`'s page is live in the browser (drawn, or hydrated from the server's HTML). */
  async remoteReady(remote: string) {
    await this.page.waitForFunction((name) => document.documentElement.dataset.remoteReady === name, remote);
  }

  /** The federation fallback panel a failed remote shows instead of its page. */
  /**
   * Scrolls to home's embedded enquiry section: the shell loads the form only as it nears the viewport,
   * so a test (like a visitor) must get near it before it is there.
   */
  async revealEmbeddedEnquiry() {
    await this.page.locator('.shell-enquiry').scrollIntoViewIfNeeded();
  }

  fallback(remote: string) {
    return this.page.getByTestId(`remote-fallback-${remote}`);
  }
}
