import { pageArtNames, type PageBlockType, type PageType } from '@tenants/shared';

/**
 * How each block type is edited: its fields, in the order the shell's section draws them, each as the
 * kind of input its contract (shared/src/contracts/pages.ts) calls for. One generic form draws any block
 * from this table, so a new block type needs a row here, not a new form.
 */
export type FieldSpec =
  | {
      key: string;
      label: string;
      kind: 'text' | 'long' | 'bool' | 'html' | 'picture' | 'paragraphs' | 'strings' | 'links' | 'number';
      optional?: boolean;
      hint?: string;
    }
  | { key: string; label: string; kind: 'enum'; options: readonly string[]; optional?: boolean; hint?: string }
  /** Repeatable rows (points, questions and answers, reviews), each with its own small form. */
  | { key: string; label: string; kind: 'rows'; item: string; fields: FieldSpec[]; optional?: boolean; hint?: string }
  /** A group of fields kept together in the record (the community page's e-mail card). */
  | { key: string; label: string; kind: 'group'; fields: FieldSpec[]; optional?: boolean; hint?: string };

const tones = ['light', 'white', 'grey', 'navy'] as const;
const point: FieldSpec[] = [
  { key: 'title', label: 'Title', kind: 'text' },
  { key: 'text', label: 'Text', kind: 'long' },
];
const qa: FieldSpec[] = [
  { key: 'question', label: 'Question', kind: 'text' },
  { key: 'answer', label: 'Answer', kind: 'long' },
];

/** The shell's ContentBlock fields that several blocks share. */
const content: FieldSpec[] = [
  { key: 'title', label: 'Heading', kind: 'text' },
  { key: 'subtitle', label: 'Subheading', kind: 'text', optional: true },
  { key: 'text', label: 'Paragraphs', kind: 'paragraphs' },
  { key: 'image', label: 'Picture', kind: 'picture', optional: true },
  { key: 'mobileImage', label: 'Picture on phones', kind: 'picture', optional: true },
  { key: 'button', label: 'Show the Enquire Now button', kind: 'bool', optional: true },
  { key: 'links', label: 'Links', kind: 'links', optional: true },
];
const tone: FieldSpec = { key: 'tone', label: 'Background', kind: 'enum', options: tones, optional: true };
const communityCard: FieldSpec[] = [
  { key: 'title', label: 'Title', kind: 'text' },
  { key: 'text', label: 'Text', kind: 'long' },
  { key: 'label', label: 'Field label', kind: 'text' },
  { key: 'placeholder', label: 'Field placeholder', kind: 'text' },
  { key: 'consent', label: 'Consent words', kind: 'long', optional: true },
  { key: 'success', label: 'Thank-you words', kind: 'long', optional: true },
];

export const blockFields: Record<PageBlockType, FieldSpec[]> = {
  hero: [
    { key: 'eyebrow', label: 'Eyebrow (small line above the heading)', kind: 'text', optional: true },
    { key: 'title', label: 'Heading (when not the page title)', kind: 'text', optional: true },
    { key: 'intro', label: 'Introduction', kind: 'long' },
    { key: 'image', label: 'Picture', kind: 'picture' },
    { key: 'mobileImage', label: 'Picture on phones', kind: 'picture', optional: true },
    { key: 'enquireButton', label: 'Show the Enquire Now button', kind: 'bool', optional: true },
  ],
  heroTiles: [
    {
      key: 'tiles',
      label: 'Tiles',
      kind: 'rows',
      item: 'tile',
      fields: [
        { key: 'title', label: 'Title', kind: 'text' },
        { key: 'text', label: 'Text', kind: 'long' },
        { key: 'to', label: 'Address it opens', kind: 'text' },
        { key: 'membersHide', label: 'Hide once a member is signed in', kind: 'bool', optional: true },
      ],
    },
  ],
  intro: [
    ...content,
    { key: 'points', label: 'Points', kind: 'rows', item: 'point', fields: point, optional: true },
    tone,
    { key: 'reverse', label: 'Picture on the other side', kind: 'bool', optional: true },
  ],
  points: [
    ...content,
    { key: 'points', label: 'Points', kind: 'rows', item: 'point', fields: point },
    tone,
    { key: 'numbered', label: 'Numbered', kind: 'bool', optional: true },
  ],
  values: [...content, { key: 'points', label: 'Values', kind: 'rows', item: 'value', fields: point, hint: 'Up to five, each with its icon in order.' }, tone],
  qa: [...content, { key: 'qa', label: 'Questions and answers', kind: 'rows', item: 'question', fields: qa }, tone],
  faq: [
    { key: 'title', label: 'Heading', kind: 'text' },
    { key: 'items', label: 'Questions and answers', kind: 'rows', item: 'question', fields: qa },
  ],
  reviews: [
    { key: 'title', label: 'Heading', kind: 'text' },
    { key: 'text', label: 'Text', kind: 'long' },
    {
      key: 'reviews',
      label: 'Reviews',
      kind: 'rows',
      item: 'review',
      fields: [
        { key: 'name', label: 'Name', kind: 'text' },
        { key: 'business', label: 'Business', kind: 'text' },
        { key: 'quote', label: 'Quote', kind: 'long' },
      ],
    },
  ],
  benefits: [
    { key: 'title', label: 'Heading', kind: 'text' },
    { key: 'text', label: 'Text', kind: 'long' },
    { key: 'mobileText', label: 'Shorter text for phones', kind: 'long' },
    {
      key: 'points',
      label: 'Benefits',
      kind: 'rows',
      item: 'benefit',
      fields: [{ key: 'icon', label: 'Icon', kind: 'enum', options: ['community', 'lobbying', 'support'] }, ...point],
    },
  ],
  banner: [
    ...content,
    { key: 'tone', label: 'Background', kind: 'enum', options: ['navy', 'cyan'], optional: true },
    { key: 'plainLink', label: 'Button loads the page in full', kind: 'bool', optional: true },
  ],
  helpBanner: [],
  guides: [
    { key: 'title', label: 'Heading', kind: 'text' },
    { key: 'text', label: 'Text', kind: 'long' },
    { key: 'lockedText', label: 'Text for visitors who are not members', kind: 'long' },
    { key: 'full', label: 'Every guide (not only the featured four)', kind: 'bool' },
  ],
  enquiry: [],
  serviceTabs: [
    { key: 'title', label: 'Heading', kind: 'text' },
    { key: 'text', label: 'Text', kind: 'long' },
    {
      key: 'tabs',
      label: 'Tabs',
      kind: 'rows',
      item: 'tab',
      fields: [
        { key: 'area', label: 'Area', kind: 'enum', options: ['property', 'corporate', 'non-corporate'] },
        { key: 'label', label: 'Tab label', kind: 'text' },
        { key: 'title', label: 'Title', kind: 'text' },
        { key: 'text', label: 'Text', kind: 'long' },
        { key: 'image', label: 'Picture', kind: 'picture' },
        { key: 'highlights', label: 'Services shown (their names, e.g. rates)', kind: 'strings' },
      ],
    },
  ],
  serviceCards: [
    { key: 'title', label: 'Heading', kind: 'text' },
    { key: 'area', label: 'Area', kind: 'enum', options: ['property', 'corporate', 'non-corporate'] },
  ],
  similarServices: [
    { key: 'title', label: 'Heading', kind: 'text' },
    { key: 'services', label: 'Services (area/name, e.g. property/rates)', kind: 'strings' },
  ],
  compliance: [
    { key: 'title', label: 'Heading', kind: 'text' },
    {
      key: 'cards',
      label: 'Cards',
      kind: 'rows',
      item: 'card',
      fields: [...point, { key: 'to', label: 'Address it opens', kind: 'text' }],
    },
  ],
  propertyIdentification: [
    ...content,
    { key: 'points', label: 'Points', kind: 'rows', item: 'point', fields: point },
    { key: 'tip', label: 'Top tip', kind: 'long' },
  ],
  communityGroups: [
    { key: 'title', label: 'Heading', kind: 'text' },
    { key: 'text', label: 'Text', kind: 'long' },
    { key: 'email', label: 'The e-mail list card', kind: 'group', fields: communityCard },
    { key: 'whatsapp', label: 'The WhatsApp card', kind: 'group', fields: communityCard },
    { key: 'facebook', label: 'The Facebook card', kind: 'group', fields: point },
  ],
  richText: [{ key: 'html', label: 'Text', kind: 'html' }],
};

/** Block types by the name staff know them by. */
export const blockNames: Record<PageBlockType, string> = {
  hero: 'Hero',
  heroTiles: 'Hero tiles',
  intro: 'Introduction',
  points: 'Points',
  values: 'Values',
  qa: 'Questions and answers',
  faq: 'FAQ',
  reviews: 'Reviews',
  benefits: 'Benefits',
  banner: 'Banner',
  helpBanner: 'Help banner (words from the settings)',
  guides: 'Guides',
  enquiry: 'Enquiry form',
  serviceTabs: 'Services tabs',
  serviceCards: 'Service cards of an area',
  similarServices: 'Similar services',
  compliance: 'Compliance cards',
  propertyIdentification: 'Property identification',
  communityGroups: 'Community groups',
  richText: 'Rich text',
};

/** Blocks with nothing to write here: what they say comes from elsewhere. */
export const blockNotes: Partial<Record<PageBlockType, string>> = {
  helpBanner: 'Its words are the site settings’ help banner.',
  enquiry: 'The enquiry form, as on every page that has it.',
};

export const pageTypeNames: Record<PageType, string> = {
  home: 'Home page',
  organisation: 'Organisation page',
  community: 'Community page',
  advice: 'Advice page',
  service: 'Service page',
  overview: 'Area overview',
  plain: 'Plain page',
};

/** The drawings a picture can be, by name (and an uploaded picture, kept as it is). */
export const artOptions = pageArtNames.map((name) => ({ value: name, label: name[0].toUpperCase() + name.slice(1) }));
