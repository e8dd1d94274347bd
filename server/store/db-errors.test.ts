// Which database errors are "not available right now" (a 503) and which are faults of their own.
import { describe, expect, it } from 'vitest';
import { asUnavailable, DatabaseUnavailable, unavailableWhenFailing } from './db-errors';

function withCode(code: string, message = 'x') {
  return Object.assign(new Error(message), { code });
}

describe('asUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a reset connection', withCode('ECONNRESET')],
    ['an admin shutdown (pg_ctl stop -m fast)', withCode('57P01', 'terminating connection')],
    ['a crash shutdown (pg_ctl stop -m immediate)', withCode('57P02')],
    ['a server starting up', withCode('57P03', 'the database system is starting up')],
    ['the statement timeout', withCode('57014', 'canceling statement due to statement timeout')],
    ['the idle-in-transaction timeout', withCode('25P03')],
    ['too many connections', withCode('53300')],
    ['a connection exception', withCode('08006')],
    ['a lost connection', new Error('Connection terminated unexpectedly')],
    ['a pool that could not connect in time', new Error('timeout exceeded when trying to connect')],
    ['our own read timeout', new Error('Query read timeout')],
  ])('%s is unavailable', (_what, error) => {
    const unavailable = asUnavailable(error);
    expect(unavailable).toBeInstanceOf(DatabaseUnavailable);
    expect(unavailable?.cause).toBe(error);
  });

  it.each([
    ['a unique violation', withCode('23505', 'duplicate key')],
    ['a syntax error', withCode('42601')],
    ['a plain bug', new TypeError('x is undefined')],
    ['a string', 'nope'],
  ])('%s is not', (_what, error) => {
    expect(asUnavailable(error)).toBeUndefined();
  });
});

describe('unavailableWhenFailing', () => {
  it('reports any failure to open the store as unavailable, and passes the store through', async () => {
    const locked = unavailableWhenFailing(async () => {
      throw new Error('the data folder ./data is in use by process 12');
    });
    await expect(locked()).rejects.toBeInstanceOf(DatabaseUnavailable);
    expect(await unavailableWhenFailing(async () => 'store')()).toBe('store');
  });
});
