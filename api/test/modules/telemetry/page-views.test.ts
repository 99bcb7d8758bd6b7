import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { telemetryPath } from '@tenants/shared/model';
import { shellServerFile } from '../../../src/site/server-render';
import { describeEachDatabase, visitorIp } from '../../helper';

jest.setTimeout(60_000);

// Issue 54: the watch counted every page the server drew as a page view, so health checks and curl (81 in one
// test) thinned a broken canary's evidence. A page view counts when the page's first beacon arrives: only a
// browser that ran the page sends one.

const deployDir = mkdtempSync(path.join(tmpdir(), 'tenants-page-views-'));
mkdirSync(path.join(deployDir, 'shell'), { recursive: true });
writeFileSync(path.join(deployDir, 'shell/index.html'), '<!doctype html><html><head><title>shell</title></head><body><div id=root></div></body></html>');
writeFileSync(path.join(deployDir, 'remotes.json'), '{}');
mkdirSync(path.join(deployDir, path.dirname(shellServerFile)), { recursive: true });
writeFileSync(path.join(deployDir, shellServerFile), 'exports.renderPage = async () => ({ html: "<main>page</main>", title: "Page" });');
afterAll(() => rmSync(deployDir, { recursive: true, force: true }));

describeEachDatabase(
  'page views for the canary watch',
  (suite) => {
    const served = async () => {
      await suite.app.telemetry.flush();
      const rows = await suite.database.db.selectFrom('telemetry_counts').select(['remote', 'route', 'count']).where('kind', '=', 'served').execute();
      return rows.reduce((sum, row) => sum + Number(row.count), 0);
    };
    /** A page drawn for a new visitor: its page-load id, as the page's script reads it. */
    const draw = async () => {
      const res = await suite.app.inject({ method: 'GET', url: '/', remoteAddress: visitorIp() });
      expect(res.statusCode).toBe(200);
      return /desc="([^"]+)"/.exec(String(res.headers['server-timing']))?.[1];
    };
    const beacon = (pageLoad: string, remoteAddress = visitorIp()) =>
      suite.app.inject({
        method: 'POST',
        url: telemetryPath,
        headers: { 'content-type': 'text/plain' },
        payload: JSON.stringify({ pageLoad, route: '/', versions: {}, events: [{ type: 'vital', name: 'LCP', value: 900 }] }),
        remoteAddress,
      });

    beforeEach(async () => {
      await suite.app.telemetry.flush();
      await suite.database.db.deleteFrom('telemetry_counts').execute();
    });

    it('counts none for 80 pages drawn for 80 networks whose browsers never reported (health checks, curl)', async () => {
      for (let i = 0; i < 80; i++) expect(await draw()).toMatch(/^[\w-]+\.[\w-]+$/);
      expect(await served()).toBe(0);
    });

    it('counts a page when its first beacon arrives, once however many it sends, for the page the server drew', async () => {
      const ids = [await draw(), await draw(), await draw(), await draw()];
      for (const id of ids.slice(0, 3)) {
        expect((await beacon(id!)).statusCode).toBe(200);
        // Its later beacons are the same page load.
        expect((await beacon(id!)).statusCode).toBe(200);
      }
      await suite.app.telemetry.flush();
      const rows = await suite.database.db.selectFrom('telemetry_counts').select(['remote', 'route', 'count']).where('kind', '=', 'served').execute();
      expect(rows).toEqual([{ remote: 'shell', route: '/', count: 3 }]);
    });

    it('keeps one network to one page view of a page a minute, however many pages it loads', async () => {
      const ip = '10.77.1.5';
      for (let i = 0; i < 5; i++) {
        const res = await suite.app.inject({ method: 'GET', url: '/', remoteAddress: ip });
        const id = /desc="([^"]+)"/.exec(String(res.headers['server-timing']))?.[1];
        expect((await beacon(id!, ip)).statusCode).toBe(200);
      }
      expect(await served()).toBe(1);
    });
  },
  { env: { SERVE_SITE: '1', DEPLOY_DIR: deployDir, TELEMETRY_SAMPLE_RATE: '1' } },
);
