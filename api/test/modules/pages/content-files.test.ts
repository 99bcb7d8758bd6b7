import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageArtNames, pageTypeBlocks, serviceAreaList } from '@tenants/shared/model';
import {
  pageFileName,
  pageFileText,
  parsePageFile,
  parseSiteSettingsFile,
  siteSettingsFileName,
  siteSettingsFileText,
} from '../../../src/modules/pages/page-files';
import { areaSlugs, componentWords, pagesFromShell, siteSettingsFromShell } from '../../../scripts/pages-from-shell';
import type { ServicePageContent } from '../../../../shell/src/content/services/types';

const root = join(__dirname, '../../../..');
const contentDir = join(root, 'api/content');
const pagesDir = join(contentDir, 'pages');
const shellSource = (path: string) => readFileSync(join(root, 'shell/src', path), 'utf8');

async function serviceContent(): Promise<Record<string, ServicePageContent>> {
  const content: Record<string, ServicePageContent> = {};
  for (const area of serviceAreaList)
    for (const slug of areaSlugs(area))
      content[`${area}/${slug}`] = ((await import(join(root, 'shell/src/content/services/pages', area, slug))) as { default: ServicePageContent }).default;
  return content;
}

describe('api/content/pages: today’s content as files', () => {
  const files = readdirSync(pagesDir).sort();

  test('every page file parses with the contracts, and is named after its address', () => {
    expect(files.length).toBe(34);
    for (const file of files) expect(() => parsePageFile(file, readFileSync(join(pagesDir, file), 'utf8'))).not.toThrow();
    expect(() => parseSiteSettingsFile(readFileSync(join(contentDir, siteSettingsFileName), 'utf8'))).not.toThrow();
  });

  test('the files are the shell’s content modules, word for word, in order, written as the export writes them', async () => {
    const pages = pagesFromShell(await serviceContent());
    expect(pages.map((page) => pageFileName(page.address)).sort()).toEqual(files);
    for (const page of pages) {
      const text = readFileSync(join(pagesDir, pageFileName(page.address)), 'utf8');
      expect(JSON.parse(text)).toEqual(page);
      expect(text).toBe(pageFileText(page));
    }
    const settings = readFileSync(join(contentDir, siteSettingsFileName), 'utf8');
    expect(JSON.parse(settings)).toEqual(siteSettingsFromShell());
    expect(settings).toBe(siteSettingsFileText(siteSettingsFromShell()));
  });

  test('the words taken from components are theirs', () => {
    const compliance = shellSource('sections/compliance-cards/compliance-cards.tsx');
    for (const words of [componentWords.compliance.title, ...componentWords.compliance.cards.flatMap((card) => [card.title, card.text])])
      expect(compliance).toContain(words);
    expect(shellSource('sections/similar-services/similar-services.tsx')).toContain(`title="${componentWords.similarTitle}"`);
    const footer = shellSource('layout/footer/footer.tsx').replaceAll('&apos;', "'");
    expect(footer).toContain(componentWords.footer.tagline);
    expect(footer).toContain(componentWords.footer.newsletterText);
    expect(footer).toContain('Subscribe To {brand.product}');
  });

  test('the contracts’ drawings are the shell’s', () => {
    const art = shellSource('illustrations/art.tsx');
    const names = [...art.slice(art.indexOf('export const art')).matchAll(/^ {2}([a-z]+): \(/gm)].map((match) => match[1]);
    expect([...pageArtNames].sort()).toEqual(names.sort());
  });

  test('every page type the files use takes the blocks they have', () => {
    for (const file of files) {
      const page = parsePageFile(file, readFileSync(join(pagesDir, file), 'utf8'));
      for (const block of page.blocks) expect(pageTypeBlocks[page.type]).toContain(block.type);
    }
  });
});
