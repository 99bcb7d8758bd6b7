import { expect, type Page } from '@playwright/test';

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

  async open(path: string) {
    await this.page.goto(path);
    await expect(this.header()).toBeAttached();
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
