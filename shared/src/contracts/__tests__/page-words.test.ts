import { z } from 'zod';
import * as blocks from '../page-blocks';
import * as fields from '../page-fields';
import * as record from '../page-record';
import * as pages from '../pages';
import { pageBlockSchemas, pageReadiness, pageTypeBlocks, pageTypeRequiredBlocks, zodWording, type PageBlockType } from '../pages';

/**
 * No one on the team reads the validator's words: every contract staff send a page through answers in
 * plain words. This walks each schema the page contracts export that takes input (block, page, draft,
 * create, publish, …) with inputs that are wrong in every way zod knows — missing, wrong type, too short,
 * too long, not a choice, a field too many — and fails on zod's own wording.
 */
const responseOnly = /Response|Summary|List|^staffPage|^navigation|Version|Links|State|Section|pageSchema$/;
const inputSchemas = Object.entries({ ...fields, ...blocks, ...record, ...pages }).filter(
  ([name, value]) => value instanceof z.ZodType && !responseOnly.test(name),
) as [string, z.ZodType][];

const long = 'x'.repeat(100_001);
const bad: unknown[] = [undefined, null, 1, 'x', '', long, true, [], {}, { extra: 1 }, [1], ['x']];
/** Each block type with nothing, with a field it does not take, and with every field of the wrong kind or too long. */
const badBlocks = (Object.keys(pageBlockSchemas) as PageBlockType[]).flatMap((type) => {
  const keys = Object.keys(pageBlockSchemas[type].shape).filter((key) => key !== 'type');
  return [
    { type },
    { type, nope: 1 },
    { type, ...Object.fromEntries(keys.map((key) => [key, 1])) },
    { type, ...Object.fromEntries(keys.map((key) => [key, long])) },
    { type, ...Object.fromEntries(keys.map((key) => [key, []])) },
    { type, ...Object.fromEntries(keys.map((key) => [key, [{}]])) },
    { type, ...Object.fromEntries(keys.map((key) => [key, { art: 'nope', alt: 1 }])) },
  ];
});
const badPages = [
  ...badBlocks.map((block) => ({ address: '/x', type: 'plain', title: '', blocks: [block] })),
  { address: 'Not An Address', type: 'nope', title: 1, blocks: [{ type: 'nope' }] },
  { address: '/x', type: 'service', title: 'x', card: { text: 1, image: {}, position: -1.5 }, blocks: 'x' },
  { type: 'service', area: 'nope', slug: 'Bad Slug', title: '' },
  { type: 'plain', address: '', title: long },
  { publishAt: 1 },
  { confirm: 'yes' },
];

describe('the page contracts’ words', () => {
  it('finds the input contracts to walk', () => {
    const names = inputSchemas.map(([name]) => name);
    for (const name of [
      'heroBlockSchema',
      'pageRecordSchema',
      'pageDraftSchema',
      'pageCreateSchema',
      'pagePublishSchema',
      'serviceCardSchema',
      'draftBlockSchema',
    ])
      expect(names).toContain(name);
  });

  it.each(inputSchemas)('%s never answers in zod’s own words', (_name, schema) => {
    const messages = [...bad, ...badBlocks, ...badPages].flatMap((input) => {
      const result = schema.safeParse(input);
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    });
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.filter((message) => zodWording.test(message))).toEqual([]);
  });

  it('names the field and the block when the page is at hand', () => {
    const page = {
      address: '/property/tax',
      type: 'service',
      area: 'property',
      title: 'Tax',
      card: { text: '', image: { art: 'coins', alt: '' }, position: 3 },
      blocks: [
        { type: 'hero', intro: '', image: { art: 'coins', alt: '' } },
        { type: 'intro', title: 'Why', text: ['One.', ''] },
        { type: 'similarServices', title: 'Similar Services', services: [] },
      ],
    };
    expect(pageReadiness(page)).toEqual([{ path: 'blocks.2.services', message: 'The similar services block needs at least one service.' }]);
    page.blocks[2] = { type: 'similarServices', title: 'Similar Services', services: ['property/rates'] } as never;
    expect(pageReadiness(page)).toEqual([
      { path: 'card.text', message: 'The service card needs some text.' },
      { path: 'card.image.alt', message: 'The service card’s picture needs a description.' },
      { path: 'blocks.0.intro', message: 'The hero needs an introduction.' },
      { path: 'blocks.0.image.alt', message: 'The hero’s picture needs a description.' },
      { path: 'blocks.1.text.1', message: 'Paragraph 2 of the introduction needs some words.' },
      { path: 'blocks', message: 'The page needs compliance cards.' },
    ]);
  });

  it('refuses a plain page with only a title', () => {
    const page = {
      address: '/accessibility',
      type: 'plain',
      title: 'Accessibility',
      blocks: [
        { type: 'hero', intro: '', image: { art: 'door', alt: '' } },
        { type: 'richText', html: '<p></p>' },
      ],
    };
    expect(pageReadiness(page).map((problem) => problem.message)).toEqual([
      'The hero needs an introduction.',
      'The hero’s picture needs a description.',
      'The page text needs some words.',
    ]);
  });

  it('takes every required block from the type’s own list', () => {
    for (const [type, required] of Object.entries(pageTypeRequiredBlocks))
      for (const block of required) expect(pageTypeBlocks[type as keyof typeof pageTypeBlocks]).toContain(block);
  });
});
