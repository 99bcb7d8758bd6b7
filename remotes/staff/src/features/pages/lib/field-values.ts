import { artOptions, type FieldSpec } from './block-fields';
import type { PathErrors } from './draft-page';

type Value = Record<string, unknown>;

/** An empty value for a field, for a row just added. */
export function emptyOf(field: FieldSpec): unknown {
  switch (field.kind) {
    case 'text':
      return field.key === 'to' ? '/' : '';
    case 'long':
    case 'html':
      return '';
    case 'bool':
      return field.optional ? undefined : false;
    case 'number':
      return 0;
    case 'enum':
      return field.optional ? undefined : field.options[0];
    case 'picture':
      return field.optional ? undefined : { art: artOptions[0].value, alt: '' };
    case 'paragraphs':
    case 'strings':
      return [];
    case 'links':
      return field.optional ? undefined : [];
    case 'rows':
      return field.optional ? undefined : [];
    case 'group':
      return rowOf(field.fields);
  }
}
export const rowOf = (fields: readonly FieldSpec[]): Value => {
  const row: Value = {};
  for (const field of fields) {
    const empty = emptyOf(field);
    if (empty !== undefined) row[field.key] = empty;
  }
  return row;
};

/** A link's address: a site address is followed in the app (`to`); anything else, or a link that was plain, is `href`. */
export function linkTo(link: { label: string; to?: string; href?: string }, address: string) {
  const inApp = link.href === undefined && address.startsWith('/') && !address.startsWith('//');
  return inApp ? { label: link.label, to: address } : { label: link.label, href: address };
}

export const firstUnder = (errors: PathErrors, path: string) => Object.entries(errors).find(([key]) => key.startsWith(`${path}.`))?.[1];
