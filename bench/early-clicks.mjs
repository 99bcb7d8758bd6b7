/* global window, document -- the functions given to page.evaluate run in the browser */
// Clicks made on the phone profile between first paint and live: does each take effect? Five controls a
// visitor reaches for first, each clicked `--runs` times (3: 15 clicks a build) as soon as the page paints,
// with the CPU slowed as lib/cpu-slowdown.mjs scales it, 150 ms RTT and 1.6 Mbps (lib/chromium.mjs). A click
// counts as made early when `<html data-live>` was not yet set; it is kept when its effect is there once the
// page is live. Two builds side by side, as side-by-side.mjs takes them.
//   node bench/early-clicks.mjs --before-build ../baseline --after-build . [--runs 3]
//   node bench/early-clicks.mjs --after http://127.0.0.1:4102
import path from 'node:path';
import { chromium } from '@playwright/test';
import { cpuSlowdown } from './lib/cpu-slowdown.mjs';
import { freePort } from './lib/free-port.mjs';
import { serveBuild } from './lib/serve-build.mjs';
import { chromePath, chromeFlags, emulatePhone } from './lib/chromium.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args.splice(at, 2)[1] : undefined;
};
const runs = Number(option('runs') ?? 3);
const started = [];
const sites = {};
for (const side of ['before', 'after']) {
  const given = option(side);
  const build = option(`${side}-build`);
  if (given) sites[side] = given;
  else if (build) {
    const site = await serveBuild(path.resolve(build), await freePort());
    started.push(site);
    sites[side] = site.base;
  }
}

/** Each: the page, the viewport, the click, and what shows that it took effect once the page is live. */
const clicks = [
  {
    name: 'a FAQ question on the home page opens',
    path: '/',
    click: (page) => page.locator('main summary', { hasText: 'Who can become a member?' }).click(),
    kept: (page) => page.locator('main details', { has: page.locator('summary', { hasText: 'Who can become a member?' }) }).evaluate((details) => details.open),
  },
  {
    name: 'a news category tab shows its category',
    path: '/news',
    click: (page) => page.locator('main [role=tablist] a, main [role=tablist] [role=tab]').nth(1).click(),
    kept: (page) => page.evaluate(() => /category=/.test(window.location.search)),
  },
  {
    name: "a community card's Join Now opens its form",
    path: '/community',
    click: (page) => page.locator('main summary', { hasText: 'Join Now' }).first().click(),
    kept: (page) =>
      page
        .locator('main details', { has: page.locator('summary', { hasText: 'Join Now' }) })
        .first()
        .evaluate((details) => details.open),
  },
  {
    name: 'the phone menu opens',
    path: '/about',
    click: (page) => page.locator('header summary[aria-label="Menu"]').click(),
    kept: (page) => page.locator('header details', { has: page.locator('summary[aria-label="Menu"]') }).evaluate((details) => details.open),
  },
  {
    name: 'a header link goes to its page',
    path: '/about',
    click: (page) => page.locator('footer a[href="/lobbying"]').first().click(),
    kept: (page) => page.evaluate(() => window.location.pathname === '/lobbying'),
  },
];

const { slowdown } = await cpuSlowdown();
console.log(`CPU slowdown ${slowdown}×; ${runs} runs of ${clicks.length} clicks a build`);
const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });

async function once(base, { path: route, click, kept }) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: false });
  try {
    const page = await context.newPage();
    await emulatePhone(await context.newCDPSession(page), slowdown);
    await page.goto(`${base}${route}`, { waitUntil: 'commit' });
    // As soon as the page has painted: its main content is there to click.
    await page.locator('main').first().waitFor({ state: 'visible', timeout: 30_000 });
    const early = await page.evaluate(() => !('live' in document.documentElement.dataset));
    await click(page);
    // A link followed is a new page: wait for whichever page is there now to be live.
    await page.waitForFunction(() => 'live' in document.documentElement.dataset, undefined, { timeout: 30_000 });
    await page.waitForTimeout(300);
    return { early, kept: Boolean(await kept(page).catch(() => false)) };
  } finally {
    await context.close();
  }
}

const results = {};
try {
  for (let run = 0; run < runs; run += 1) {
    for (const item of clicks) {
      for (const [side, base] of Object.entries(sites)) {
        const result = await once(base, item).catch((error) => ({ early: undefined, kept: false, error: error.message.split('\n')[0] }));
        (results[side] ??= []).push({ name: item.name, ...result });
      }
    }
  }
} finally {
  await browser.close();
  for (const site of started) site.stop();
}
for (const [side, list] of Object.entries(results)) {
  const early = list.filter((r) => r.early);
  console.log(
    `\n${side} (${sites[side]}): ${list.filter((r) => r.kept).length} of ${list.length} kept; made before live: ${early.length}, of them kept: ${early.filter((r) => r.kept).length}`,
  );
  for (const r of list) console.log(`  ${r.kept ? 'kept' : 'LOST'} ${r.early ? 'early' : 'after live'}  ${r.name}${r.error ? ` (${r.error})` : ''}`);
}
