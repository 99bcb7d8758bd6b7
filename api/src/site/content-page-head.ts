import { descriptionFromText, isMediaPath, type HeadMeta, type HeadTags, type PageRecord, type RuntimeConfig } from '@tenants/shared/model';

/**
 * The head of a content page (a page staff edit in the pages desk), as data the site server escapes and
 * writes like a remote's (page-assembly.ts `headTags`): its description (replacing the shell's one line for
 * the whole site), Open Graph and Twitter tags, so a page found by a search engine or shared in a chat shows
 * its own words and picture without any script. What staff left empty comes from the text: the hero's
 * introduction (or the first text block) and the hero's picture when it is an uploaded one.
 */

type Config = Pick<RuntimeConfig, 'siteUrl' | 'apiBase' | 'brand'>;

/** The first words a reader meets: the hero's introduction, else the first block with text. */
function firstText(page: PageRecord): string {
  for (const block of page.blocks) {
    const fields = block as Record<string, unknown>;
    if (block.type === 'hero' && typeof fields.intro === 'string' && fields.intro.trim()) return fields.intro;
    if (block.type === 'richText' && typeof fields.html === 'string' && fields.html.trim()) return fields.html;
    if (Array.isArray(fields.text)) {
      const paragraphs = fields.text.filter((line): line is string => typeof line === 'string' && line.trim() !== '');
      if (paragraphs.length) return paragraphs.join(' ');
    }
  }
  return '';
}

/** The hero's picture when it is an uploaded file (a drawing is drawn by the shell: no image a network can fetch). */
function heroPicture(page: PageRecord): { path: string; alt: string } | undefined {
  const hero = page.blocks.find((block) => block.type === 'hero');
  const image = hero && 'image' in hero ? hero.image : undefined;
  return image && isMediaPath(image.art) ? { path: image.art, alt: image.alt } : undefined;
}

/** Pictures load from the API host (docs/product/api.md): absolute when the API base is a host, else under the site's origin. */
export function absoluteMediaUrl(path: string, config: Pick<Config, 'siteUrl' | 'apiBase'>): string {
  const base = /^https?:\/\//.test(config.apiBase) ? config.apiBase : `${config.siteUrl ?? ''}${config.apiBase}`;
  return `${base.replace(/\/+$/, '')}${path}`;
}

/** The tags of a content page, from its own description and social picture or, left empty, from its text. */
export function contentPageHead(page: PageRecord, config: Config): HeadTags {
  const fill = (text: string) => text.replaceAll('{product}', config.brand.product);
  const product = config.brand.product;
  const hero = page.blocks.find((block) => block.type === 'hero');
  const title = fill((hero && 'title' in hero && hero.title) || page.title) || product;
  // Filled before it is cut: the brand's name is longer than its placeholder.
  const description = page.description?.trim() ? fill(page.description.trim()) : descriptionFromText(fill(firstText(page)));
  const picture = page.socialImage ?? heroPicture(page);
  const url = `${config.siteUrl ?? ''}${page.address === '/' ? '/' : page.address}`;
  const property = (name: string, content: string): HeadMeta => ({ property: name, content });
  const named = (name: string, content: string): HeadMeta => ({ name, content });
  return {
    ...(config.siteUrl ? { canonical: url } : {}),
    meta: [
      ...(description ? [named('description', description)] : []),
      property('og:type', 'website'),
      property('og:site_name', product),
      property('og:title', title),
      ...(description ? [property('og:description', description)] : []),
      ...(config.siteUrl ? [property('og:url', url)] : []),
      ...(picture ? [property('og:image', absoluteMediaUrl(picture.path, config))] : []),
      ...(picture?.alt ? [property('og:image:alt', fill(picture.alt))] : []),
      property('og:locale', 'en_GB'),
      named('twitter:card', picture ? 'summary_large_image' : 'summary'),
    ],
  };
}
