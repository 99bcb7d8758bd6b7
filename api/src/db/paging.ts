import { sql, type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';

/** One page of a staff list, in the contracts' shape (`pagedSchema`). */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  totalPage: number;
}

export const pageOf = <T>(items: T[], total: number | string | bigint, page: number, pageSize: number): Page<T> => {
  const count = Number(total);
  return { items, total: count, page, pageSize, totalPage: Math.ceil(count / pageSize) };
};

/**
 * One page of a filtered list and how many rows the filter matches in all, in two queries run side by side:
 * `rows` selects and orders the page's columns from `base`; the count is taken over `base` itself.
 */
export async function paged<DB, TB extends keyof DB, R>(
  base: SelectQueryBuilder<DB, TB, object>,
  { page, pageSize }: { page: number; pageSize: number },
  rows: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, R>,
): Promise<{ rows: R[]; total: number }> {
  const [found, count] = await Promise.all([
    rows(base)
      .offset((page - 1) * pageSize)
      .limit(pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows: found as R[], total: Number((count as { count: number | string }).count) };
}

/** `%`, `_` and the escape character itself taken literally in a LIKE pattern. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Whether any of `columns` holds `text`, ignoring case, the same on SQLite and PostgreSQL: both sides
 * lower-cased (PostgreSQL's LIKE is case-sensitive, SQLite's is not), the visitor's `%` and `_` escaped.
 * A scan, which the staff lists (thousands of rows, not millions) can afford.
 */
export function containsText<DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>, columns: string[], text: string): Expression<SqlBool> {
  const pattern = `%${likeEscaped(text.toLowerCase())}%`;
  return eb.or(columns.map((column) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`));
}

/**
 * A `from`/`to` filter's days (YYYY-MM-DD, UTC, both inclusive) as the ISO 8601 bounds the tables' times
 * compare with as text: on or after `from`'s midnight, before the midnight after `to`.
 */
export function dayBounds(from: string | undefined, to: string | undefined): { since?: string; before?: string } {
  const day = (d: string) => new Date(`${d}T00:00:00.000Z`);
  return {
    since: from ? day(from).toISOString() : undefined,
    before: to ? new Date(day(to).getTime() + 24 * 60 * 60 * 1000).toISOString() : undefined,
  };
}
