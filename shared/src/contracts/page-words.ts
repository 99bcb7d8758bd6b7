import type { PageBlockType } from './page-blocks';

/**
 * The pages' refusals in the words a communications team uses ("The hero needs an introduction."), never
 * the validator's ("Too small: expected string to have >=1 characters"). Every page contract carries
 * `plainPageError` as its error, so a bare parse already says which field and what is wrong; where the page
 * itself is at hand (publishing, the editor) `plainPageMessage` also names the block by its type.
 */

/** How a block is named in a sentence that starts with it. */
export const pageBlockNouns: Record<PageBlockType, string> = {
  hero: 'The hero',
  heroTiles: 'The hero tiles',
  intro: 'The introduction',
  points: 'The points block',
  values: 'The values block',
  qa: 'The questions and answers',
  faq: 'The FAQ',
  reviews: 'The reviews',
  benefits: 'The benefits',
  banner: 'The banner',
  helpBanner: 'The help banner',
  guides: 'The guides block',
  enquiry: 'The enquiry form',
  serviceTabs: 'The services tabs',
  serviceCards: 'The service cards',
  similarServices: 'The similar services block',
  compliance: 'The compliance cards',
  propertyIdentification: 'The property identification block',
  communityGroups: 'The community groups',
  richText: 'The page text',
};

/** A field by its key, as what a block "needs". */
const fieldNeeds: Record<string, string> = {
  title: 'a heading',
  subtitle: 'a subheading',
  eyebrow: 'a line above the heading',
  intro: 'an introduction',
  text: 'some text',
  mobileText: 'a shorter text for phones',
  lockedText: 'a text for visitors who are not members',
  image: 'a picture',
  mobileImage: 'a picture for phones',
  art: 'a drawing or an uploaded picture',
  alt: 'a description',
  question: 'a question',
  answer: 'an answer',
  name: 'a name',
  business: 'a business',
  quote: 'a quote',
  label: 'a label',
  placeholder: 'a placeholder',
  consent: 'consent words',
  success: 'thank-you words',
  to: 'an address to open',
  href: 'a link',
  tip: 'a top tip',
  html: 'some words',
  area: 'an area',
  icon: 'an icon',
  tone: 'a background',
  full: 'a choice of every guide or the featured four',
  position: 'a place in the menu',
  type: 'a kind of block',
  address: 'an address',
  slug: 'a name in its address',
  publishAt: 'a time to publish',
};

/** A list by its key: what one of its rows is called. */
const rowNames: Record<string, string> = {
  blocks: 'block',
  tiles: 'tile',
  points: 'point',
  qa: 'question',
  items: 'question',
  reviews: 'review',
  tabs: 'tab',
  cards: 'card',
  links: 'link',
  text: 'paragraph',
  highlights: 'service',
  services: 'service',
};

/** A group of fields kept together (a picture, a card) as it is named after its owner. */
const groupNames: Record<string, string> = {
  image: 'picture',
  mobileImage: 'picture for phones',
  email: 'e-mail card',
  whatsapp: 'WhatsApp card',
  facebook: 'Facebook card',
};

const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text[0].toLowerCase() + text.slice(1) : text);
const upperFirst = (text: string) => text[0].toUpperCase() + text.slice(1);
/** "an introduction" → "introduction": the field's name where a sentence says what is wrong with it. */
const bare = (phrase: string) => phrase.replace(/^(a|an|some) /, '');
const possessive = (owner: string) => (owner.endsWith('s') ? `${owner}’` : `${owner}’s`);

/** The issue's parts the words need (zod's issue as raised, or as it is after a parse). */
export interface PageIssue {
  code: string;
  path: PropertyKey[];
  input?: unknown;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  keys?: string[];
  message?: string;
}

/** zod's own wording ("Too small: expected array to have >=1 items"), which no one on the team should read. */
export const zodWording = /^(Invalid|Too (small|big)|Unrecognized key|Expected)|expected \w+, received|expected (string|array|number) to have/;

const at = (root: unknown, path: PropertyKey[]): unknown =>
  path.reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined), root);

/** Who the words are about, and the field: `blocks.0.image.alt` of a hero → "The hero’s picture", "alt". */
function ownerAndField(path: PropertyKey[], root: unknown): { owner: string; field: PropertyKey | undefined } {
  let owner = 'The page';
  let index = 0;
  if (path[0] === 'blocks' && typeof path[1] === 'number') {
    const type = (at(root, path.slice(0, 2)) as { type?: unknown } | undefined)?.type;
    owner = typeof type === 'string' && type in pageBlockNouns ? pageBlockNouns[type as PageBlockType] : `Block ${path[1] + 1}`;
    index = 2;
  } else if (path[0] === 'card') {
    owner = 'The service card';
    index = 1;
  }
  while (index < path.length - 1) {
    const key = String(path[index]);
    const next = path[index + 1];
    if (typeof next === 'number') {
      // A row that is the field itself (a paragraph of `text`) is named by the caller, not folded into the owner.
      if (index + 1 === path.length - 1) break;
      owner = `${upperFirst(rowNames[key] ?? 'row')} ${next + 1} of ${lowerFirst(owner)}`;
      index += 2;
    } else {
      owner = `${possessive(owner)} ${groupNames[key] ?? bare(fieldNeeds[key] ?? key)}`;
      index += 1;
    }
  }
  return { owner, field: index === path.length - 2 ? path[index + 1] : path[index] };
}

/**
 * The plain words for one issue of a page contract. `root` is what was checked, when known: the value at
 * the path tells a missing field from a wrong one, and a block is named by its type.
 */
export function plainPageMessage(issue: PageIssue, root?: unknown): string {
  const { owner, field } = ownerAndField(issue.path, root);
  const value = root === undefined ? issue.input : at(root, issue.path);
  const key = typeof field === 'number' ? 'item' : String(field ?? '');
  const rowOfList = typeof field === 'number' && issue.path.length > 1 ? String(issue.path[issue.path.length - 2]) : undefined;
  const subject = typeof field === 'number' ? `${upperFirst(rowNames[rowOfList ?? ''] ?? 'Row')} ${field + 1} of ${lowerFirst(owner)}` : owner;
  const needs = typeof field === 'number' ? 'some words' : field === 'title' && issue.path.length === 1 ? 'a title' : (fieldNeeds[key] ?? 'this field');
  const name = typeof field === 'number' ? 'words' : bare(needs);
  const whose = typeof field === 'number' ? subject : `${possessive(subject)} ${name}`;
  const limit = Number(issue.maximum ?? issue.minimum ?? 0);
  switch (issue.code) {
    case 'invalid_type':
      return value === undefined || value === null ? `${subject} needs ${needs}.` : `${upperFirst(whose)} is not valid.`;
    case 'too_small':
      if (issue.origin === 'array') return `${subject} needs at least ${limit === 1 ? 'one' : limit} ${rowNames[key] ?? 'row'}${limit === 1 ? '' : 's'}.`;
      if (issue.origin === 'string' && limit <= 1) return `${subject} needs ${needs}.`;
      return `${upperFirst(whose)} is too small: at least ${limit}.`;
    case 'too_big':
      if (issue.origin === 'string') return `${upperFirst(whose)} is too long: at most ${limit} characters.`;
      if (issue.origin === 'array') return `${subject} takes at most ${limit} ${rowNames[key] ?? 'row'}${limit === 1 ? '' : 's'}.`;
      return `${upperFirst(whose)} is too large: at most ${limit}.`;
    case 'invalid_value':
    case 'invalid_union':
      if (field === undefined || field === 'type') return `${subject} is not a kind of block the site has.`;
      return `${upperFirst(whose)} is not one of the choices.`;
    case 'unrecognized_keys':
      return `${subject} has ${issue.keys?.length === 1 ? 'a field' : 'fields'} it does not take: ${(issue.keys ?? []).join(', ')}.`;
    default:
      // A check with words of its own (an address's pattern, a block the page type does not take) keeps them.
      return issue.message && !zodWording.test(issue.message) ? issue.message : `${upperFirst(whose)} is not valid.`;
  }
}

/** The error every page contract carries (zod calls it as an issue is raised; it returns the words). */
export const plainPageError = (issue: unknown) => plainPageMessage({ ...(issue as PageIssue), path: (issue as PageIssue).path ?? [] });
/** `{ error }` for a schema's options: `z.string(plain)`, `.min(1, plain)`. */
export const plainWords = { error: plainPageError } as const;
