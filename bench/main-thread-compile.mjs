// How much of a page's way from first paint to live the main thread spends compiling script
// (docs/decisions/0024-scripts-compiled-as-they-arrive.md): V8 compiles a function when it is first called
// unless the file asked for its functions to be compiled as it streams in. Loads the page `runs` times in a
// fresh context, on the phone profile (CPU slowed as lib/cpu-slowdown.mjs scales it, 150 ms RTT, 1.6 Mbps) or
// at full speed, traces it, and prints per load: first paint → live, the main thread's compiling in between
// (outermost V8 compile and parse events only) and the compiling done off the main thread. Medians last.
//   node bench/main-thread-compile.mjs http://127.0.0.1:3000/property/lease-renewals [runs] [--full-speed]
import { chromium } from '@playwright/test';
import { cpuSlowdown } from './lib/cpu-slowdown.mjs';
import { chromePath, emulatePhone } from './lib/chromium.mjs';
import { traceToLive } from './lib/trace-to-live.mjs';

const args = process.argv.slice(2);
const fullSpeed = args.includes('--full-speed');
const [url, runs = '5'] = args.filter((a) => !a.startsWith('--'));
if (!url) throw new Error('usage: node bench/main-thread-compile.mjs URL [runs] [--full-speed]');
const slowdown = fullSpeed ? 1 : (await cpuSlowdown()).slowdown;
console.log(fullSpeed ? 'full speed' : `phone profile, CPU slowed ${slowdown}×`);

const compiling = /^(V8\.Compile|V8\.Parse|v8\.compile|v8\.parseOnBackground)/;
const outermost = (events) => events.filter((e) => !events.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur && o.dur > e.dur));
const ms = (events) => events.reduce((sum, e) => sum + e.dur, 0) / 1000;

const browser = await chromium.launch({ executablePath: chromePath });
async function load() {
  const events = await traceToLive(browser, url, {
    categories: 'devtools.timeline,v8,disabled-by-default-v8.compile,loading',
    prepare: fullSpeed ? undefined : (cdp) => emulatePhone(cdp, slowdown),
  });
  const parse = events.filter((e) => e.name === 'ParseHTML').sort((a, b) => b.dur - a.dur)[0];
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === parse.pid)?.ts;
  const live = events.find((e) => e.name === 'live' && e.pid === parse.pid)?.ts;
  const between = events.filter((e) => e.pid === parse.pid && e.ph === 'X' && compiling.test(e.name) && e.ts >= fcp && e.ts <= live);
  return {
    gap: (live - fcp) / 1000,
    main: ms(outermost(between.filter((e) => e.tid === parse.tid))),
    off: ms(outermost(between.filter((e) => e.tid !== parse.tid))),
  };
}

const found = [];
for (let run = 0; run < Number(runs); run += 1) {
  const one = await load();
  found.push(one);
  console.log(
    `load ${run + 1}: paint → live ${Math.round(one.gap)} ms; compiling on the main thread ${Math.round(one.main)} ms, off it ${Math.round(one.off)} ms`,
  );
}
await browser.close();
const median = (key) => Math.round(found.map((f) => f[key]).sort((a, b) => a - b)[Math.floor(found.length / 2)]);
console.log(`medians of ${found.length}: paint → live ${median('gap')} ms; compiling on the main thread ${median('main')} ms, off it ${median('off')} ms`);
