// Lighthouse scores of the main routes on a mobile and a desktop profile, with Debian's chromium.
//   node bench/lighthouse.mjs [http://localhost:3000] [route …]
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const [base = 'http://localhost:3000', ...given] = process.argv.slice(2);
const routes = given.length ? given : ['/', '/about', '/news', '/enquiry', '/login'];
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const ms = (audit) => (audit?.numericValue == null ? '–' : `${Math.round(audit.numericValue)} ms`);
console.log('| route | profile | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |');
console.log('|---|---|---|---|---|---|---|---|---|---|');
try {
  for (const route of routes) {
    for (const [profile, config] of [['mobile', undefined], ['desktop', desktopConfig]]) {
      const result = await lighthouse(`${base}${route}`, { port: chrome.port, output: 'json', logLevel: 'error' }, config);
      const { categories: c, audits: a } = result.lhr;
      const score = (k) => Math.round((c[k]?.score ?? 0) * 100);
      console.log(
        `| ${route} | ${profile} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${ms(a['first-contentful-paint'])} | ${ms(a['largest-contentful-paint'])} | ${ms(a['total-blocking-time'])} | ${a['cumulative-layout-shift']?.numericValue?.toFixed(3) ?? '–'} |`,
      );
    }
  }
} finally {
  await chrome.kill();
}
