// What makes a page's Total Blocking Time, task by task. Lighthouse's mobile run (bench/lighthouse.mjs)
// traces the page at full speed and simulates the slow phone: each task is stretched by the CPU slowdown,
// and a task under 10 ms at full speed is pruned from the simulation (unless many others depend on it),
// so what blocks there is a task of 10 ms or more here. This loads the page the same way (full speed, a
// real Chromium trace) and lists those tasks from the first paint until 2 s after live, with what ran in
// each: which script, which function, layout, style or a picture's document.
//   CPU_SLOWDOWN=8.65 node bench/trace-tasks.mjs http://localhost:3000/news [runs]
import { chromium } from '@playwright/test';
import { chromePath } from './lib/chromium.mjs';
import { traceToLive } from './lib/trace-to-live.mjs';

const [url, runs = '1'] = process.argv.slice(2);
if (!url) throw new Error('usage: node bench/trace-tasks.mjs URL [runs]');
const slowdown = Number(process.env.CPU_SLOWDOWN || 8.65);
const threshold = Math.max(10, 50 / slowdown);
const browser = await chromium.launch({ executablePath: chromePath });

const trace = () => traceToLive(browser, url, { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,loading', after: 2000 });

const inside = (outer, e) => e !== outer && e.ts >= outer.ts && e.ts + (e.dur || 0) <= outer.ts + outer.dur;
const name = (e) => {
  const data = e.args?.data ?? {};
  const where = (data.url || data.stackTrace?.[0]?.url || '').replace(/^https?:\/\/[^/]+/, '');
  return [e.name, where, data.functionName].filter(Boolean).join(' ');
};
/** The task's biggest pieces, two levels down. */
function pieces(task, pool) {
  const within = pool.filter((e) => inside(task, e));
  const top = within.filter((e) => !within.some((o) => o.dur > e.dur && inside(o, e)));
  return top
    .filter((e) => e.dur > 1000)
    .map((e) => {
      const sub = within.filter((c) => inside(e, c) && c.dur > 1000 && !within.some((o) => o !== e && o.dur > c.dur && inside(o, c) && inside(e, o)));
      return `${name(e)} ${(e.dur / 1000).toFixed(1)}${sub.length ? ` [${sub.map((c) => `${name(c)} ${(c.dur / 1000).toFixed(1)}`).join(', ')}]` : ''}`;
    })
    .join(' | ');
}

const totals = [];
for (let run = 0; run < Number(runs); run += 1) {
  const events = await trace();
  const parse = events.filter((e) => e.name === 'ParseHTML').sort((a, b) => b.dur - a.dur)[0];
  const thread = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X');
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === parse.pid)?.ts;
  const live = events.find((e) => e.name === 'live' && e.pid === parse.pid)?.ts;
  const start = events.find((e) => e.name === 'navigationStart' && e.pid === parse.pid && e.args?.data?.isLoadingMainFrame)?.ts ?? parse.ts;
  const at = (ts) => Math.round((ts - start) / 1000);
  const tasks = thread.filter((e) => e.name === 'RunTask' && e.ts >= (fcp ?? 0) && e.ts <= live + 2e6);
  const blocking = tasks.filter((t) => t.dur / 1000 > threshold);
  const tbt = blocking.reduce((s, t) => s + (t.dur / 1000) * slowdown - 50, 0);
  totals.push(tbt);
  console.log(
    `run ${run + 1}: FCP ${at(fcp)} ms, live ${at(live)} ms (full speed); tasks over ${threshold.toFixed(1)} ms: ${blocking.length}, blocking ${Math.round(tbt)} ms at ×${slowdown}`,
  );
  for (const t of blocking) console.log(`  @${at(t.ts)} ${(t.dur / 1000).toFixed(1)} ms: ${pieces(t, thread)}`);
}
totals.sort((a, b) => a - b);
console.log('median blocking', Math.round(totals[Math.floor(totals.length / 2)]), 'ms');
await browser.close();
