import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { findRepoRoot } from '../../repo-root';

/** One block of a guide's text, in reading order. */
export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullets'; items: string[] }
  | { kind: 'steps'; items: string[] }
  /** A warning or a tip, set apart in a box: "Pitfall: ..." / "Tip: ...". */
  | { kind: 'callout'; label: string; text: string }
  /** A timeline: when, then what happens. */
  | { kind: 'timeline'; rows: Array<[when: string, what: string]> };

export interface GuideText {
  /** One or two sentences for the cover. */
  summary: string;
  blocks: Block[];
  /** The source text, for the cache key of the generated PDF. */
  source: string;
}

/** The guides' text lives beside the other content (api/content/guides: docs/product/accounts-and-guides.md), one file per slug. */
export const guidesContentDir = path.join(findRepoRoot(), 'api', 'content', 'guides');

/**
 * Reads a guide written in a small subset of Markdown: `> ` the cover summary, `## ` headings, `- `
 * bullets, `1. ` steps, `! Label: text` callouts, `| when | what |` timeline rows, and paragraphs
 * (consecutive lines). Staff can edit the words without touching the layout code.
 */
export function parseGuide(source: string): GuideText {
  const blocks: Block[] = [];
  let summary = '';
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  const last = () => blocks[blocks.length - 1];

  for (const raw of source.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) {
      flush();
      continue;
    }
    if (line.startsWith('> ')) {
      flush();
      summary = summary ? `${summary} ${line.slice(2)}` : line.slice(2);
    } else if (line.startsWith('## ')) {
      flush();
      blocks.push({ kind: 'heading', text: line.slice(3) });
    } else if (line.startsWith('- ')) {
      flush();
      const prev = last();
      if (prev?.kind === 'bullets') prev.items.push(line.slice(2));
      else blocks.push({ kind: 'bullets', items: [line.slice(2)] });
    } else if (/^\d+\.\s/.test(line)) {
      flush();
      const item = line.replace(/^\d+\.\s+/, '');
      const prev = last();
      if (prev?.kind === 'steps') prev.items.push(item);
      else blocks.push({ kind: 'steps', items: [item] });
    } else if (line.startsWith('! ')) {
      flush();
      const [label, ...rest] = line.slice(2).split(':');
      blocks.push({ kind: 'callout', label: label.trim(), text: rest.join(':').trim() });
    } else if (line.startsWith('|')) {
      flush();
      const [when = '', what = ''] = line
        .replace(/^\||\|$/g, '')
        .split('|')
        .map((cell) => cell.trim());
      const prev = last();
      if (prev?.kind === 'timeline') prev.rows.push([when, what]);
      else blocks.push({ kind: 'timeline', rows: [[when, what]] });
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return { summary, blocks, source };
}

export async function readGuideText(slug: string, dir = guidesContentDir): Promise<GuideText> {
  return parseGuide(await readFile(path.join(dir, `${slug}.md`), 'utf8'));
}
