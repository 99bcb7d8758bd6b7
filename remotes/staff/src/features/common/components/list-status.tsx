import { plural } from '../lib/format';

interface Props {
  loading: boolean;
  failed?: boolean;
  total: number | undefined;
  one: string;
  many: string;
  /** What an empty result says ("No enquiries match."). */
  empty: string;
}

/**
 * The result count under a list's filter, in a polite live region: "Loading…", "12 enquiries" or the empty
 * message is read out after each search or page without moving the focus.
 */
export function ListStatus({ loading, failed, total, one, many, empty }: Props) {
  let text = '';
  if (loading) text = 'Loading…';
  else if (failed && total === undefined) text = 'Could not load the list.';
  else if (total !== undefined) text = total === 0 ? empty : plural(total, one, many);
  return (
    <p className={`staff-status${!loading && total === 0 ? ' staff-status--empty' : ''}`} role="status" aria-live="polite" aria-atomic="true">
      {text}
    </p>
  );
}
