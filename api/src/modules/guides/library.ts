import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { guideCatalogue, guideCoverPath, guideDownloadPath, type Guide, type GuideListing, type GuideSlug } from '@tenants/shared/model';
import { hmac, safeEqual } from '../../security/tokens';
import { guidesContentDir, readGuideText } from './content';
import { coverShapes, coverSvg } from './cover';
import { layoutVersion, renderGuidePdf } from './render';

/** How long a member's download link works: long enough to click, short enough that a shared link dies. */
export const downloadLinkLifetimeMs = 10 * 60 * 1000;

export type LinkCheck = 'ok' | 'missing' | 'expired' | 'forged';

export interface GuideLibraryOptions {
  /** Where generated PDFs are kept. */
  dir: string;
  linkSecret: string;
  /** {host}: prefixed to the URLs handed out ('' = same origin). */
  publicApiBase: string;
  product: string;
  siteUrl: string;
  contentDir?: string;
}

export const findGuide = (slug: string) => guideCatalogue.find((g) => g.slug === slug);

/**
 * The member guides: the list with covers and (for members) signed links, the covers as SVG, and the
 * PDFs, generated from api/content/guides on first request and kept in `dir` under a name that changes
 * with their text, so an edited guide is regenerated and an old file is never served for it.
 */
export function createGuideLibrary(opts: GuideLibraryOptions) {
  const contentDir = opts.contentDir ?? guidesContentDir;
  const pending = new Map<string, Promise<string>>();
  const sign = (slug: string, expires: number) => hmac(opts.linkSecret, 'guide-download', slug, String(expires));

  async function generate(slug: GuideSlug, name: string): Promise<string> {
    const text = await readGuideText(slug, contentDir);
    const key = createHash('sha256').update(`${layoutVersion}\n${opts.product}\n${opts.siteUrl}\n${text.source}`).digest('hex').slice(0, 16);
    const file = path.join(opts.dir, `${slug}-${key}.pdf`);
    if (existsSync(file)) return file;
    await mkdir(opts.dir, { recursive: true });
    const pdf = await renderGuidePdf({ slug, name, text, product: opts.product, siteUrl: opts.siteUrl });
    // Written aside, then renamed: another process serving the same folder never reads half a file.
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, pdf);
    await rename(temporary, file);
    return file;
  }

  return {
    /** The guides given (the library's live ones, in its order); `file` (a signed link) only when `member`. */
    list(entries: readonly GuideListing[], member: boolean, now: Date): { guides: Guide[]; filesExpireAt: string | null } {
      // Whole seconds, and the same expiry for the whole list.
      const expires = Math.floor((now.getTime() + downloadLinkLifetimeMs) / 1000);
      const guides = entries.map(({ slug, name, summary, featured }) => ({
        slug,
        name,
        summary,
        featured,
        image: `${opts.publicApiBase}${guideCoverPath(slug)}`,
        file: member ? `${opts.publicApiBase}${guideDownloadPath(slug)}?expires=${expires}&signature=${sign(slug, expires)}` : null,
      }));
      return { guides, filesExpireAt: member ? new Date(expires * 1000).toISOString() : null };
    },

    /** Checks a download link's expiry and signature (in constant time) for this guide. */
    checkLink(slug: string, expires: string | undefined, signature: string | undefined, now: Date): LinkCheck {
      if (!expires || !signature) return 'missing';
      if (!/^\d{1,12}$/.test(expires) || !safeEqual(signature, sign(slug, Number(expires)))) return 'forged';
      return Number(expires) * 1000 <= now.getTime() ? 'expired' : 'ok';
    },

    /** The cover, with the library's summary when it has one, else its text's. */
    async coverSvg(slug: string, name: string, librarySummary?: string): Promise<string> {
      const summary = librarySummary || (existsSync(path.join(contentDir, `${slug}.md`)) ? (await readGuideText(slug, contentDir)).summary : '');
      return coverSvg(coverShapes(slug, name, summary, opts.product), `Cover of the guide ${name}`);
    },

    /** The guide's PDF file, generated first if needed (once, however many ask at the same time). */
    pdfFile(slug: GuideSlug, name: string): Promise<string> {
      let file = pending.get(slug);
      if (!file) {
        file = generate(slug, name);
        pending.set(slug, file);
        // A failure is not remembered: the next request tries again.
        file.catch(() => pending.delete(slug));
      }
      return file;
    },
  };
}

export type GuideLibrary = ReturnType<typeof createGuideLibrary>;
