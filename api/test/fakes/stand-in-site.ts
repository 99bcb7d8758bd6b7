import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { shellServerFile } from '../../src/site/server-render';

/**
 * A deploy folder for the site server in tests: the shell's page and, when given, a small stand-in of its
 * server build (`renderPage`, as CommonJS source; the real one needs a webpack build). No remote is released.
 * Made in a temporary folder of its own, removed after the file's tests.
 */
export function standInSite(
  name: string,
  {
    index = '<!doctype html><html><head><title>shell</title></head><body><div id=root></div></body></html>',
    renderPage,
  }: { index?: string; renderPage?: string } = {},
): string {
  const base = mkdtempSync(path.join(tmpdir(), `tenants-${name}-`));
  afterAll(() => rmSync(base, { recursive: true, force: true }));
  const dir = path.join(base, 'deploy');
  mkdirSync(path.join(dir, 'shell'), { recursive: true });
  writeFileSync(path.join(dir, 'shell/index.html'), index);
  writeFileSync(path.join(dir, 'remotes.json'), '{}');
  if (renderPage) {
    mkdirSync(path.join(dir, path.dirname(shellServerFile)), { recursive: true });
    writeFileSync(path.join(dir, shellServerFile), `exports.sharedModules = {};\n${renderPage}`);
  }
  return dir;
}

/** A stand-in that draws a page's title in its main, or "404 Not Found" where there is no page. */
export const titleRenderer = `exports.renderPage = async (url, config, remote, table, formResult, content) => ({
  html: content.page ? '<main><h1>' + content.page.title + '</h1></main>' : '<main><h1>404 Not Found</h1></main>',
  title: content.page ? content.page.title : 'Page Not Found',
});`;
