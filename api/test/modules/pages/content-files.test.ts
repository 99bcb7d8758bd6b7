import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageArtNames, pageTypeBlocks } from '@tenants/shared/model';
import { parsePageFile, parseSiteSettingsFile, siteSettingsFileName } from '../../../src/modules/pages/page-files';

const root = join(__dirname, '../../../..');
const contentDir = join(root, 'api/content');
const pagesDir = join(contentDir, 'pages');
const shellSource = (path: string) => readFileSync(join(root, 'shell/src', path), 'utf8');

describe('api/content/pages: the site’s pages as files (the shell draws them; the database is seeded from them)', () => {
  const files = readdirSync(pagesDir).sort();

  test('every page file parses with the contracts, and is named after its address', () => {
    expect(files.length).toBe(34);
    for (const file of files) expect(() => parsePageFile(file, readFileSync(join(pagesDir, file), 'utf8'))).not.toThrow();
    expect(() => parseSiteSettingsFile(readFileSync(join(contentDir, siteSettingsFileName), 'utf8'))).not.toThrow();
  });

  test('the contracts’ drawings are the shell’s', () => {
    // The drawings are kept by theme (illustrations/art-*.tsx), each file one table of them.
    const themes = readdirSync(join(root, 'shell/src/illustrations')).filter((file) => /^art-(?!kit).*\.tsx$/.test(file));
    expect(themes.length).toBeGreaterThan(0);
    const names = themes.flatMap((file) => {
      const art = shellSource(`illustrations/${file}`);
      return [...art.slice(art.indexOf(' = {')).matchAll(/^ {2}([a-z]+): \(/gm)].map((match) => match[1]);
    });
    expect([...pageArtNames].sort()).toEqual(names.sort());
  });

  test('every page type the files use takes the blocks they have', () => {
    for (const file of files) {
      const page = parsePageFile(file, readFileSync(join(pagesDir, file), 'utf8'));
      for (const block of page.blocks) expect(pageTypeBlocks[page.type]).toContain(block.type);
    }
  });
});
