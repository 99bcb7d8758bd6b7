/**
 * A fixed-window count that follows a target rather than an address (failed logins per e-mail, wrong
 * second-factor answers per account, sign-ups per e-mail...), shared by every API instance on the database
 * when Redis is not configured (security/counter-store.ts).
 */
export interface SecurityCounterTable {
  key: string;
  count: number;
  /** ISO 8601: when the window ends and the count starts again from zero. */
  reset_at: string;
}
