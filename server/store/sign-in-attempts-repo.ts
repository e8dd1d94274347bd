// Sign-in attempts counted in fixed windows, in the database: the count is taken (one atomic
// upsert) before a password is checked, so parallel guesses cannot pass the limit, and every
// instance shares it, so N instances do not give N times the budget.
import type { Db } from './db';

interface Attempt {
  /** This attempt's place in the window: 1 for the first. */
  count: number;
  windowEnds: Date;
}

export function signInAttemptsRepo(db: Db) {
  return {
    /** Counts one attempt for `key` in its window (a new window when the last one is over). */
    async take(key: string, windowMs: number, now: Date): Promise<Attempt> {
      const { rows } = await db.query<{ count: number; window_ends: Date }>(
        `INSERT INTO sign_in_attempts AS a (key, count, window_ends)
         VALUES ($1, 1, $2::timestamptz + make_interval(secs => $3::double precision))
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN a.window_ends <= $2::timestamptz THEN 1 ELSE a.count + 1 END,
           window_ends = CASE WHEN a.window_ends <= $2::timestamptz THEN excluded.window_ends
                              ELSE a.window_ends END
         RETURNING count, window_ends`,
        [key, now.toISOString(), windowMs / 1000],
      );
      const row = rows[0]!;
      return { count: row.count, windowEnds: new Date(row.window_ends) };
    },

    /** Hands an attempt back (it was the right password: only failures count). */
    async giveBack(key: string): Promise<void> {
      await db.query('UPDATE sign_in_attempts SET count = greatest(count - 1, 0) WHERE key = $1', [
        key,
      ]);
    },

    async clear(key: string): Promise<void> {
      await db.query('DELETE FROM sign_in_attempts WHERE key = $1', [key]);
    },
  };
}

export type SignInAttemptsRepo = ReturnType<typeof signInAttemptsRepo>;
