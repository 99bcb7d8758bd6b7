import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runCommand } from '../../../src/commands';
import { cliActor } from '../../../src/modules/staff';
import { createPage, publishPage, saveDraft } from '../../../src/modules/pages/pages.staff';
import { publishSiteDraft, saveSiteDraft } from '../../../src/modules/pages/site-drafts';
import { settingsDesk } from '../../../src/modules/pages/site-records';
import { describeEachDatabase, preparePostgresSchema } from '../../helper';

jest.setTimeout(120_000);

const content = path.join(__dirname, '../../../content');
const base = mkdtempSync(path.join(tmpdir(), 'tenants-pages-cli-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

/** Every file under a folder, by its path there, with its bytes. */
function filesOf(dir: string): Record<string, string> {
  const files: Record<string, string> = { 'site-settings.json': readFileSync(path.join(dir, 'site-settings.json'), 'utf8') };
  for (const name of readdirSync(path.join(dir, 'pages'))) files[`pages/${name}`] = readFileSync(path.join(dir, 'pages', name), 'utf8');
  return files;
}

describeEachDatabase('pages export and import', (suite) => {
  const quiet = { print: () => {} };
  const cli = (args: string[], env: Record<string, string> = suite.env) => runCommand(args, { env: { ...env, LOG_LEVEL: 'silent' }, ...quiet });

  it('exports the seeded pages as the repository’s files, byte for byte', async () => {
    const out = path.join(base, `${suite.dialect}-seeded`);
    await cli(['pages', 'export', '--out', out]);
    expect(filesOf(out)).toEqual(filesOf(content));
  });

  it('round trips: export, import into a fresh database, export again gives the same bytes', async () => {
    const deps = { db: suite.database.db, now: () => new Date() };
    // Changes a fresh database's seed does not have: an edit, a new page, a setting.
    const rates = (await suite.database.db.selectFrom('pages').selectAll().where('address', '=', '/property/rates').executeTakeFirstOrThrow()).id;
    const blocks = JSON.parse(
      (await suite.database.db.selectFrom('pages').select('draft_blocks').where('id', '=', rates).executeTakeFirstOrThrow()).draft_blocks,
    );
    blocks[1].text.push('A new paragraph with “quotes”, £ signs and {product}.');
    await saveDraft(deps, cliActor, rates, { blocks });
    await publishPage(deps, cliActor, rates, undefined);
    const plain = await createPage(deps, cliActor, { type: 'plain', address: '/accessibility', title: 'Accessibility' });
    await saveDraft(deps, cliActor, plain.id, {
      blocks: [
        { type: 'hero', intro: 'How we make the site work for everyone.', image: { art: 'people', alt: 'People around a table' } },
        { type: 'richText', html: '<p>We aim for <strong>WCAG 2.2 AA</strong>.</p><script>alert(1)</script>' },
      ],
    });
    await publishPage(deps, cliActor, plain.id, undefined);
    await saveSiteDraft(deps, settingsDesk.record, cliActor, { address: ['1 High Street', 'Leeds LS1 1AA'] });
    await publishSiteDraft(deps, settingsDesk.record, cliActor);

    const first = path.join(base, `${suite.dialect}-first`);
    await cli(['pages', 'export', '--out', first]);
    expect(readFileSync(path.join(first, 'pages/accessibility.json'), 'utf8')).not.toContain('<script>');

    const fresh =
      suite.dialect === 'sqlite' ? { env: { SQLITE_FILE: path.join(base, 'fresh.sqlite') }, cleanup: async () => {} } : await preparePostgresSchema();
    try {
      await cli(['pages', 'import', '--dir', first], fresh.env);
      const second = path.join(base, `${suite.dialect}-second`);
      await cli(['pages', 'export', '--out', second], fresh.env);
      expect(filesOf(second)).toEqual(filesOf(first));
    } finally {
      await fresh.cleanup();
    }
  });

  it('refuses files that do not parse, naming the file, and stores nothing', async () => {
    const dir = path.join(base, `${suite.dialect}-bad`);
    await cli(['pages', 'export', '--out', dir]);
    writeFileSync(path.join(dir, 'pages/about.json'), JSON.stringify({ address: '/about', type: 'organisation', title: 'About', blocks: [{ type: 'faq' }] }));
    await expect(cli(['pages', 'import', '--dir', dir])).rejects.toThrow(/^about\.json: blocks\.0/);
    await expect(cli(['pages', 'export'])).rejects.toThrow(/pages export needs --out DIR/);
    await expect(cli(['pages', 'import'])).rejects.toThrow(/pages import needs --dir DIR/);
  });
});
