/* global document, createImageBitmap, OffscreenCanvas -- the functions passed to page.evaluate run in the browser */
// Every content page of two sites, side by side: full-page screenshots at 375 and 1280 px of each address
// in the sitemap, and how many pixels differ. For a change that must not move a pixel (the pages drawn from
// records instead of code): run the site before the change and after it, then compare.
//   node bench/page-screens.mjs BEFORE_URL AFTER_URL [--out DIR]
// Writes DIR/<page>-<width>-{before,after}.png for the pages that differ, and prints a line per page.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromePath } from './lib/chromium.mjs';

const args = process.argv.slice(2);
const outAt = args.indexOf('--out');
const out = outAt >= 0 ? args.splice(outAt, 2)[1] : 'page-screens';
const [before, after] = args;
if (!before || !after) {
  console.error('usage: node bench/page-screens.mjs BEFORE_URL AFTER_URL [--out DIR]');
  process.exit(2);
}
mkdirSync(out, { recursive: true });

// The content pages: the sitemap's addresses that are not news, forms or account pages (those are remotes').
const sitemap = await (await fetch(`${before}/sitemap.xml`)).text();
const remotes = /^\/(news|insights|enquiry|donation|login|sign-up|forgot-password|reset-password|staff|forms|guides|account)\b/;
const addresses = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname).filter((address) => !remotes.test(address));

const browser = await chromium.launch({ executablePath: chromePath });

async function shot(base, address, width) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(`${base}${address}`, { waitUntil: 'networkidle' });
  // Pictures decoded and fonts in, so both sides are drawn complete.
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
  });
  const png = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
  await context.close();
  return png;
}

// Pixels are compared by the browser itself (two canvases), so the script needs no image library.
const comparer = await (await browser.newContext()).newPage();
async function differingPixels(a, b) {
  return comparer.evaluate(
    async ([one, two]) => {
      const load = async (base64) => createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
      const [x, y] = await Promise.all([load(one), load(two)]);
      if (x.width !== y.width || x.height !== y.height) return { size: `${x.width}×${x.height} → ${y.width}×${y.height}`, pixels: -1 };
      const read = (bitmap) => {
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d');
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      };
      const [p, q] = [read(x), read(y)];
      let pixels = 0;
      for (let i = 0; i < p.length; i += 4) if (p[i] !== q[i] || p[i + 1] !== q[i + 1] || p[i + 2] !== q[i + 2]) pixels += 1;
      return { size: `${x.width}×${x.height}`, pixels };
    },
    [a.toString('base64'), b.toString('base64')],
  );
}

let differing = 0;
for (const address of addresses) {
  for (const width of [375, 1280]) {
    const [a, b] = [await shot(before, address, width), await shot(after, address, width)];
    const { size, pixels } = a.equals(b) ? { size: 'same bytes', pixels: 0 } : await differingPixels(a, b);
    const name = `${address === '/' ? 'home' : address.slice(1).replace(/\//g, '--')}-${width}`;
    if (pixels !== 0) {
      differing += 1;
      writeFileSync(path.join(out, `${name}-before.png`), a);
      writeFileSync(path.join(out, `${name}-after.png`), b);
    }
    console.log(`${pixels === 0 ? 'same' : 'DIFF'}  ${address} at ${width} px: ${size}${pixels > 0 ? `, ${pixels} pixels differ` : ''}`);
  }
}
await browser.close();
console.log(`${addresses.length} pages at 2 widths: ${differing} of ${addresses.length * 2} screenshots differ`);
process.exit(differing ? 1 : 0);
