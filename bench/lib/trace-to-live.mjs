/* global document, performance, MutationObserver -- the function given to page.addInitScript runs in the browser */
// One traced load of a page until it is live (`<html data-live>`), in a fresh context at a phone's width, for the
// benches that read a Chromium trace (trace-tasks.mjs, main-thread-compile.mjs). A user-timing mark `live` is
// put in the trace when the page goes live, so a bench can tell which events came before it.
//   const events = await traceToLive(browser, url, { categories, prepare: (cdp) => emulatePhone(cdp, 4), after: 2000 })
export async function traceToLive(browser, url, { categories, prepare, after = 0 }) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (prepare) await prepare(cdp);
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { categories: `${categories},blink.user_timing`, transferMode: 'ReportEvents' });
    await page.addInitScript(() => {
      new MutationObserver((_, o) => {
        if (!document.documentElement.hasAttribute('data-live')) return;
        performance.mark('live');
        o.disconnect();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-live'] });
    });
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-live'), undefined, { timeout: 60_000 });
    if (after) await page.waitForTimeout(after);
    await cdp.send('Tracing.end');
    await done;
    return events;
  } finally {
    await context.close();
  }
}
