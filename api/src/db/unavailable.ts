/**
 * Whether an error means the database cannot be reached or cannot answer right now (the network, the
 * server restarting, a timeout, a locked SQLite file), as opposed to a bug or a constraint. Such an error
 * is the visitor's "try again shortly" (503), not a 500: nothing they sent was wrong, and it passes.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && (socketCodes.has(code) || sqliteBusy.test(code) || isPostgresUnavailable(code))) return true;
  if (typeof message === 'string' && pgMessages.some((m) => message.startsWith(m))) return true;
  // Node reports a refused connection to every address of a name as an AggregateError of them.
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

// SQLite: another process holds the lock past busy_timeout, or the disk/file is failing.
const sqliteBusy = /^SQLITE_(BUSY|LOCKED|IOERR|CANTOPEN|FULL|PROTOCOL)/;

/**
 * PostgreSQL SQLSTATEs of a server that cannot serve now: class 08 (connection exception), 53 (out of
 * resources: too many connections, disk full), 57P01-57P03 (shutting down, cannot connect now), 57014
 * (cancelled by statement_timeout) and 25P03 (idle-in-transaction timeout).
 */
const isPostgresUnavailable = (code: string) => /^(08|53)[0-9A-Z]{3}$/.test(code) || ['57P01', '57P02', '57P03', '57014', '25P03'].includes(code);

// node-postgres raises these without a code.
const pgMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];
