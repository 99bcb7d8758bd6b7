import type { FastifyBaseLogger } from 'fastify';

/**
 * Security events, logged as structured pino lines for the operators' alerting: the event and
 * the account's id, never the e-mail, a password, a code or a token.
 */
export type SecurityEvent =
  | 'auth.login.success'
  | 'auth.login.failure'
  | 'auth.login.lockout'
  | 'auth.second-factor.success'
  | 'auth.second-factor.failure'
  | 'auth.second-factor.lockout'
  | 'auth.second-factor.enrol'
  | 'auth.second-factor.reset'
  | 'auth.second-factor.link'
  | 'auth.passkey.add'
  | 'auth.passkey.remove'
  | 'auth.reauth.success'
  | 'auth.reauth.failure'
  | 'auth.role.change';

export interface SecurityFields {
  accountId: string | null;
  /** totp, recovery-code, passkey or password. */
  method?: string;
  /** A role change: the new role. */
  role?: string;
}

export type SecurityLog = (event: SecurityEvent, fields: SecurityFields) => void;

/** Logs with the request's logger (its request id ties the event to the call). */
export const securityLog =
  (log: Pick<FastifyBaseLogger, 'info' | 'warn'>): SecurityLog =>
  (event, fields) => {
    const failed = /failure|lockout/.test(event);
    log[failed ? 'warn' : 'info']({ event, ...fields }, event);
  };

export const noSecurityLog: SecurityLog = () => undefined;
