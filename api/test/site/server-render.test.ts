import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { defaultRuntimeConfig } from '@tenants/shared';
import { renderBudgetMs, serverRenderer, shellServerFile } from '../../src/site/server-render';

const index = '<!doctype html><html><head><title>Shell</title></head><body><div id=root></div><script defer src=/main.js></script></body></html>';

let deployDir: string;
let warnings: string[];
const log = { warn: (_fields: unknown, message: string) => void warnings.push(message) } as unknown as FastifyBaseLogger;
let version = 0;

/** Deploys a shell server build whose renderPage is `body` (a function expression in CommonJS). */
function deploy(body: string) {
  const file = path.join(deployDir, shellServerFile);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `let renders = 0; exports.renderPage = ${body};`);
  // A new build is told apart by its modification time; make each one distinct.
  version += 1;
  const when = new Date(Date.now() + version * 1000);
  utimesSync(file, when, when);
}

beforeEach(() => {
  deployDir = mkdtempSync(path.join(tmpdir(), 'tenants-ssr-'));
  warnings = [];
});
afterEach(() => rmSync(deployDir, { recursive: true, force: true }));

const renderer = () => serverRenderer({ deployDir, config: defaultRuntimeConfig, log });

describe('the site server’s page rendering', () => {
  it('puts the rendered page into the shell’s root and its title into the head', async () => {
    deploy(`async (url, config) => ({ html: '<main><h1>Page ' + url + '</h1></main>', title: 'About | ' + config.brand.product })`);
    const html = await renderer().page(index, '/about');
    expect(html).toContain('<div id="root"><main><h1>Page /about</h1></main></div>');
    expect(html).toContain(`<title>About | ${defaultRuntimeConfig.brand.product}</title>`);
    expect(html).toContain('<script defer src=/main.js></script>');
  });

  it('renders a path once and keeps it, unless told not to (not-found paths)', async () => {
    // Each render numbers its page: a kept page shows the same number twice.
    deploy(`async (url) => ({ html: '<h1>' + url + ' #' + (++renders) + '</h1>', title: 't' })`);
    const pages = renderer();
    const first = await pages.page(index, '/about');
    expect(await pages.page(index, '/about')).toBe(first);
    const missing = await pages.page(index, '/no-such', { cache: false });
    expect(await pages.page(index, '/no-such', { cache: false })).not.toBe(missing);
  });

  it('switches to a newly deployed build at the next request, with no restart', async () => {
    deploy(`async () => ({ html: '<h1>first release</h1>', title: 't' })`);
    const pages = renderer();
    expect(await pages.page(index, '/about')).toContain('first release');
    deploy(`async () => ({ html: '<h1>second release</h1>', title: 't' })`);
    expect(await pages.page(index, '/about')).toContain('second release');
  });

  it('leaves the page to the browser when no server build is deployed', async () => {
    expect(await renderer().page(index, '/about')).toBeUndefined();
    expect(warnings).toEqual([]);
  });

  it('leaves the page to the browser when the build throws, and says so once per build', async () => {
    deploy(`async () => { throw new Error('broken page'); }`);
    const pages = renderer();
    expect(await pages.page(index, '/about')).toBeUndefined();
    expect(await pages.page(index, '/lobbying')).toBeUndefined();
    expect(warnings.filter((w) => w.startsWith('server rendering failed'))).toHaveLength(1);
  });

  it('leaves the page to the browser when the build does not load', async () => {
    deploy(`async () => ({ html: '<h1>never', title: 't' }) ; this is not JavaScript`);
    expect(await renderer().page(index, '/about')).toBeUndefined();
    expect(warnings).toEqual([expect.stringContaining('does not load')]);
  });

  it(`gives up on a render that takes longer than ${renderBudgetMs} ms`, async () => {
    deploy(`(url) => new Promise((resolve) => setTimeout(() => resolve({ html: '<h1>late</h1>', title: 't' }), url === '/' ? 0 : 700))`);
    const pages = renderer();
    await pages.warm();
    const started = Date.now();
    expect(await pages.page(index, '/slow')).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(renderBudgetMs + 500);
  });
});
