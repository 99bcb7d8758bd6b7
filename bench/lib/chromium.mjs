// The one Chromium every bench drives, with one set of flags, and the phone it plays: kept here so the
// benches measure the same browser the same way (they had each written these out).

/** Debian's chromium unless CHROME_PATH names another; never a download. */
export const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';

/** Headless, and quiet: no background traffic, updates or QUIC to blur a timing. */
export const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

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
