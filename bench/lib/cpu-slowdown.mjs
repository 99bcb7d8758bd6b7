// The CPU slowdown that makes this machine a slow phone on the host the site is judged on: Lighthouse's 4×
// mobile slowdown is meant for a host of benchmarkIndex about 1,150; a faster machine is slowed by as much
// more as it is faster (4 × its index / 1,150). CPU_SLOWDOWN sets it outright; HOST_INDEX gives the index
// (`node ../shared/tools/host-speed.mjs` prints it); otherwise it is measured here, as Lighthouse does.
import { createServer } from 'node:http';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromePath, chromeFlags } from './chromium.mjs';

export const judgedHostIndex = 1150;

/** This machine's Lighthouse benchmarkIndex: the median of `runs` runs on a blank page. */
export async function measureHostIndex(runs = 3) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromePath,
    chromeFlags,
  });
  const server = createServer((_, res) => res.end('<!doctype html><title>host speed</title><p>host speed')).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const found = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const url = `http://127.0.0.1:${server.address().port}/`;
      const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      found.push(Math.round(lhr.environment.benchmarkIndex));
    }
  } finally {
    await chrome.kill();
    server.close();
  }
  return found.sort((a, b) => a - b)[Math.floor(found.length / 2)];
}

/** `{ slowdown, hostIndex }`: the phone's CPU slowdown on this machine, and the index it comes from. */
export async function cpuSlowdown() {
  if (process.env.CPU_SLOWDOWN) return { slowdown: Number(process.env.CPU_SLOWDOWN), hostIndex: undefined };
  const hostIndex = Number(process.env.HOST_INDEX) || (await measureHostIndex());
  // A machine slower than the judged host is slowed less (never below 1: it cannot be sped up).
  return { slowdown: Math.max(1, Math.round(((4 * hostIndex) / judgedHostIndex) * 100) / 100), hostIndex };
}
