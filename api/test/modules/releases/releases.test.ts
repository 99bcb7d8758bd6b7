import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  releaseMessages,
  staffAuthMessages,
  staffFreshAuthMs,
  staffMessages,
  staffReleaseCanaryPath,
  staffReleasePromotePath,
  staffReleaseRollbackPath,
  staffReleasesPath,
  staffReleasesResponseSchema,
  telemetryPath,
} from '@tenants/shared/model';
import { addVersion, canaryOf, pointRemote, readHistory, readReleaseState, startCanary } from '../../../src/modules/releases/release-state';
import { describeEachDatabase, visitorIp, type DatabaseSuite } from '../../helper';
import { auditRows, call, clock, expectError, person, totpCode, type Person } from '../staff/fixtures';

jest.setTimeout(60_000);

// The staff area's releases page (admins): figures per version from browsers' reports, and canary, promote
// and rollback acting on the release state in the database as the release CLI does, each in the history and
// the audit log.

const [v1, v2, v3] = ['1.0.0-aaaaaaaa', '1.1.0-bbbbbbbb', '1.2.0-cccccccc'];
// An empty deploy folder: the state is the database's.
const deployDir = mkdtempSync(path.join(tmpdir(), 'tenants-releases-'));
afterAll(() => rmSync(deployDir, { recursive: true, force: true }));

const entry = (version: string) => `/remotes/news/${version}/mf-manifest.json`;
const fileOf = (version: string) => `http://site.example${entry(version).replace('mf-manifest.json', 'main.js')}`;
/** A page of news at `version` drawn by the site server (a page view), with its page-load id. */
const pageLoad = (suite: DatabaseSuite, version: string) => suite.app.telemetry.pageLoad({ news: entry(version) }, 'news', '/news', visitorIp())!;
/** The beacon of a page load (a new one unless given). */
const beacon = (suite: DatabaseSuite, version: string, events: object[], id = pageLoad(suite, version)) =>
  suite.app.inject({
    method: 'POST',
    url: telemetryPath,
    payload: { pageLoad: id, route: '/news', remote: 'news', versions: { news: entry(version) }, events },
    remoteAddress: visitorIp(),
  });

const overview = async (suite: DatabaseSuite, admin: Person) => {
  const res = await call(suite, 'GET', staffReleasesPath, admin.token);
  expect(res.statusCode).toBe(200);
  return staffReleasesResponseSchema.parse(res.json()).payload.remotes;
};
/** The last audit row of an action by an actor (another test's admin may have written a later one on the moved clock). */
const lastAudit = async (suite: DatabaseSuite, action: string, actor: string) =>
  (await auditRows(suite, 'remote:news')).filter((row) => row.action === action && row.actor_email === actor).at(-1);

describeEachDatabase(
  'releases (staff area)',
  (suite) => {
    let admin: Person;
    const db = () => suite.database.db;
    const stableNow = async () => (await readReleaseState(db())).stable.news;
    /** The history of news, oldest first. */
    const historyNow = async () => (await readHistory(db(), { remote: 'news' })).reverse();
    beforeAll(async () => {
      admin = await person(suite, 'admin');
    });
    beforeEach(async () => {
      // Each test starts from news 1.0.0 stable, no canary and no history, and no reports.
      for (const table of ['release_history', 'release_canaries', 'release_registry', 'release_versions'] as const) await db().deleteFrom(table).execute();
      // Deployed one after the other: the page lists them newest first.
      for (const [i, version] of [v1, v2, v3].entries()) await addVersion(db(), 'news', version, new Date(Date.UTC(2026, 0, 1 + i)).toISOString());
      await pointRemote(db(), 'news', v1);
      await suite.app.telemetry.flush();
      for (const table of ['telemetry_counts', 'telemetry_vitals', 'telemetry_errors'] as const) await suite.database.db.deleteFrom(table).execute();
    });
    afterEach(() => {
      clock.offsetMs = 0;
    });

    describe('the guard', () => {
      const endpoints = [
        ['GET', staffReleasesPath, undefined],
        ['POST', staffReleaseCanaryPath('news'), { version: v2, percent: 10 }],
        ['POST', staffReleasePromotePath('news'), undefined],
        ['POST', staffReleaseRollbackPath('news'), {}],
      ] as const;

      it.each(endpoints)('%s %s: 401 without a session, 403 for a member and for staff who are not admins', async (method, url, body) => {
        expectError(await call(suite, method, url, undefined, body), 401, staffMessages.notSignedIn);
        expectError(await call(suite, method, url, (await person(suite, 'member')).token, body), 403, staffMessages.notAllowed);
        expectError(
          await call(suite, method, url, (await person(suite, 'admin', { secondFactor: false })).token, body),
          403,
          staffAuthMessages.enrolmentCodeRequired,
        );
        const staff = await person(suite, 'staff');
        expectError(await call(suite, method, url, staff.token, body), 403, staffMessages.adminOnly);
        expect(await stableNow()).toBe(v1);
        expect(await canaryOf(db(), 'news')).toBeUndefined();
      });

      it('canary, promote and rollback need a second factor (not a password) from the last 5 minutes; reading does not', async () => {
        const fresh = await person(suite, 'admin');
        clock.offsetMs = staffFreshAuthMs + 1000;
        for (const [url, body] of [
          [staffReleaseCanaryPath('news'), { version: v2, percent: 10 }],
          [staffReleasePromotePath('news'), undefined],
          [staffReleaseRollbackPath('news'), { version: v2 }],
        ] as const) {
          expectError(await call(suite, 'POST', url, fresh.token, body), 403, staffMessages.freshFactorRequired);
        }
        expect((await call(suite, 'GET', staffReleasesPath, fresh.token)).statusCode).toBe(200);
        expect((await historyNow()).map((line) => line.action)).toEqual(['release']);
        expect((await call(suite, 'POST', '/api/staff/reauth', fresh.token, { password: fresh.password })).statusCode).toBe(200);
        expectError(
          await call(suite, 'POST', staffReleaseCanaryPath('news'), fresh.token, { version: v2, percent: 10 }),
          403,
          staffMessages.freshFactorRequired,
        );
        expect((await call(suite, 'POST', '/api/staff/reauth', fresh.token, { code: await totpCode(fresh.totpSecret!) })).statusCode).toBe(200);
        expect((await call(suite, 'POST', staffReleaseCanaryPath('news'), fresh.token, { version: v2, percent: 10 })).statusCode).toBe(200);
        expect(await canaryOf(db(), 'news')).toMatchObject({ version: v2, percent: 10 });
      });
    });

    it('shows each version’s figures for the last hour and day, the top errors and the history, newest first', async () => {
      await startCanary(db(), 'news', v2, 25, { actor: 'cli' });
      let last = '';
      for (let i = 0; i < 4; i += 1) {
        await beacon(
          suite,
          v1,
          [
            { type: 'pageview' },
            { type: 'vital', name: 'LCP', value: 1800 },
            { type: 'vital', name: 'INP', value: 180 },
            { type: 'vital', name: 'CLS', value: 0.02 },
          ],
          (last = pageLoad(suite, v1)),
        );
      }
      await beacon(suite, v1, [{ type: 'error', message: 'Stable hiccup', source: fileOf(v1) }], last);
      for (let i = 0; i < 2; i += 1) await beacon(suite, v2, [{ type: 'pageview' }, { type: 'error', message: 'Boom', source: fileOf(v2) }]);
      await suite.app.telemetry.flush();
      // Six page loads of the stable version three hours ago: in the day's figures, not the hour's.
      const earlier = new Date(clock.now().getTime() - 3 * 60 * 60 * 1000).toISOString().slice(0, 16);
      await suite.database.db
        .insertInto('telemetry_counts')
        .values({ minute: earlier, remote: 'news', version: v1, route: '/news', kind: 'served', count: 6 })
        .execute();

      const [news] = await overview(suite, admin);
      expect(news).toMatchObject({ remote: 'news', stable: v1, canary: { version: v2, percent: 25 }, deployed: [v3, v2, v1] });
      const [stable, canary] = news.versions;
      expect(stable).toEqual({
        version: v1,
        role: 'stable',
        share: 75,
        lastHour: { pageViews: 4, errors: 1, errorsPer1000: 250, lcpP75: 2000, inpP75: 200, clsP75: 0.025 },
        lastDay: { pageViews: 10, errors: 1, errorsPer1000: 100, lcpP75: 2000, inpP75: 200, clsP75: 0.025 },
      });
      expect(canary).toEqual({
        version: v2,
        role: 'canary',
        share: 25,
        lastHour: { pageViews: 2, errors: 2, errorsPer1000: 1000, lcpP75: null, inpP75: null, clsP75: null },
        lastDay: { pageViews: 2, errors: 2, errorsPer1000: 1000, lcpP75: null, inpP75: null, clsP75: null },
      });
      expect(news.topErrors).toEqual([
        { message: 'Boom', version: v2, count: 2, firstSeen: expect.any(String), lastSeen: expect.any(String) },
        { message: 'Stable hiccup', version: v1, count: 1, firstSeen: expect.any(String), lastSeen: expect.any(String) },
      ]);
      expect(news.history.map((line) => [line.actor, line.action, line.version, line.percent])).toEqual([
        ['cli', 'canary', v2, 25],
        ['cli', 'release', v1, undefined],
      ]);
    });

    it('keeps the history to the last 50 rows', async () => {
      for (let i = 0; i < 30; i += 1) {
        await startCanary(db(), 'news', v2, 5, { actor: 'cli' });
        await pointRemote(db(), 'news', v1, { action: 'rollback' });
      }
      const [news] = await overview(suite, admin);
      expect(news.history).toHaveLength(50);
      expect(news.history[0]).toMatchObject({ action: 'rollback', version: v1 });
    });

    it('starts a canary as the admin, in the history and the audit log, and refuses what cannot be one', async () => {
      const res = await call(suite, 'POST', staffReleaseCanaryPath('news'), admin.token, { version: v2, percent: 10 });
      expect(res.json()).toEqual({ success: true, message: releaseMessages.canaryStarted });
      expect(await canaryOf(db(), 'news')).toMatchObject({ version: v2, percent: 10 });
      expect((await historyNow()).at(-1)).toMatchObject({ actor: admin.email, action: 'canary', version: v2, percent: 10 });
      const audit = await lastAudit(suite, 'release.canary', admin.email);
      expect(audit).toMatchObject({ actor_id: admin.id, actor_email: admin.email, target_type: 'remote', target_id: 'news' });
      expect(JSON.parse(audit!.data)).toEqual({ remote: 'news', version: v2, percent: 10 });
      // No page loads yet: the page says the watch cannot judge it, rather than that it holds up.
      const [news] = await overview(suite, admin);
      expect(news.canary?.watch).toEqual({ state: 'not-enough-traffic', reason: expect.stringMatching(/^Not enough traffic yet: 0 canary page loads so far/) });

      const canary = staffReleaseCanaryPath('news');
      expectError(await call(suite, 'POST', canary, admin.token, { version: '9.9.9-deadbeef', percent: 10 }), 400, releaseMessages.unknownVersion);
      expectError(await call(suite, 'POST', canary, admin.token, { version: '../../news/1.1.0-bbbbbbbb', percent: 10 }), 400, releaseMessages.unknownVersion);
      expectError(await call(suite, 'POST', canary, admin.token, { version: v1, percent: 10 }), 400, releaseMessages.alreadyStable);
      expectError(await call(suite, 'POST', canary, admin.token, { percent: 10 }), 400, releaseMessages.versionRequired);
      for (const percent of [0, 101, 12.5, '10'])
        expectError(await call(suite, 'POST', canary, admin.token, { version: v3, percent }), 400, releaseMessages.percent);
      expectError(await call(suite, 'POST', staffReleaseCanaryPath('nothing'), admin.token, { version: v2, percent: 10 }), 404, releaseMessages.unknownRemote);
      expectError(
        await call(suite, 'POST', staffReleaseCanaryPath('__proto__'), admin.token, { version: v2, percent: 10 }),
        404,
        releaseMessages.unknownRemote,
      );
      // Nothing refused changed anything.
      expect(await canaryOf(db(), 'news')).toMatchObject({ version: v2, percent: 10 });
      expect(await historyNow()).toHaveLength(2);
    });

    it('promotes the canary (409 without one), in the history and the audit log', async () => {
      expectError(await call(suite, 'POST', staffReleasePromotePath('news'), admin.token), 409, releaseMessages.noCanary);
      expectError(await call(suite, 'POST', staffReleasePromotePath('nothing'), admin.token), 404, releaseMessages.unknownRemote);
      await call(suite, 'POST', staffReleaseCanaryPath('news'), admin.token, { version: v3, percent: 50 });
      const res = await call(suite, 'POST', staffReleasePromotePath('news'), admin.token);
      expect(res.json()).toEqual({ success: true, message: releaseMessages.promoted });
      expect(await stableNow()).toBe(v3);
      expect(await canaryOf(db(), 'news')).toBeUndefined();
      expect((await historyNow()).at(-1)).toMatchObject({ actor: admin.email, action: 'promote', version: v3, from: v1 });
      expect(JSON.parse((await lastAudit(suite, 'release.promote', admin.email))!.data)).toEqual({ remote: 'news', version: v3, from: v1 });
    });

    it('ends the canary (409 without one), or rolls back to a deployed version, in the history and the audit log', async () => {
      const rollback = staffReleaseRollbackPath('news');
      expectError(await call(suite, 'POST', rollback, admin.token, {}), 409, releaseMessages.noCanary);
      await call(suite, 'POST', staffReleaseCanaryPath('news'), admin.token, { version: v2, percent: 20 });
      expect((await call(suite, 'POST', rollback, admin.token, {})).json()).toEqual({ success: true, message: releaseMessages.canaryEnded });
      expect(await canaryOf(db(), 'news')).toBeUndefined();
      expect(await stableNow()).toBe(v1);
      expect((await historyNow()).at(-1)).toMatchObject({ actor: admin.email, action: 'rollback', version: v2 });
      expect(JSON.parse((await lastAudit(suite, 'release.rollback', admin.email))!.data)).toEqual({ remote: 'news', version: v2 });

      // To a chosen version: a running canary ends first.
      await pointRemote(db(), 'news', v3);
      await call(suite, 'POST', staffReleaseCanaryPath('news'), admin.token, { version: v2, percent: 20 });
      expect((await call(suite, 'POST', rollback, admin.token, { version: v1 })).json()).toEqual({ success: true, message: releaseMessages.rolledBack });
      expect(await stableNow()).toBe(v1);
      expect(await canaryOf(db(), 'news')).toBeUndefined();
      expect((await historyNow()).slice(-2)).toEqual([
        expect.objectContaining({ actor: admin.email, action: 'rollback', version: v2 }),
        expect.objectContaining({ actor: admin.email, action: 'rollback', version: v1, from: v3 }),
      ]);
      expect(JSON.parse((await lastAudit(suite, 'release.rollback', admin.email))!.data)).toEqual({ remote: 'news', version: v1, from: v3 });

      expectError(await call(suite, 'POST', rollback, admin.token, { version: '0.0.1-00000000' }), 400, releaseMessages.unknownVersion);
      expectError(await call(suite, 'POST', rollback, admin.token, { version: v1 }), 400, releaseMessages.alreadyStable);
      expectError(await call(suite, 'POST', staffReleaseRollbackPath('nothing'), admin.token, { version: v1 }), 404, releaseMessages.unknownRemote);
    });

    it('writes the canary watch’s own rollback to the audit log with the figures, and the page shows why', async () => {
      await call(suite, 'POST', staffReleaseCanaryPath('news'), admin.token, { version: v2, percent: 50 });
      for (let i = 0; i < 10; i += 1) await beacon(suite, v1, [{ type: 'pageview' }]);
      for (let i = 0; i < 5; i += 1) await beacon(suite, v2, [{ type: 'pageview' }, { type: 'error', message: 'Boom', source: fileOf(v2) }]);
      await suite.app.telemetry.flush();
      const [rolledBack] = await suite.app.telemetry.watch();
      expect(rolledBack).toMatchObject({ remote: 'news', version: v2 });

      const audit = await lastAudit(suite, 'release.auto-rollback', 'release-watch');
      expect(audit).toMatchObject({ actor_id: null, actor_email: 'release-watch', target_type: 'remote', target_id: 'news' });
      expect(JSON.parse(audit!.data)).toEqual({
        remote: 'news',
        version: v2,
        canaryPageViews: 5,
        stablePageViews: 10,
        canaryErrorsPer1000: 1000,
        stableErrorsPer1000: 0,
        canaryInpP75: null,
        stableInpP75: null,
      });
      const [news] = await overview(suite, admin);
      expect(news.canary).toBeNull();
      expect(news.history[0]).toMatchObject({
        actor: 'release-watch',
        action: 'auto-rollback',
        version: v2,
        reason: expect.stringContaining('an error no other version of this remote ever reported, from 5 of its 5 page loads'),
        figures: { canaryErrorsPer1000: 1000 },
      });
    });
  },
  {
    env: { DEPLOY_DIR: deployDir, SERVE_SITE: '0', RELEASE_MIN_PAGE_VIEWS: '3', RELEASE_ALERT_EMAIL: 'releases@tenants.example' },
    options: { now: clock.now },
  },
);
