import { defaultMenus, siteMenusPreviewResponseSchema, siteSettingsPreviewResponseSchema, staffMenusPaths, staffSettingsPaths } from '@tenants/shared/model';
import { describeEachDatabase } from '../../helper';
import { standInSite } from '../../fakes/stand-in-site';
import { call, clock, person, type Person } from '../staff/fixtures';

jest.setTimeout(60_000);

// The settings' and the menus' previews where the API serves the site: the home page drawn with the draft
// frame (footer, header menu) by the shell's server build, for the staff member alone. The build here is a
// small stand-in of the shell's (the real one needs a webpack build): it draws the frame it is given.
const deployDir = standInSite('frame-preview', {
  index: '<!doctype html><html lang=en-GB><head><meta charset=utf-8><title>Commercial Tenants Alliance</title></head><body><div id=root></div></body></html>',
  renderPage: `const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;');
exports.renderPage = async (url, config, remote, routes, formResult, content) => {
  if (!content || !content.page) return { html: '<main>Page Not Found</main>', title: config.brand.product };
  const menu = content.navigation.menus.main.map((entry) => esc(entry.label)).join(' | ');
  return { html: '<header>' + menu + '</header><main>' + esc(content.page.title) + '</main><footer>' + esc(content.settings.tagline) + ' ' + esc(content.settings.contactEmail) + '</footer>', title: config.brand.product };
};`,
});

describeEachDatabase(
  'the settings’ and menus’ previews',
  (suite) => {
    let editor: Person;
    let admin: Person;
    beforeAll(async () => {
      [editor, admin] = await Promise.all([person(suite, 'staff'), person(suite, 'admin')]);
    });

    it('draws the home page with the settings’ draft in its footer and the menus as they are live; visitors keep the live page', async () => {
      await call(suite, 'PUT', staffSettingsPaths.base, admin.token, { contactEmail: 'draft@tenants.example' });
      const res = await call(suite, 'POST', staffSettingsPaths.preview, admin.token, { tagline: 'A <new> tagline.' });
      const preview = siteSettingsPreviewResponseSchema.parse(res.json());
      expect(preview.page).toContain('<footer>A &lt;new> tagline. draft@tenants.example</footer>');
      expect(preview.page).toContain(`<header>${defaultMenus.main.map((entry) => entry.label).join(' | ')}</header>`);
      const visitors = await suite.app.inject({ method: 'GET', url: '/' });
      expect(visitors.body).not.toContain('draft@tenants.example');
      expect(visitors.body).not.toContain('A &lt;new> tagline.');
    });

    it('draws the home page with the menus’ draft in its header and the settings as they are live', async () => {
      const main = [...defaultMenus.main, { label: 'Renewals', to: '/property/lease-renewals', links: [], services: false }];
      const res = await call(suite, 'POST', staffMenusPaths.preview, editor.token, { main });
      const preview = siteMenusPreviewResponseSchema.parse(res.json());
      expect(preview.page).toMatch(/<header>[^<]*\| Renewals<\/header>/);
      expect(preview.page).not.toContain('draft@tenants.example');
      const visitors = await suite.app.inject({ method: 'GET', url: '/' });
      expect(visitors.body).not.toContain('Renewals</header>');
    });
  },
  { env: { SERVE_SITE: '1', DEPLOY_DIR: deployDir, PUBLIC_SITE_URL: 'https://tenants.example' }, options: { now: clock.now } },
);
