import { defineConfig, devices } from '@playwright/test';
import { e2ePort, e2eBaseUrl } from './fixtures/env';
// The browser and flags the dev smoke and the benches use too.
import chromium from '../scripts/lib/chromium.json';

// The production build served the way `npm start` serves it (site server, deployed remotes, registry), on
// its own port with its own SQLite file and its own copy of the deploy folder.
export default defineConfig({
  testDir: './tests',
  // A folder per e2e site: `npm test` runs two suites side by side, and each run empties its output folder first.
  outputDir: `./test-results/${e2ePort}`,
  // Room for a CI machine at half a development machine's speed: there the longest walks (the seven
  // enquiry steps by mouse, 15 s on a development machine) come near 30 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // On a loaded 2-core CI machine a timing-sensitive spec can fail once; it runs once more there, and the
  // summary names every test that needed it, with why it failed the first time (scripts/test.mjs).
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  use: {
    baseURL: e2eBaseUrl,
    // A trace records every step's screenshots and DOM: costly on a 2-core CI machine, where nobody can open
    // it. A failing CI test is rerun locally with the trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || chromium.path,
      args: ['--headless', ...chromium.flags],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } }],
  webServer: {
    command: `node fixtures/site-server.mjs`,
    url: `${e2eBaseUrl}/api/health`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(e2ePort) },
  },
});
