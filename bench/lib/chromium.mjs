// The one Chromium every bench drives, with one set of flags, and the phone it plays: the browser and its
// flags are the e2e suite's and the dev smoke's too (scripts/lib/chromium.json).
import { readFileSync } from 'node:fs';

const chromium = JSON.parse(readFileSync(new URL('../../scripts/lib/chromium.json', import.meta.url), 'utf8'));

/** Debian's chromium unless CHROME_PATH names another; never a download. */
export const chromePath = process.env.CHROME_PATH || chromium.path;

/** Headless (chrome-launcher's Chromium needs the new mode named), and quiet. */
export const chromeFlags = ['--headless=new', ...chromium.flags];

/** The phone the site is judged on, through a page's CDP session: the CPU slowed `slowdown` ×, 150 ms RTT, 1.6 Mbps. */
export async function emulatePhone(cdp, slowdown) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}
