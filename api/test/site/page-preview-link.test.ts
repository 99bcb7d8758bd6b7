import { previewLinkMessages, previewLinkResponseSchema, staffPagePreviewLinkPath, staffPagesPath } from '@tenants/shared/model';
import { describeEachDatabase } from '../helper';
import { standInSite, titleRenderer } from '../fakes/stand-in-site';
import { call, clock, person, type Person } from '../modules/staff/fixtures';

jest.setTimeout(120_000);

// A page's draft sent to a colleague by a signed link (7 days): anyone holding it sees the draft drawn as the
// public page without signing in, with no script allowed to run, never cached or indexed; the link cannot be
// stretched, moved to another page or used after its time. The shell's server build is a stand-in that draws
// the page's title: the draft, not the live page, must be what it is given.

const deployDir = standInSite('preview-link', {
  index: '<!doctype html><html><head><title>shell</title></head><body class="site"><div id=root></div></body></html>',
  renderPage: titleRenderer,
});

describeEachDatabase(
  'a page’s shared preview link',
  (suite) => {
    let writer: Person;
    let member: Person;
    let id: string;
    beforeAll(async () => {
      clock.offsetMs = 0;
      writer = await person(suite, 'contributor');
      member = await person(suite, 'member');
      id = (await suite.database.db.selectFrom('pages').select('id').where('address', '=', '/about').executeTakeFirstOrThrow()).id;
    });
    afterEach(() => {
      clock.offsetMs = 0;
    });
    const makeLink = async () => {
      const res = await call(suite, 'POST', staffPagePreviewLinkPath(id), writer.token);
      expect(res.statusCode).toBe(200);
      return previewLinkResponseSchema.parse(res.json()).payload;
    };
    /** The link opened as a colleague would: no session, the path and query only. */
    const open = async (url: string) => {
      const { pathname, search } = new URL(url);
      return call(suite, 'GET', pathname + search);
    };

    it('shows the draft, not the live page, to anyone holding it, for 7 days, with no script and no cache', async () => {
      const saved = await call(suite, 'PUT', `${staffPagesPath}/${id}`, writer.token, { title: 'About us, as drafted' });
      expect([saved.statusCode, saved.body]).toEqual([200, saved.body]);
      const link = await makeLink();
      expect(link.url).toMatch(new RegExp(`^https://tenants\\.example/preview/pages/${id}\\?until=\\d+&sig=[\\w-]+$`));
      expect(Date.parse(link.expiresAt) - clock.now().getTime()).toBeGreaterThan(7 * 24 * 3_600_000 - 5_000);

      const shown = await open(link.url);
      expect(shown.statusCode).toBe(200);
      expect(shown.body).toContain('<h1>About us, as drafted</h1>');
      expect(shown.body).toMatch(
        /<body class="site"><style>[^<]*<\/style><aside aria-label="Draft preview"[^>]*><strong>This is a preview of a draft: visitors do not see it yet\. This link works until \d{1,2} \w+ \d{4} at \d{1,2}:\d{2}\.<\/strong>/,
      );
      expect(shown.headers['content-security-policy']).toContain("script-src 'none'");
      expect(shown.headers['cache-control']).toBe('no-store, private');
      expect(shown.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(shown.headers['referrer-policy']).toBe('no-referrer');
      // The live page is untouched by the draft.
      expect((await call(suite, 'GET', '/about')).body).not.toContain('About us, as drafted');

      // Six days on, it still works; past its seventh day it says it has expired.
      clock.offsetMs = 6 * 24 * 3_600_000;
      expect((await open(link.url)).statusCode).toBe(200);
      clock.offsetMs = 7 * 24 * 3_600_000 + 1000;
      const late = await open(link.url);
      expect(late.statusCode).toBe(410);
      expect(late.body).toContain(previewLinkMessages.expired);
      expect(late.body).not.toContain('About us, as drafted');
    });

    it('cannot be stretched, pointed at another page, cut short or guessed', async () => {
      const link = new URL((await makeLink()).url);
      const until = Number(link.searchParams.get('until'));
      const sig = link.searchParams.get('sig')!;
      const other = (await suite.database.db.selectFrom('pages').select('id').where('address', '=', '/community').executeTakeFirstOrThrow()).id;
      for (const tampered of [
        `/preview/pages/${id}?until=${until + 86_400}&sig=${sig}`,
        `/preview/pages/${other}?until=${until}&sig=${sig}`,
        `/preview/pages/${id}?until=${until}`,
        `/preview/pages/${id}?until=${until}&sig=${sig.slice(0, -2)}AA`,
        `/preview/pages/${id}`,
      ]) {
        const res = await call(suite, 'GET', tampered);
        expect([tampered, res.statusCode]).toEqual([tampered, 404]);
        expect(res.body).toContain(previewLinkMessages.invalid);
        expect(res.body).not.toContain('<h1>About');
      }
    });

    it('is made by staff only: a member and a visitor are refused', async () => {
      expect((await call(suite, 'POST', staffPagePreviewLinkPath(id))).statusCode).toBe(401);
      expect((await call(suite, 'POST', staffPagePreviewLinkPath(id), member.token)).statusCode).toBe(403);
      const none = await call(suite, 'POST', staffPagePreviewLinkPath('no-such-page'), writer.token);
      expect(none.statusCode).toBe(404);
      expect(none.json()).toMatchObject({ success: false });
    });
  },
  { env: { SERVE_SITE: '1', PUBLIC_SITE_URL: 'https://tenants.example', DEPLOY_DIR: deployDir }, options: { now: clock.now } },
);
