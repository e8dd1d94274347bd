// The credits ledger, read (docs/lists-api.md#usage): what a period cost by day, by operation and
// by member, its largest calls, the caps and what is used of them, and the rows themselves for
// the CSV. The meter writes the ledger (migration 3); nothing here writes. A call counts once it
// is settled ('done'); a call under way ('pending') counts only towards the caps, with the credits
// it reserved, as the cap check sees it. Credits NULL are unknown: counted as unknown calls beside
// the known credits, never as 0, and towards the caps at what was reserved for them (one
// definition of "used", credits-used.ts).
import { dayStartMs, usagePeriodProblem, type UsageAnswer, type UsageQuery } from '../app-contract';
import { creditsUsed } from './credits-used';
import type { Db } from './db';
import { StoreRefusal } from './refusal';
import { userKey } from './user-names';

const DAY_MS = 86_400_000;
const DAILY_CAP_KEY = 'dailyCreditCap';

/** Whose calls: an admin sees the team's, a member their own. */
interface UsageViewer {
  user: string;
  admin: boolean;
}

export interface UsagePeriod {
  from: string;
  to: string;
}

/** One settled call, as the CSV lists it. */
export interface LedgerLine {
  at: string;
  user: string;
  operation: string;
  summary: string;
  records: number;
  credits: number | null;
  creditsSource: UsageAnswer['largest'][number]['creditsSource'];
  requestId: string | null;
  /** The watch or export that spent it on the user's behalf; null: the user in a tab. */
  agent: string | null;
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function monthStartMs(year: number, month: number): number {
  return Date.UTC(year, month, 1);
}

/**
 * The period asked for, UTC days both counted. A missing end is the last day of the start's month,
 * a missing start the 1st of the end's month, neither: the current calendar month.
 */
export function usagePeriod(query: UsageQuery, now: Date): UsagePeriod {
  const anchor = new Date(
    query.from ? dayStartMs(query.from) : query.to ? dayStartMs(query.to) : now,
  );
  const year = anchor.getUTCFullYear();
  const month = anchor.getUTCMonth();
  const from = query.from ?? dayOf(monthStartMs(year, month));
  const to = query.to ?? dayOf(monthStartMs(year, month + 1) - DAY_MS);
  const problem = usagePeriodProblem(from, to);
  if (problem) throw new StoreRefusal(400, problem);
  return { from, to };
}

/** The SQL condition and parameters shared by every read: settled calls in the period, in view. */
function scopeOf(viewer: UsageViewer, period: UsagePeriod) {
  return {
    where: `l.status = 'done' AND l.at >= $1::timestamptz AND l.at < $2::timestamptz
            AND ($3::text IS NULL OR l.user_key = $3)`,
    params: [
      new Date(dayStartMs(period.from)).toISOString(),
      new Date(dayStartMs(period.to) + DAY_MS).toISOString(),
      viewer.admin ? null : userKey(viewer.user),
    ],
  };
}

/** Known credits, calls, and calls of unknown cost, as SQL select items. */
const SPEND = `coalesce(sum(l.credits), 0)::int AS credits, count(*)::int AS calls,
               (count(*) FILTER (WHERE l.credits IS NULL))::int AS unknown_calls`;

interface SpendRow {
  credits: number;
  calls: number;
  unknown_calls: number;
}

const spend = (row: SpendRow) => ({
  credits: row.credits,
  calls: row.calls,
  unknownCalls: row.unknown_calls,
});

/** A user's name as they typed it, or the key where no account has it (`local`). */
const USER_NAME = 'coalesce(u.name, l.user_key)';
const JOIN_USERS = 'LEFT JOIN users AS u ON u.name_key = l.user_key';

async function totals(db: Db, where: string, params: unknown[]) {
  const { rows } = await db.query<SpendRow & { records: number; estimated: number }>(
    `SELECT ${SPEND}, coalesce(sum(l.records), 0)::int AS records,
            coalesce(sum(l.credits) FILTER (WHERE l.credits_source = 'estimated'), 0)::int AS estimated
     FROM ledger AS l WHERE ${where}`,
    params,
  );
  const row = rows[0]!;
  return { ...spend(row), records: row.records, estimatedCredits: row.estimated };
}

async function byDay(db: Db, where: string, params: unknown[], period: UsagePeriod) {
  const { rows } = await db.query<SpendRow & { day: string }>(
    `SELECT to_char(l.at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, ${SPEND}
     FROM ledger AS l WHERE ${where} GROUP BY 1`,
    params,
  );
  const found = new Map(rows.map((row) => [row.day, row]));
  const days: UsageAnswer['byDay'] = [];
  for (let ms = dayStartMs(period.from); ms <= dayStartMs(period.to); ms += DAY_MS) {
    const row = found.get(dayOf(ms));
    days.push({
      day: dayOf(ms),
      credits: row?.credits ?? 0,
      unknownCalls: row?.unknown_calls ?? 0,
    });
  }
  return days;
}

async function byOperation(db: Db, where: string, params: unknown[]) {
  const { rows } = await db.query<SpendRow & { operation: string }>(
    `SELECT l.operation, ${SPEND} FROM ledger AS l WHERE ${where}
     GROUP BY l.operation ORDER BY credits DESC, calls DESC, l.operation`,
    params,
  );
  return rows.map((row) => ({ operation: row.operation, ...spend(row) }));
}

async function byMember(db: Db, where: string, params: unknown[]) {
  const { rows } = await db.query<SpendRow & { name: string; records: number }>(
    `SELECT ${USER_NAME} AS name, ${SPEND}, coalesce(sum(l.records), 0)::int AS records
     FROM ledger AS l ${JOIN_USERS} WHERE ${where}
     GROUP BY l.user_key, u.name ORDER BY credits DESC, calls DESC, name`,
    params,
  );
  return rows.map((row) => ({ user: row.name, records: row.records, ...spend(row) }));
}

/** An agent's kind, from its key's prefix ('watch:…', 'export:…'). */
function agentKind(agent: string): UsageAnswer['byAgent'][number]['kind'] {
  if (agent.startsWith('watch:')) return 'watch';
  if (agent.startsWith('export:')) return 'export';
  return 'other';
}

/**
 * The agent's name as people know it: a watch is its saved search's name, a server export its
 * label. Anything else (or one since deleted and purged) keeps its key.
 */
const AGENT_NAME = `coalesce(
  (SELECT s.name FROM searches AS s WHERE l.agent = 'watch:' || s.id::text),
  (SELECT e.label FROM exports AS e WHERE l.agent = 'export:' || e.id::text),
  l.agent)`;

async function byAgent(db: Db, where: string, params: unknown[]) {
  const { rows } = await db.query<
    SpendRow & { agent: string; agent_name: string; name: string; records: number }
  >(
    `SELECT l.agent, ${AGENT_NAME} AS agent_name, ${USER_NAME} AS name, ${SPEND},
            coalesce(sum(l.records), 0)::int AS records
     FROM ledger AS l ${JOIN_USERS} WHERE ${where} AND l.agent IS NOT NULL
     GROUP BY l.agent, l.user_key, u.name ORDER BY credits DESC, calls DESC, l.agent`,
    params,
  );
  return rows.map((row) => ({
    agent: row.agent,
    kind: agentKind(row.agent),
    name: row.agent_name,
    user: row.name,
    records: row.records,
    ...spend(row),
  }));
}

interface LineRow {
  at: Date | string;
  name: string;
  operation: string;
  summary: string;
  records: number;
  credits: number | null;
  credits_source: LedgerLine['creditsSource'];
  request_id: string | null;
  agent: string | null;
}

const LINE = `l.at, ${USER_NAME} AS name, l.operation, l.summary, l.records, l.credits,
              l.credits_source, l.request_id, l.agent`;

const line = (row: LineRow): LedgerLine => ({
  at: new Date(row.at).toISOString(),
  user: row.name,
  operation: row.operation,
  summary: row.summary,
  records: row.records,
  credits: row.credits,
  creditsSource: row.credits_source,
  requestId: row.request_id,
  agent: row.agent,
});

/** The ten calls that cost most; a call of unknown cost is a pull too, ranked after the known. */
async function largest(db: Db, where: string, params: unknown[]) {
  const { rows } = await db.query<LineRow>(
    `SELECT ${LINE} FROM ledger AS l ${JOIN_USERS}
     WHERE ${where} AND (l.credits IS NULL OR l.credits > 0)
     ORDER BY l.credits DESC NULLS LAST, l.records DESC, l.at DESC LIMIT 10`,
    params,
  );
  return rows.map((row) => {
    const { requestId: _requestId, agent: _agent, ...shown } = line(row);
    return shown;
  });
}

/**
 * The caller's monthly cap and the team's daily cap as of `now`, with what is used of each as the
 * cap check counts it (credits-used.ts: one definition for the meter, this and the allowance).
 */
async function caps(db: Db, user: string, now: Date): Promise<UsageAnswer['caps']> {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const today = Date.UTC(year, month, now.getUTCDate());
  const [{ rows: users }, { rows: settings }, used] = await Promise.all([
    db.query<{ cap: number | null }>(
      'SELECT monthly_credit_cap AS cap FROM users WHERE name_key = $1',
      [userKey(user)],
    ),
    db.query<{ value: unknown }>('SELECT value FROM settings WHERE key = $1', [DAILY_CAP_KEY]),
    creditsUsed(db, userKey(user)),
  ]);
  const dailyCap = settings[0]?.value;
  return {
    monthly: {
      cap: users[0]?.cap ?? null,
      used: used.month,
      resetsAt: new Date(monthStartMs(year, month + 1)).toISOString(),
    },
    daily: {
      cap: typeof dailyCap === 'number' && Number.isInteger(dailyCap) ? dailyCap : null,
      used: used.day,
      resetsAt: new Date(today + DAY_MS).toISOString(),
    },
  };
}

export function usageRepo(db: Db) {
  return {
    /** The period's spend as the viewer may see it, and the caps as of `now`. */
    async summary(viewer: UsageViewer, period: UsagePeriod, now: Date): Promise<UsageAnswer> {
      const { where, params } = scopeOf(viewer, period);
      const [sums, days, operations, members, agents, top, limits] = await Promise.all([
        totals(db, where, params),
        byDay(db, where, params, period),
        byOperation(db, where, params),
        byMember(db, where, params),
        byAgent(db, where, params),
        largest(db, where, params),
        caps(db, viewer.user, now),
      ]);
      return {
        ...period,
        scope: viewer.admin ? 'team' : 'self',
        totals: sums,
        byDay: days,
        byOperation: operations,
        byMember: members,
        byAgent: agents,
        largest: top,
        caps: limits,
      };
    },

    /** The caller's caps as of `now` and what is used of each (the allowance's source). */
    caps: (user: string, now: Date) => caps(db, user, now),

    /** Every settled call of the period in view, oldest first: the ledger as the CSV lists it. */
    async lines(viewer: UsageViewer, period: UsagePeriod): Promise<LedgerLine[]> {
      const { where, params } = scopeOf(viewer, period);
      const { rows } = await db.query<LineRow>(
        `SELECT ${LINE} FROM ledger AS l ${JOIN_USERS} WHERE ${where} ORDER BY l.at, l.id`,
        params,
      );
      return rows.map(line);
    },
  };
}
