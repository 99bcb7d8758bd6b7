/* global window, document, performance, MutationObserver -- the function given to page.addInitScript runs in the browser */
// One cold load of a page on the phone profile: the CPU slowed by `slowdown`, 150 ms RTT, 1.6 Mbps down
// (0.75 up), a fresh context each time. Resolves the page's first paint and when it went live by its own
// clock, and the gap. "Live": the shell's `<html data-live>` (shell/src/app/page-live.tsx); `marker`
// names another attribute of <html> to wait for instead (remote-live.mjs: `data-remote-ready`).
import { emulatePhone } from './chromium.mjs';
export async function phoneLive(browser, url, { slowdown, marker = 'live', value } = {}) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await emulatePhone(cdp, slowdown);
    // Set up before any of the page's scripts run; the document itself is observed, with its subtree, since
    // the <html> element does not exist yet when this runs.
    await page.addInitScript(
      ([name, wanted]) => {
        new MutationObserver(() => {
          const found = document.documentElement.dataset[name];
          if (found !== undefined && (wanted == null || found === wanted) && !window.__live) window.__live = performance.now();
        }).observe(document, { attributes: true, subtree: true, attributeFilter: [`data-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`] });
      },
      [marker, value ?? null],
    );
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__live, undefined, { timeout: 60_000, polling: 100 });
    const { fcp, live } = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      live: window.__live,
    }));
    return { fcp, live, gap: live - fcp };
  } finally {
    await context.close();
  }
}
