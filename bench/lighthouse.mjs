// Lighthouse scores of the main routes on a mobile and a desktop profile, with Debian's chromium: the median
// of several runs of each (Lighthouse's own advice for a noisy machine), one chromium for all.
//   node bench/lighthouse.mjs [http://localhost:3000] [--runs 3] [--profile mobile|desktop] [route …]
// Run it on an idle machine (no build or test beside it).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { cpuSlowdown } from './lib/cpu-slowdown.mjs';
import { chromePath, chromeFlags } from './lib/chromium.mjs';

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 3;
// `--profile mobile` (or desktop): one profile only, half the time.
const profileAt = args.indexOf('--profile');
const onlyProfile = profileAt >= 0 ? args.splice(profileAt, 2)[1] : undefined;
const [base = 'http://localhost:3000', ...given] = args;
// The issue's key routes; /insights/first picks the newest article from the listing.
const routes = given.length ? given : ['/', '/advice-support', '/property/services', '/news', '/insights/first', '/enquiry', '/donation', '/login'];

async function resolveRoute(route) {
  if (route !== '/insights/first') return route;
  const list = await (await fetch(`${base}/api/article/list`)).json();
  const alias = list.payload.articles[0].alias;
  return `/insights/${alias}`;
}

/** The median of the runs that produced the figure (a run Lighthouse could not measure gives NaN). */
const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : NaN;
};

const chrome = await chromeLauncher.launch({
  chromePath: chromePath,
  chromeFlags: chromeFlags,
});
// The mobile profile's CPU slowdown scaled to this host (lib/cpu-slowdown.mjs); desktop keeps its own.
const { slowdown, hostIndex } = await cpuSlowdown();
const mobileFlags = { throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: slowdown } };
console.log(`Median of ${runs} runs per route and profile; mobile CPU slowdown ${slowdown}× (host benchmarkIndex ${hostIndex ?? 'given'})`);
console.log('| route | profile | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |');
console.log('|---|---|---|---|---|---|---|---|---|---|');
try {
  for (const given of routes) {
    const route = await resolveRoute(given);
    const profiles = [
      ['mobile', undefined],
      ['desktop', desktopConfig],
    ].filter(([profile]) => !onlyProfile || profile === onlyProfile);
    for (const [profile, config] of profiles) {
      const samples = [];
      for (let run = 0; run < runs; run += 1) {
        const flags = { port: chrome.port, output: 'json', logLevel: 'error', ...(profile === 'mobile' && mobileFlags) };
        const { lhr } = await lighthouse(`${base}${route}`, flags, config);
        const score = (k) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
        const value = (k) => lhr.audits[k]?.numericValue ?? NaN;
        samples.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          fcp: value('first-contentful-paint'),
          lcp: value('largest-contentful-paint'),
          tbt: value('total-blocking-time'),
          cls: value('cumulative-layout-shift'),
        });
      }
      const m = (k) => median(samples.map((s) => s[k]));
      console.log(
        `| ${given === route ? route : `${route.slice(0, 40)}…`} | ${profile} | ${m('performance')} | ${m('accessibility')} | ${m('bestPractices')} | ${m('seo')} | ${Math.round(m('fcp'))} ms | ${Math.round(m('lcp'))} ms | ${Math.round(m('tbt'))} ms | ${m('cls').toFixed(3)} |`,
      );
    }
  }
} finally {
  await chrome.kill();
}
