import './zod-setup';
import { z } from 'zod';
import { pageBlockSchemas, type PageBlockType } from './page-blocks';
import { pageRecordSchema, pageTypeRequiredBlocks, serviceCardSchema, type PageRecord } from './page-record';
import { pageBlockNouns, plainPageMessage, type PageIssue } from './page-words';

/** A field a page needs before it may go on the site: where (`blocks.0.intro`) and what, in plain words. */
export interface PageProblem {
  path: string;
  message: string;
}

/** Pictures that only decorate (a home tab's drawing beside its own title) may have no description. */
const decorative = (path: PropertyKey[]) => path.includes('tabs') && path[path.length - 1] === 'alt';
/** What a reader would see of a text: rich text without its tags. */
const readable = (key: PropertyKey | undefined, text: string) => (key === 'html' ? text.replace(/<[^>]*>/g, ' ').replace(/&nbsp;|&#160;/g, ' ') : text).trim();

/**
 * Every text a block cannot do without that is empty: the contracts let a draft keep an empty field while
 * it is written, so only here is "required" also "written". Optional fields may stay empty.
 */
function emptyFields(schema: z.ZodType, value: unknown, path: PropertyKey[], out: PageIssue[], optional = false): void {
  if (schema instanceof z.ZodOptional) {
    if (value !== undefined) emptyFields(schema.unwrap() as z.ZodType, value, path, out, true);
  } else if (schema instanceof z.ZodString) {
    if (!optional && typeof value === 'string' && readable(path[path.length - 1], value) === '' && !decorative(path))
      out.push({ code: 'too_small', origin: 'string', minimum: 1, path });
  } else if (schema instanceof z.ZodArray) {
    if (Array.isArray(value)) value.forEach((item, index) => emptyFields(schema.element as z.ZodType, item, [...path, index], out));
  } else if (schema instanceof z.ZodObject) {
    if (value && typeof value === 'object')
      for (const [key, field] of Object.entries(schema.shape)) emptyFields(field as z.ZodType, (value as Record<string, unknown>)[key], [...path, key], out);
  } else if (schema instanceof z.ZodUnion) {
    const option = (schema.options as z.ZodType[]).find((one) => one.safeParse(value).success);
    if (option) emptyFields(option, value, path, out, optional);
  }
}

/** "a hero", "an introduction", "compliance cards": a block as something the page needs. */
const aBlock = (type: PageBlockType) => {
  const noun = pageBlockNouns[type].replace(/^The /, '');
  if (/s$/.test(noun)) return noun;
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
};

/**
 * Everything that keeps a page off the site, each named where it is and in plain words ("The hero needs an
 * introduction."): the page's shape (`pageRecordSchema`), the blocks its type must have, and every text it
 * needs written. Empty when the page may be published. The API refuses publishing and scheduling with these;
 * the staff editor shows them beside their fields and in a summary at the top.
 */
export function pageReadiness(page: unknown): PageProblem[] {
  const parsed = pageRecordSchema.safeParse(page);
  const issues: PageIssue[] = parsed.success ? [] : parsed.error.issues;
  const problems = issues.map((issue) => ({ path: issue.path.join('.'), message: plainPageMessage(issue, page) }));
  if (parsed.success) problems.push(...completeness(parsed.data));
  const seen = new Set<string>();
  return problems.filter((problem) => !seen.has(problem.path + problem.message) && !!seen.add(problem.path + problem.message));
}

function completeness(page: PageRecord): PageProblem[] {
  const empty: PageIssue[] = [];
  if (page.type !== 'home' && page.title.trim() === '') empty.push({ code: 'too_small', origin: 'string', minimum: 1, path: ['title'] });
  if (page.card) emptyFields(serviceCardSchema, page.card, ['card'], empty);
  page.blocks.forEach((block, index) => emptyFields(pageBlockSchemas[block.type], block, ['blocks', index], empty));
  const problems = empty.map((issue) => ({ path: issue.path.join('.'), message: plainPageMessage(issue, page) }));
  for (const type of pageTypeRequiredBlocks[page.type])
    if (!page.blocks.some((block) => block.type === type)) problems.push({ path: 'blocks', message: `The page needs ${aBlock(type)}.` });
  return problems;
}
