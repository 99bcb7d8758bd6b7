import { isDatabaseUnavailable } from '../../src/db/unavailable';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('which database errors mean "try again shortly" (503)', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a refused connection to every address of a name', Object.assign(new AggregateError([withCode('ECONNREFUSED')]), { code: undefined })],
    ['a reset', withCode('ECONNRESET')],
    ['pg: the server went away', new Error('Connection terminated unexpectedly')],
    ['pg: no connection within the limit', new Error('timeout exceeded when trying to connect')],
    ['pg: no answer within the limit', new Error('Query read timeout')],
    ['PostgreSQL shutting down (57P01)', withCode('57P01')],
    ['PostgreSQL starting (57P03)', withCode('57P03')],
    ['too many connections (53300)', withCode('53300')],
    ['statement_timeout (57014)', withCode('57014')],
    ['a connection exception (08006)', withCode('08006')],
    ['SQLite locked by another process', withCode('SQLITE_BUSY')],
    ['SQLite disk I/O', withCode('SQLITE_IOERR_WRITE')],
    ['the cause of a wrapped error', new Error('wrapped', { cause: withCode('ECONNREFUSED') })],
  ])('%s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation (23505)', withCode('23505')],
    ['a syntax error (42601)', withCode('42601')],
    ['a SQLite constraint', withCode('SQLITE_CONSTRAINT_UNIQUE')],
    ['a bug', new TypeError('x is undefined')],
    ['nothing', undefined],
  ])('not %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
