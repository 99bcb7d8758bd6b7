import { z } from 'zod';
import { articleCategories } from '@tenants/shared/model';
import { isMediaName } from './media';

/**
 * One article file, `api/content/articles/<alias>.html`: a front-matter block of `key: value` lines between
 * `---` lines, then the body as HTML. The file name is the alias (the article's address, /insights/<alias>).
 * Marketing writes these by hand, so every problem is reported with the file and field at fault.
 */
const categoryNames = articleCategories.map((c) => c.name) as [string, ...string[]];

export const frontMatterSchema = z.object({
  title: z.string().min(1).max(300),
  category: z.enum(categoryNames, { error: `must be one of ${categoryNames.join(', ')}` }),
  author: z.string().max(200).optional(),
  published: z.string().regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?Z?)?$/, 'must be a date like 2026-03-14'),
  image: z
    .string()
    .refine(isMediaName, 'must be a file name in api/content/media/articles (lower-case letters, digits, dashes; .svg, .png, .jpg, .webp, .avif)'),
  imageAlt: z.string().min(1, 'must describe the picture').max(300),
  caption: z.string().min(1).max(2000),
  text: z.string().min(1).max(300),
});
export type FrontMatter = z.infer<typeof frontMatterSchema>;

export interface ArticleSource extends FrontMatter {
  alias: string;
  bodyHtml: string;
}

export const aliasPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Parses one article file; throws with the first problem's field named. */
export function parseArticleFile(alias: string, source: string): ArticleSource {
  if (!aliasPattern.test(alias) || alias.length > 200) throw new Error('the file name must be lower-case words joined by dashes');
  const match = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(source);
  if (!match) throw new Error('the file must start with a front-matter block between two "---" lines');
  const fields: Record<string, string> = {};
  for (const line of match[1].split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    const field = /^([A-Za-z]+):\s*(.*)$/.exec(line);
    if (!field) throw new Error(`front matter line "${line.slice(0, 40)}" is not "key: value"`);
    fields[field[1]] = field[2].trim();
  }
  const parsed = frontMatterSchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${issue.path.join('.') || 'front matter'}: ${issue.message}`);
  }
  const published = new Date(parsed.data.published.length === 10 ? `${parsed.data.published}T09:00:00Z` : parsed.data.published);
  if (Number.isNaN(published.getTime())) throw new Error('published is not a real date');
  const bodyHtml = match[2].trim();
  if (!bodyHtml) throw new Error('the body after the front matter is empty');
  return { ...parsed.data, published: published.toISOString(), alias, bodyHtml };
}
