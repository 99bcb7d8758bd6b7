// Two builds in one run, alternating: Lighthouse mobile TBT (and LCP) with the CPU slowdown scaled to the
// judged host (lib/cpu-slowdown.mjs), and first paint → live on the phone profile (lib/phone-live.mjs) at
// the same slowdown. Medians of --runs (3) per route and build; within a round the builds take turns
// going first. For a shared machine: both columns come from the same minutes.
//   node bench/side-by-side.mjs --before http://127.0.0.1:4101 --after http://127.0.0.1:4102
//   node bench/side-by-side.mjs --before-build ../baseline --after-build .     (each served on a free port)
//   [--runs 3] [--only tbt|live] [route …]   (routes default: / /news /enquiry /property/lease-renewals)
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { cpuSlowdown } from './lib/cpu-slowdown.mjs';
import { freePort } from './lib/free-port.mjs';
import { phoneLive } from './lib/phone-live.mjs';
import { serveBuild } from './lib/serve-build.mjs';
import { chromePath, chromeFlags } from './lib/chromium.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args.splice(at, 2)[1] : undefined;
};
const runs = Number(option('runs') ?? 3);
const only = option('only');
const given = { before: option('before'), after: option('after') };
const builds = { before: option('before-build'), after: option('after-build') };
const routes = args.length ? args : ['/', '/news', '/enquiry', '/property/lease-renewals'];

const started = [];
const sites = {};
for (const side of ['before', 'after']) {
  if (given[side]) sites[side] = given[side];
  else if (builds[side]) {
    const site = await serveBuild(path.resolve(builds[side]), await freePort());
    started.push(site);
    sites[side] = site.base;
  } else throw new Error(`--${side} URL or --${side}-build DIR`);
}

const { slowdown, hostIndex } = await cpuSlowdown();
console.log(`CPU slowdown ${slowdown}× (host benchmarkIndex ${hostIndex ?? 'not measured: CPU_SLOWDOWN'}; judged host 1,150); ${runs} runs`);
console.log(`before ${sites.before}, after ${sites.after}`);

const chrome = await chromeLauncher.launch({
  chromePath: chromePath,
  chromeFlags: chromeFlags,
});
const browser = await chromium.launch({
  executablePath: chromePath,
  args: chromeFlags,
});
const throttling = { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: slowdown };

async function tbt(url) {
  const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], throttling });
  // A run Lighthouse could not measure (on a busy machine: no paint in time) says why, and counts as none.
  if (lhr.runtimeError) console.log(`  ${url}: ${lhr.runtimeError.code}`);
  return { tbt: lhr.audits['total-blocking-time'].numericValue, lcp: lhr.audits['largest-contentful-paint'].numericValue };
}

const samples = {};
const keep = (route, side, key, value) => (samples[`${route} ${side} ${key}`] ??= []).push(value);
try {
  for (let run = 0; run < runs; run += 1) {
    for (const route of routes) {
      const order = (run + routes.indexOf(route)) % 2 ? ['after', 'before'] : ['before', 'after'];
      for (const side of order) {
        if (only !== 'live') {
          const { tbt: blocking, lcp } = await tbt(`${sites[side]}${route}`);
          keep(route, side, 'tbt', blocking);
          keep(route, side, 'lcp', lcp);
        }
        if (only !== 'tbt') keep(route, side, 'gap', (await phoneLive(browser, `${sites[side]}${route}`, { slowdown })).gap);
      }
    }
    console.log(`run ${run + 1} of ${runs} done`);
  }
} finally {
  await browser.close();
  await chrome.kill();
  for (const site of started) site.stop();
}

// A run Lighthouse could not measure (NaN) is left out of its median.
const median = (values = []) => {
  const found = values.filter(Number.isFinite).sort((a, b) => a - b);
  return found[Math.floor(found.length / 2)];
};
const ms = (value) => (value === undefined ? '–' : `${Math.round(value).toLocaleString('en-GB')} ms`);
const change = (before, after) =>
  before > 0 && after !== undefined ? `${after <= before ? '−' : '+'}${Math.round((Math.abs(after - before) / before) * 100)} %` : '–';
console.log(
  `\n| route | TBT before | TBT after | | LCP before | LCP after | paint → live before | paint → live after | |\n|---|---|---|---|---|---|---|---|---|`,
);
for (const route of routes) {
  const m = (side, key) => median(samples[`${route} ${side} ${key}`]);
  console.log(
    `| ${route} | ${ms(m('before', 'tbt'))} | ${ms(m('after', 'tbt'))} | ${change(m('before', 'tbt'), m('after', 'tbt'))} | ${ms(m('before', 'lcp'))} | ${ms(m('after', 'lcp'))} | ${ms(m('before', 'gap'))} | ${ms(m('after', 'gap'))} | ${change(m('before', 'gap'), m('after', 'gap'))} |`,
  );
}
console.log('\nsamples (ms):');
for (const [key, values] of Object.entries(samples)) console.log(`  ${key}: ${values.map(Math.round).join(', ')}`);
