import type { FieldSpec } from '../../pages/lib/block-fields';

/** One field or item that differs: its name, and its words before and after ('' where it was added or removed). */
export interface ChangeRow {
  label: string;
  /** The form's top-level field it is in ("Social links"), for the history's one-line summary. */
  section: string;
  before: string;
  after: string;
}

type Value = Record<string, unknown>;
const asRecord = (value: unknown): Value => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Value) : {});
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
/** Lines are compared as one text, a mark between them, so a line moved or reworded shows word by word. */
const lines = (items: unknown[]) => items.map(String).join(' ¶ ');

/** A field's value as words: a list line by line, a link as its words and address, a yes or no. */
function wordsOf(field: FieldSpec, value: unknown): string {
  if (field.kind === 'bool') return value ? 'Yes' : 'No';
  if (field.kind === 'strings' || field.kind === 'paragraphs') return lines(asList(value));
  if (field.kind === 'links')
    return lines(
      asList(value).map((link) => {
        const { label, to, href } = asRecord(link);
        return `${String(label ?? '')} → ${String(to ?? href ?? '')}`;
      }),
    );
  if (field.kind === 'rows' || field.kind === 'group') return '';
  return value === undefined || value === null ? '' : String(value);
}

/** A row of a list (a menu entry, a footer column) as words: each of its fields named, the empty ones left out. */
function itemWords(fields: FieldSpec[], item: unknown): string {
  const record = asRecord(item);
  return fields
    .map((field) => ({ field, words: wordsOf(field, record[field.key]) }))
    .filter(({ field, words }) => words && !(field.kind === 'bool' && words === 'No'))
    .map(({ field, words }) => `${field.label}: ${words}`)
    .join(' · ');
}

/**
 * What changed between two records edited with the same fields' table (the settings, the menus): text word
 * by word, groups field by field, lists item by item (an entry added, removed or changed, by its place).
 * Only what differs is listed, in the form's order.
 */
export function recordChanges(fields: FieldSpec[], before: unknown, after: unknown, within?: { label: string; section: string }): ChangeRow[] {
  const was = asRecord(before);
  const now = asRecord(after);
  return fields.flatMap((field): ChangeRow[] => {
    const label = within ? `${within.label}: ${field.label}` : field.label;
    const section = within?.section ?? field.label;
    if (field.kind === 'group') return recordChanges(field.fields, was[field.key], now[field.key], { label, section });
    if (field.kind === 'rows') {
      const [a, b] = [asList(was[field.key]), asList(now[field.key])];
      return Array.from({ length: Math.max(a.length, b.length) }, (_, i) => ({
        label: `${label}, ${field.item} ${i + 1}`,
        section,
        before: i < a.length ? itemWords(field.fields, a[i]) : '',
        after: i < b.length ? itemWords(field.fields, b[i]) : '',
      })).filter((row) => row.before !== row.after);
    }
    const row = { label, section, before: wordsOf(field, was[field.key]), after: wordsOf(field, now[field.key]) };
    return row.before === row.after ? [] : [row];
  });
}

/** A line naming what changed ("Changed: Contact e-mail, Phone number"), for a version in the history. */
export function changeSummary(rows: ChangeRow[]): string {
  if (rows.length === 0) return 'No changes';
  const names = [...new Set(rows.map((row) => row.section))];
  return `Changed: ${names.join('; ')}`;
}
