import type { Selectable } from 'kysely';

/** One change made by staff or by the CLI (docs/product/staff.md): who, when, what, to what. */
export interface StaffAuditTable {
  id: string;
  /** ISO 8601. */
  at: string;
  /** The staff member's id; null for the CLI. */
  actor_id: string | null;
  /** The staff member's e-mail at the time, or 'cli'. */
  actor_email: string;
  /** Dotted verb: `enquiry.status`, `article.publish`, `member.erase`, `staff.add`. */
  action: string;
  /** `enquiry:<id>`, `article:<id>`, `member:<id>`, `list:newsletter:<id>`. */
  target: string;
  /** A short summary: never a password, token, card data or an erased member's details. */
  detail: string;
}

export type StaffAuditRow = Selectable<StaffAuditTable>;
