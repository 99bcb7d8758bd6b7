// One Lighthouse mobile run of a page, with what makes its Total Blocking Time: the long tasks (simulated
// durations, by script), each script's start-up cost and the main thread's work by kind.
//   node bench/long-tasks.mjs http://localhost:3000/news
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { cpuSlowdown } from './lib/cpu-slowdown.mjs';
import { chromePath, chromeFlags } from './lib/chromium.mjs';
const [url] = process.argv.slice(2);
if (!url) throw new Error('usage: node bench/long-tasks.mjs URL');
const chrome = await chromeLauncher.launch({
  chromePath: chromePath,
  chromeFlags,
});
// The phone's CPU slowdown scaled to this host (lib/cpu-slowdown.mjs), as bench/lighthouse.mjs runs it.
const { slowdown } = await cpuSlowdown();
const throttling = { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: slowdown };
const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', throttling });
console.log('CPU slowdown', slowdown);
const a = lhr.audits;
const ms = (id) => Math.round(a[id].numericValue);
console.log(
  'perf',
  lhr.categories.performance.score,
  'TBT',
  ms('total-blocking-time'),
  'FCP',
  ms('first-contentful-paint'),
  'LCP',
  ms('largest-contentful-paint'),
  'TTI',
  ms('interactive'),
);
console.log('long tasks:');
for (const t of [...(a['long-tasks'].details?.items ?? [])].sort((x, y) => x.startTime - y.startTime))
  console.log(' ', Math.round(t.startTime), Math.round(t.duration), t.url);
console.log('bootup:');
for (const t of a['bootup-time'].details?.items ?? [])
  console.log(' ', t.url, Math.round(t.total), 'script', Math.round(t.scripting), 'parse', Math.round(t.scriptParseCompile));
console.log('main thread:');
for (const t of a['mainthread-work-breakdown'].details?.items ?? []) console.log(' ', t.groupLabel, Math.round(t.duration));
await chrome.kill();
