import type { Generated, Selectable } from 'kysely';

/** One change made by staff or by the CLI, or a read of personal data (docs/product/staff.md). */
export interface StaffAuditTable {
  id: string;
  /** ISO 8601. */
  at: string;
  /** The staff member's id; null for the CLI. */
  actor_id: string | null;
  /** The staff member's e-mail at the time, `erased-<hex>` once they are erased, or 'cli'. */
  actor_email: string;
  /** One of `staffAuditActions`: `enquiry.status`, `member.view`, `member.erase`, `staff.add`... */
  action: string;
  /** `<type>:<id>` (or the type alone), as rows before the structured audit log had it; `target_type` and `target_id` are what is read. */
  target: string;
  /** Rows before the structured audit log only (free text); later rows write ''. */
  detail: string;
  /** One of `staffAuditTargetTypes`. */
  target_type: Generated<string>;
  /** A row id, never a name, e-mail or phone; null for a search or an export. */
  target_id: string | null;
  /** JSON object of `staffAuditDataSchema`'s known keys (numbers, states, ids: no free text). */
  data: Generated<string>;
}

export type StaffAuditRow = Selectable<StaffAuditTable>;

/** An account's authenticator app. */
export interface StaffTotpTable {
  member_id: string;
  /**
   * The base32 secret sealed with AES-256-GCM under TOTP_ENCRYPTION_KEY (security/secret-box.ts): the app
   * needs the secret itself, so it cannot be hashed, and a copy of the database must not give it away.
   */
  secret: string;
  /** Null while the enrolment waits for its first code. */
  confirmed_at: string | null;
  /** The time step of the last code accepted (no code works twice). */
  last_time_step: number | null;
  created_at: string;
}

/** One of an account's ten one-time recovery codes: the SHA-256 of the code only. */
export interface StaffRecoveryCodeTable {
  id: string;
  member_id: string;
  code_hash: string;
  used_at: string | null;
  created_at: string;
}

/** A passkey (WebAuthn credential) of an account. */
export interface StaffPasskeyTable {
  /** The credential id, base64url. */
  id: string;
  member_id: string;
  /** COSE public key, base64url. */
  public_key: string;
  /** bigint: PostgreSQL answers it as a string. */
  counter: Generated<number | string>;
  /** JSON array of transports. */
  transports: Generated<string>;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

/** A single-use link to enrol a second factor, e-mailed to the account's own address (24 hours; only the code's SHA-256). */
export interface StaffEnrolmentCodeTable {
  id: string;
  member_id: string;
  code_hash: string;
  created_at: string;
  expires_at: string;
  /** Set by the enrolment it allowed (a confirmed app): it works once. */
  used_at: string | null;
}

/** An invitation to the staff area: single use, 7 days; only the token's SHA-256 is stored. */
export interface StaffInvitationTable {
  id: string;
  email: string;
  role: 'contributor' | 'staff' | 'admin';
  token_hash: string;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  /** The admin who sent it; null once their account is erased. */
  invited_by: string | null;
}

export type StaffInvitation = Selectable<StaffInvitationTable>;

/** The staff area's tables, for Kysely's types (modules/index.ts). */
export interface StaffTables {
  staff_audit: StaffAuditTable;
  staff_totp: StaffTotpTable;
  staff_recovery_codes: StaffRecoveryCodeTable;
  staff_passkeys: StaffPasskeyTable;
  staff_enrolment_codes: StaffEnrolmentCodeTable;
  staff_invitations: StaffInvitationTable;
}
