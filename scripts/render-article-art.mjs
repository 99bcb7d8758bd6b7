/* global Image, document -- the function given to page.evaluate runs in the browser */
// Renders the articles' illustrations (api/content/media/articles/*.svg, the art as drawn) to the WebP files
// the site shows (`image:` in api/content/articles/*.html names the .webp). An SVG shown by <img> is a
// document of its own that the page's main thread parses, lays out (its text with a system font) and
// paints: on /news, five cards' pictures were five such tasks of 15–22 ms at full speed before the page was
// live (docs/benchmarks.md, "2026-11-29 (night)"). A WebP is decoded off the main thread. 6–13 kB each.
//   node scripts/render-article-art.mjs [name.svg …]      (Debian's chromium, as the benches use)
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../bench/package.json', import.meta.url));
const { chromium } = require('@playwright/test');
const chromiumConfig = JSON.parse(readFileSync(new URL('./lib/chromium.json', import.meta.url), 'utf8'));
const dir = new URL('../api/content/media/articles/', import.meta.url);
const names = process.argv.slice(2).length ? process.argv.slice(2) : readdirSync(dir).filter((name) => name.endsWith('.svg'));
const quality = 0.8;

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || chromiumConfig.path });
try {
  const page = await browser.newPage();
  for (const name of names) {
    const svg = readFileSync(new URL(name, dir), 'utf8');
    const dataUrl = await page.evaluate(
      async ({ svg, quality }) => {
        const img = new Image();
        img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = img.naturalWidth;
        canvas.height = img.naturalHeight;
        canvas.getContext('2d').drawImage(img, 0, 0);
        return canvas.toDataURL('image/webp', quality);
      },
      { svg, quality },
    );
    const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
    writeFileSync(new URL(name.replace(/\.svg$/, '.webp'), dir), bytes);
    console.log(`${name} → ${name.replace(/\.svg$/, '.webp')} (${bytes.length} bytes)`);
  }
} finally {
  await browser.close();
}
