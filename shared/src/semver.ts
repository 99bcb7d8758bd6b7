/**
 * Whether `version` satisfies `range`, for the ranges the builds write (shared/src/mf/shared-deps.cjs:
 * `^major.0.0`) and the plain ones a team's build may: `^`, `~`, `>=`, `>`, `<=`, `<`, an exact version,
 * `*`, and several joined by spaces (all must hold) or `||` (one must). A range it cannot read is not
 * satisfied, so an unknown requirement refuses a strict singleton rather than running on a guess.
 */
type Triple = [number, number, number];

function parse(text: string): Triple | undefined {
  const match = /^v?(\d+)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?(?:[-+].*)?$/.exec(text.trim());
  if (!match) return undefined;
  const part = (value: string | undefined) => (value === undefined || value === 'x' || value === '*' ? 0 : Number(value));
  return [Number(match[1]), part(match[2]), part(match[3])];
}

const compare = (a: Triple, b: Triple) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** The first version past a caret or tilde range starting at `low`. */
function caretEnd([major, minor, patch]: Triple): Triple {
  if (major > 0) return [major + 1, 0, 0];
  if (minor > 0) return [0, minor + 1, 0];
  return [0, 0, patch + 1];
}

function holds(version: Triple, comparator: string): boolean {
  if (comparator === '*' || comparator === '' || comparator === 'x') return true;
  const match = /^(\^|~|>=|<=|>|<|=)?\s*(.+)$/.exec(comparator);
  const bound = match && parse(match[2]);
  if (!match || !bound) return false;
  const order = compare(version, bound);
  switch (match[1]) {
    case '^':
      return order >= 0 && compare(version, caretEnd(bound)) < 0;
    case '~':
      return order >= 0 && compare(version, [bound[0], bound[1] + 1, 0]) < 0;
    case '>=':
      return order >= 0;
    case '>':
      return order > 0;
    case '<=':
      return order <= 0;
    case '<':
      return order < 0;
    default:
      return order === 0;
  }
}

export function satisfy(version: string, range: string): boolean {
  const parsed = parse(version);
  if (!parsed) return false;
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      .replace(/(\^|~|>=|<=|>|<|=)\s+/g, '$1')
      .split(/\s+/)
      .every((comparator) => holds(parsed, comparator)),
  );
}
