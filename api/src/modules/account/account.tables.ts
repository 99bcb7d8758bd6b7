import type { ColumnType, Generated, Selectable } from 'kysely';

/** A member (docs/product/accounts-and-guides.md). Times are ISO 8601 strings, as in every table. */
export interface MemberTable {
  id: string;
  firstname: string;
  lastname: string;
  /** Trimmed and lower-cased. */
  email: string;
  /** Digits only. */
  phone: string | null;
  /** `scrypt$N$r$p$salt$hash` (security/password.ts); never the password itself. */
  password_hash: string;
  /** 'member' unless the CLI made it staff (`staff add`): docs/product/staff.md. */
  role: Generated<MemberRole>;
  /** Set while staff have deactivated the account (it cannot log in). */
  deactivated_at: string | null;
  /**
   * A staff account's address when its role was given (or the one it moved to with a fresh second factor):
   * the only address its enrolment links go to. Null for members. Left out of an insert: null.
   */
  staff_email: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
  updated_at: string;
}

export type MemberRole = 'member' | 'contributor' | 'staff' | 'admin';

/** A staff note on a member. */
export interface MemberNoteTable {
  id: string;
  member_id: string;
  /** Null once the author's account is erased. */
  author_id: string | null;
  text: string;
  created_at: string;
}

/** A member's label: short words staff file members under. */
export interface MemberLabelTable {
  member_id: string;
  label: string;
}

/** A login session: the SHA-256 of the opaque token the browser holds. */
export interface MemberSessionTable {
  id: string;
  member_id: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  /** Set by logout (and by a password reset or a deactivation, which end every session). */
  revoked_at: string | null;
  /** The session's last call, written for staff sessions at most once a minute (their idle limit). */
  last_seen_at: string | null;
  /** When a second factor confirmed this (staff) session; null: password alone. */
  second_factor_at: string | null;
  /** When a password or second factor was last given in this session (sensitive staff actions need 5 minutes). */
  fresh_auth_at: string | null;
  /** When a second factor (not a password, not an enrolment) was last given (releases, newsletters, invitations, passkeys). */
  fresh_factor_at: string | null;
  /** The WebAuthn challenge last given to this session, and when (single use). */
  webauthn_challenge: string | null;
  webauthn_challenge_at: string | null;
}

/** A password-reset link: the SHA-256 of the token in the e-mailed link; single use. */
export interface PasswordResetTable {
  id: string;
  member_id: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A member's asked-for new e-mail: theirs once the link mailed to it is followed (its token's SHA-256 only). */
export interface MemberEmailChangeTable {
  id: string;
  member_id: string;
  new_email: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  /** When the asking session last gave its second factor (a staff account's change): null for a member's. */
  factor_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export type Member = Selectable<MemberTable>;

/** The members' tables, for Kysely's types (modules/index.ts). */
export interface AccountTables {
  members: MemberTable;
  member_sessions: MemberSessionTable;
  password_resets: PasswordResetTable;
  member_notes: MemberNoteTable;
  member_labels: MemberLabelTable;
  member_email_changes: MemberEmailChangeTable;
}
