import { sql } from 'kysely';
import {
  siteRecordMessages,
  siteSettingsDeskResponseSchema,
  siteSettingsPath,
  siteSettingsPreviewResponseSchema,
  siteSettingsResponseSchema,
  siteSettingsVersionsResponseSchema,
  staffMessages,
  staffSettingsPaths as paths,
} from '@tenants/shared/model';
import { describeEachDatabase } from '../../helper';
import { auditRows, call, clock, expectError, person, type Person } from '../staff/fixtures';

jest.setTimeout(120_000);

// The site settings edited like a page (issue 53): a save keeps a draft visitors never see, a publish puts it
// live (the content version bumps, so every page is drawn again) and keeps it as a version, and a version
// restored becomes the draft. Admins' alone.

describeEachDatabase(
  'the site settings’ draft, publish and history',
  (suite) => {
    let contributor: Person;
    let editor: Person;
    let admin: Person;
    beforeAll(async () => {
      clock.offsetMs = 0;
      [contributor, editor, admin] = await Promise.all([person(suite, 'contributor'), person(suite, 'staff'), person(suite, 'admin')]);
    });
    const version = async () => String((await sql<{ version: string }>`select version from article_versions`.execute(suite.database.db)).rows[0].version);
    const live = async () => siteSettingsResponseSchema.parse((await call(suite, 'GET', siteSettingsPath)).json()).payload;
    const desk = async (res: { statusCode: number; json(): unknown }) => {
      expect(res.statusCode).toBe(200);
      return siteSettingsDeskResponseSchema.parse(res.json()).payload;
    };
    const versions = async () => siteSettingsVersionsResponseSchema.parse((await call(suite, 'GET', paths.versions, admin.token)).json()).payload;

    it('are an admin’s alone: staff and contributors are refused every step in plain words', async () => {
      for (const who of [editor, contributor]) {
        expectError(await call(suite, 'GET', paths.base, who.token), 403, staffMessages.adminOnly);
        expectError(await call(suite, 'PUT', paths.base, who.token, { tagline: 'x' }), 403, staffMessages.adminOnly);
        expectError(await call(suite, 'POST', paths.preview, who.token, {}), 403, staffMessages.adminOnly);
        expectError(await call(suite, 'POST', paths.publish, who.token, {}), 403, staffMessages.adminOnly);
        expectError(await call(suite, 'DELETE', paths.draft, who.token), 403, staffMessages.adminOnly);
        expectError(await call(suite, 'GET', paths.versions, who.token), 403, staffMessages.adminOnly);
        expectError(await call(suite, 'POST', paths.restore('any'), who.token, {}), 403, staffMessages.adminOnly);
      }
    });

    it('refuses what does not fit with 400 and plain words, storing nothing', async () => {
      const before = await desk(await call(suite, 'GET', paths.base, admin.token));
      const email = await call(suite, 'PUT', paths.base, admin.token, { contactEmail: 'not an e-mail' });
      expect(email.statusCode).toBe(400);
      expect(email.json()).toMatchObject({ success: false, message: expect.any(String) });
      const phone = await call(suite, 'PUT', paths.base, admin.token, { phone: 'call us' });
      expect(phone.json()).toMatchObject({ success: false, message: expect.stringContaining('A phone number has digits, spaces and + ( ) - only') });
      expect((await call(suite, 'POST', paths.preview, admin.token, { social: { facebook: 'http://x' } })).statusCode).toBe(400);
      expect(await desk(await call(suite, 'GET', paths.base, admin.token))).toEqual(before);
    });

    it('keeps a save as a draft: visitors still see what is live, the desk shows the draft after a reload', async () => {
      const before = await live();
      const at = await version();
      const lines = { address: ['1 High Street', 'Leeds'], phone: '020 7946 0000', openingHours: ['Monday to Friday, 9am to 5pm'] };
      const saved = await desk(await call(suite, 'PUT', paths.base, admin.token, lines));
      expect(saved.live).toEqual(before);
      expect(saved.draft).toEqual({ ...before, ...lines });
      expect(saved.draftSavedBy).toBe(admin.id);
      // A second save changes the draft, not what is live; the parts not sent stay the draft's.
      await desk(await call(suite, 'PUT', paths.base, admin.token, { contactLines: ['Press: press@tenants.example'] }));
      const reloaded = await desk(await call(suite, 'GET', paths.base, admin.token));
      expect(reloaded.draft).toEqual({ ...before, ...lines, contactLines: ['Press: press@tenants.example'] });
      expect(await live()).toEqual(before);
      expect(await version()).toBe(at);
    });

    it('previews what is sent over the draft without storing it', async () => {
      const stored = (await desk(await call(suite, 'GET', paths.base, admin.token))).draft;
      const res = await call(suite, 'POST', paths.preview, admin.token, { tagline: 'A tagline nobody has seen.' });
      expect(res.statusCode).toBe(200);
      const preview = siteSettingsPreviewResponseSchema.parse(res.json());
      expect(preview.payload).toEqual({ ...stored, tagline: 'A tagline nobody has seen.' });
      expect((await desk(await call(suite, 'GET', paths.base, admin.token))).draft).toEqual(stored);
      expect((await live()).tagline).not.toBe('A tagline nobody has seen.');
    });

    it('publishes the draft: live at once, the content version bumped, kept as a version after the settings as they were', async () => {
      const before = await live();
      const draft = (await desk(await call(suite, 'GET', paths.base, admin.token))).draft!;
      const at = await version();
      const published = await desk(await call(suite, 'POST', paths.publish, admin.token, {}));
      expect(published).toEqual({ live: draft, draft: null, draftSavedAt: null, draftSavedBy: null });
      expect(await live()).toEqual(draft);
      expect(await version()).not.toBe(at);
      const history = await versions();
      expect(history.map((v) => [v.savedBy, v.value])).toEqual([
        [admin.id, draft],
        [null, before],
      ]);
      expect((await auditRows(suite, 'settings:settings')).map((row) => (typeof row.data === 'string' ? JSON.parse(row.data) : row.data))).toEqual(
        expect.arrayContaining([expect.objectContaining({ to: 'draft' }), expect.objectContaining({ to: 'live' })]),
      );
      expectError(await call(suite, 'POST', paths.publish, admin.token, {}), 409, siteRecordMessages.noDraft);
    });

    it('restores a version into the draft, live only once published again', async () => {
      const current = await live();
      const [, first] = await versions();
      const restored = await desk(await call(suite, 'POST', paths.restore(first.id), admin.token, {}));
      expect(restored.draft).toEqual(first.value);
      expect(await live()).toEqual(current);
      await desk(await call(suite, 'POST', paths.publish, admin.token, {}));
      expect(await live()).toEqual(first.value);
      expect(await versions()).toHaveLength(3);
      expectError(await call(suite, 'POST', paths.restore('no-such-version'), admin.token, {}), 404, siteRecordMessages.versionNotFound);
    });

    it('never restores a version that no longer fits, and leaves it out of the list', async () => {
      const bad = { id: 'old-bad-one', kind: 'settings', saved_at: '2020-01-01T00:00:00.000Z', saved_by: null, value: JSON.stringify({ tagline: 1 }) };
      await suite.database.db.insertInto('site_versions').values(bad).execute();
      expectError(await call(suite, 'POST', paths.restore(bad.id), admin.token, {}), 409, siteRecordMessages.versionDoesNotFit);
      expect((await versions()).map((v) => v.id)).not.toContain(bad.id);
      expect((await desk(await call(suite, 'GET', paths.base, admin.token))).draft).toBeNull();
    });

    it('discards a draft, and keeps none when the draft is what is live', async () => {
      const current = await live();
      expect((await desk(await call(suite, 'PUT', paths.base, admin.token, { tagline: 'Soon.' }))).draft).not.toBeNull();
      const discarded = await desk(await call(suite, 'DELETE', paths.draft, admin.token));
      expect(discarded).toEqual({ live: current, draft: null, draftSavedAt: null, draftSavedBy: null });
      expect((await desk(await call(suite, 'PUT', paths.base, admin.token, { tagline: current.tagline }))).draft).toBeNull();
    });
  },
  { options: { now: clock.now } },
);
