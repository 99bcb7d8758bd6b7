import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defaultBrand } from '@tenants/shared/model';
import { unavailableMessage } from '../../src/plugins/error-handler';
import { buildTestApp } from '../helper';

// Issue 54: during a database outage every page answered 503 with a JSON body, which Chromium draws as nothing.

describe('a page asked while the database is away', () => {
  const deployDir = mkdtempSync(path.join(tmpdir(), 'tenants-outage-'));
  beforeAll(() => {
    mkdirSync(path.join(deployDir, 'shell'), { recursive: true });
    writeFileSync(
      path.join(deployDir, 'shell/index.html'),
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shell</title><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(deployDir, 'shell/styles.0123abcd.css'), 'body{margin:0}');
  });
  afterAll(() => rmSync(deployDir, { recursive: true, force: true }));

  it('gets an HTML page with the words, Retry-After and the site’s frame (no script); the API keeps its JSON', async () => {
    const app = await buildTestApp({ SERVE_SITE: '1', DEPLOY_DIR: deployDir, DATABASE_URL: 'postgres://app@127.0.0.1:1/tenants', DATABASE_TIMEOUT_MS: '1000' });
    // A page whose drawing needs the database, as the pages' own routes do: the driver's refusal, as it comes.
    const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
    app.get('/a-page', async () => {
      throw refused();
    });
    try {
      const page = await app.inject({ method: 'GET', url: '/a-page', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(503);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['retry-after']).toBe('5');
      expect(page.body).toContain(`<h1>${unavailableMessage}</h1>`);
      expect(page.body).toContain(`<a href="/">${defaultBrand.product}</a>`);
      expect(page.body).toContain('<style data-href="/styles.0123abcd.css">body{margin:0}</style>');
      expect(page.body).not.toMatch(/<script/);
      expect(page.body).not.toContain('127.0.0.1');

      const api = await app.inject({ method: 'GET', url: '/api/health' });
      expect(api.statusCode).toBe(503);
      expect(api.headers['content-type']).toMatch(/^application\/json/);
    } finally {
      await app.close();
    }
  });
});
