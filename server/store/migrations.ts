// Numbered SQL migrations, the same on PGlite and PostgreSQL, applied in order and recorded in
// schema_migrations. Kept as TypeScript strings rather than .sql files so they travel with the
// code however it is bundled (vite bundles its config, and server/ with it). Never edit a shipped
// migration: add the next number.
import type { Db } from './db';

interface Migration {
  version: number;
  name: string;
  sql: string;
}

const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'lists, searches, records, settings, imports',
    sql: `
      CREATE TABLE lists (
        id uuid PRIMARY KEY,
        owner text NOT NULL,
        name text NOT NULL,
        tags jsonb NOT NULL DEFAULT '[]',
        shared boolean NOT NULL DEFAULT false,
        source jsonb NOT NULL,
        size integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz
      );
      CREATE INDEX lists_owner ON lists (owner) WHERE deleted_at IS NULL;

      -- One row per id on a list; the primary key de-duplicates and answers "is it on the list".
      CREATE TABLE list_items (
        list_id uuid NOT NULL REFERENCES lists (id) ON DELETE CASCADE,
        property_id text NOT NULL,
        position integer NOT NULL,
        PRIMARY KEY (list_id, property_id)
      );
      CREATE INDEX list_items_order ON list_items (list_id, position);

      CREATE TABLE searches (
        id uuid PRIMARY KEY,
        owner text NOT NULL,
        name text NOT NULL,
        query text NOT NULL,
        shared boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz,
        last_pull_at timestamptz,
        last_pull_count integer
      );
      CREATE INDEX searches_owner ON searches (owner) WHERE deleted_at IS NULL;

      -- The ids of a search's last pull, to tell what is new and what went since.
      CREATE TABLE search_pull_items (
        search_id uuid NOT NULL REFERENCES searches (id) ON DELETE CASCADE,
        property_id text NOT NULL,
        PRIMARY KEY (search_id, property_id)
      );

      -- Records the team has paid for, as the service sent them, with when.
      CREATE TABLE records (
        property_id text PRIMARY KEY,
        record jsonb NOT NULL,
        pulled_at timestamptz NOT NULL
      );

      CREATE TABLE settings (
        key text PRIMARY KEY,
        value jsonb NOT NULL
      );

      -- Which browser stores each user has imported, so an import runs once.
      CREATE TABLE imports (
        owner text NOT NULL,
        source text NOT NULL,
        imported_at timestamptz NOT NULL DEFAULT now(),
        lists integer NOT NULL,
        searches integer NOT NULL,
        PRIMARY KEY (owner, source)
      );
    `,
  },
  {
    version: 2,
    name: 'users, roles, sessions, sign-in attempts, audit; who wrote records and settings',
    sql: `
      -- Names are case-insensitive: name_key is the lower-case name every table refers to.
      CREATE TABLE users (
        name_key text PRIMARY KEY,
        name text NOT NULL,
        password_hash text,
        role text NOT NULL DEFAULT 'member' CHECK (role IN ('admin', 'member')),
        created_at timestamptz NOT NULL DEFAULT now(),
        created_by text,
        updated_at timestamptz NOT NULL DEFAULT now(),
        updated_by text
      );

      -- A session per sign-in; the cookie carries a signed id whose hash is the key. Deleting
      -- the row ends the session on every instance at once.
      CREATE TABLE sessions (
        id text PRIMARY KEY,
        user_key text NOT NULL REFERENCES users (name_key) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        address text,
        user_agent text
      );
      CREATE INDEX sessions_user ON sessions (user_key);

      -- Sign-in attempts per key (name and address, address, name) in fixed windows, shared by
      -- every instance so N instances do not give N times the budget.
      CREATE TABLE sign_in_attempts (
        key text PRIMARY KEY,
        count integer NOT NULL,
        window_ends timestamptz NOT NULL
      );

      -- Who changed users, sessions and team settings, and when.
      CREATE TABLE audit_log (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        actor text NOT NULL,
        action text NOT NULL,
        subject text,
        detail jsonb
      );
      CREATE INDEX audit_log_at ON audit_log (at);

      ALTER TABLE records ADD COLUMN pulled_by text;
      ALTER TABLE settings ADD COLUMN updated_by text;
      ALTER TABLE settings ADD COLUMN updated_at timestamptz;

      -- Owners were compared as typed, so "Alice" re-added as "alice" lost her lists: one case now.
      UPDATE lists SET owner = lower(owner) WHERE owner <> lower(owner);
      UPDATE searches SET owner = lower(owner) WHERE owner <> lower(owner);
      -- An import is remembered once per user and source: of two spellings, one row stays.
      DELETE FROM imports AS spelt USING imports AS twin
        WHERE lower(spelt.owner) = lower(twin.owner) AND spelt.source = twin.source
          AND spelt.owner <> lower(spelt.owner)
          AND (twin.owner = lower(twin.owner) OR twin.owner < spelt.owner);
      UPDATE imports SET owner = lower(owner) WHERE owner <> lower(owner);
    `,
  },
  {
    version: 3,
    name: 'the credits ledger and a monthly cap per member',
    sql: `
      -- Every paid call the server relayed (or the embedded mock answered), by whom, and what it
      -- cost. A call is written 'pending' with the credits it may cost reserved against the caps
      -- before it leaves (so two calls cannot both fit under a cap), then settled with what the
      -- answer said: credits NULL is "unknown", never free.
      CREATE TABLE ledger (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        user_key text NOT NULL,
        operation text NOT NULL,
        summary text NOT NULL,
        records integer NOT NULL DEFAULT 0,
        credits integer,
        credits_source text NOT NULL DEFAULT 'unknown'
          CHECK (credits_source IN ('answer', 'rule', 'estimated', 'unknown')),
        reserved integer NOT NULL DEFAULT 0,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done', 'failed')),
        request_id text
      );
      CREATE INDEX ledger_at ON ledger (at);
      CREATE INDEX ledger_user_at ON ledger (user_key, at);

      -- A member's monthly cap in credits; NULL: no cap of their own (the team's daily cap and the
      -- confirmation threshold live in settings: dailyCreditCap, confirmAboveCredits).
      ALTER TABLE users ADD COLUMN monthly_credit_cap integer
        CHECK (monthly_credit_cap IS NULL OR monthly_credit_cap >= 0);
    `,
  },
  {
    version: 4,
    name: 'skip-trace answers held per property and owner',
    sql: `
      -- Every skip-trace answer the server relayed (or the embedded mock answered), match or
      -- no-match, so an owner traced by anyone on the team within the freshness window is answered
      -- from here and never traced (nor paid for) again. property_id is the item's key as text (the
      -- app keys an owner's item by the property id); owner_key is a digest of the item's other
      -- fields, normalised (server/held/skip-owner-key.ts), so a new owner or a new address is a new
      -- row. answer is the Await page's data[i] as the service sent it (input left out).
      CREATE TABLE skip_answers (
        property_id text NOT NULL,
        owner_key text NOT NULL,
        matched boolean NOT NULL,
        answer jsonb NOT NULL,
        pulled_at timestamptz NOT NULL,
        pulled_by text NOT NULL,
        PRIMARY KEY (property_id, owner_key)
      );
      CREATE INDEX skip_answers_pulled_at ON skip_answers (pulled_at);
    `,
  },
  {
    version: 5,
    name: 'ledger rows spent by an agent (a watch, an export job) on behalf of a member',
    sql: `
      -- Work that runs without a browser spends as an agent ('watch:<id>', 'export:<id>') on
      -- behalf of its owner: user_key stays the owner (their monthly cap applies), agent names the
      -- job so its own monthly cap can be checked and its spend shown. NULL: the member in a tab.
      ALTER TABLE ledger ADD COLUMN agent text;
      CREATE INDEX ledger_agent_at ON ledger (agent, at) WHERE agent IS NOT NULL;
    `,
  },
  {
    version: 6,
    name: 'watches of saved searches, their runs and what each run found',
    sql: `
      -- A saved search that runs on its own, daily or weekly at an hour of the team's time zone
      -- (settings key teamTimeZone). The watch's id is its search's: one watch per search.
      CREATE TABLE watches (
        search_id uuid PRIMARY KEY REFERENCES searches (id) ON DELETE CASCADE,
        owner text NOT NULL,
        frequency text NOT NULL CHECK (frequency IN ('daily', 'weekly')),
        weekday integer CHECK (weekday BETWEEN 0 AND 6),
        hour integer NOT NULL CHECK (hour BETWEEN 0 AND 23),
        list_id uuid REFERENCES lists (id) ON DELETE SET NULL,
        pull_records boolean NOT NULL DEFAULT false,
        skip_trace boolean NOT NULL DEFAULT false,
        monthly_credit_cap integer CHECK (monthly_credit_cap IS NULL OR monthly_credit_cap >= 0),
        paused boolean NOT NULL DEFAULT false,
        -- When watch_seen_items was last written; NULL: no baseline yet (the first run takes it).
        seen_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((frequency = 'weekly') = (weekday IS NOT NULL))
      );
      CREATE INDEX watches_owner ON watches (owner);

      -- The ids the watch saw last (its baseline, then each run's), to tell new from removed.
      CREATE TABLE watch_seen_items (
        search_id uuid NOT NULL REFERENCES watches (search_id) ON DELETE CASCADE,
        property_id text NOT NULL,
        PRIMARY KEY (search_id, property_id)
      );

      -- One row per run. run_key is the local date of a scheduled run ('2026-07-01') or
      -- 'manual:<job id>': unique per watch, so however many servers and ticks hand a day's run
      -- on, it runs once. Credits are summed from the ledger (agent 'watch:<search_id>') between
      -- started_at and finished_at; runs of one watch never overlap (watch_runs_one_running).
      CREATE TABLE watch_runs (
        id uuid PRIMARY KEY,
        search_id uuid NOT NULL REFERENCES watches (search_id) ON DELETE CASCADE,
        run_key text NOT NULL,
        job_id text,
        trigger text NOT NULL CHECK (trigger IN ('scheduled', 'manual')),
        status text NOT NULL DEFAULT 'running'
          CHECK (status IN ('running', 'done', 'failed', 'stopped-by-cap')),
        started_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz,
        matches integer,
        new_count integer NOT NULL DEFAULT 0,
        removed_count integer NOT NULL DEFAULT 0,
        pulled integer NOT NULL DEFAULT 0,
        traced integer NOT NULL DEFAULT 0,
        -- What the run says (the first 10,000 of more matches, the cap that stopped it) and why
        -- its last try failed.
        message text,
        error text,
        UNIQUE (search_id, run_key)
      );
      CREATE INDEX watch_runs_newest ON watch_runs (search_id, started_at DESC);
      CREATE UNIQUE INDEX watch_runs_one_running ON watch_runs (search_id) WHERE status = 'running';

      -- What a run found, so its history links to the new leads.
      CREATE TABLE watch_run_items (
        run_id uuid NOT NULL REFERENCES watch_runs (id) ON DELETE CASCADE,
        property_id text NOT NULL,
        change text NOT NULL CHECK (change IN ('new', 'removed')),
        position integer NOT NULL,
        PRIMARY KEY (run_id, change, property_id)
      );
    `,
  },
  {
    version: 7,
    name: 'webhook endpoints of a watched search, their deliveries and each attempt',
    sql: `
      -- A watch is 1:1 with its saved search, so an endpoint belongs to the search (its id is the
      -- watch's id). secret: the 32 random bytes as hex, kept as they are because the server must
      -- sign with them (docs/webhooks.md "The secret"); never answered after creation or rotation.
      CREATE TABLE webhook_endpoints (
        id uuid PRIMARY KEY,
        search_id uuid NOT NULL REFERENCES searches (id) ON DELETE CASCADE,
        owner text NOT NULL,
        url text NOT NULL,
        secret text NOT NULL,
        paused boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        created_by text NOT NULL,
        secret_rotated_at timestamptz
      );
      CREATE INDEX webhook_endpoints_search ON webhook_endpoints (search_id);

      -- One message to one endpoint: its body is kept as sent (the signature covers these bytes;
      -- a redelivery sends them again). run_key says which watch run and part made it, so a run
      -- delivered twice (its job retried) makes no second delivery.
      CREATE TABLE webhook_deliveries (
        id uuid PRIMARY KEY,
        endpoint_id uuid NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
        event text NOT NULL,
        run_key text,
        body text NOT NULL,
        lead_count integer NOT NULL DEFAULT 0,
        state text NOT NULL DEFAULT 'pending'
          CHECK (state IN ('pending', 'delivered', 'retrying', 'failed')),
        series integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (endpoint_id, run_key)
      );
      CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries (endpoint_id, created_at DESC);

      -- Every try: its HTTP status or the words of its error, how long it took, and the first 512
      -- bytes of the answer as text (control characters stripped).
      CREATE TABLE webhook_attempts (
        delivery_id uuid NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
        attempt integer NOT NULL,
        series integer NOT NULL,
        at timestamptz NOT NULL DEFAULT now(),
        status integer,
        error text,
        response_ms integer,
        answer_head text,
        outcome text NOT NULL CHECK (outcome IN ('delivered', 'retrying', 'failed')),
        PRIMARY KEY (delivery_id, attempt)
      );
    `,
  },
  {
    version: 8,
    name: 'exports run on the server, resumable, and the merge keys each has written',
    sql: `
      -- An export of up to 1,000,000 rows run as a background job (server/exports/). What was
      -- asked (the search as the app sends it, the columns and options, the format) and how far
      -- it got, committed with each page in one transaction: next_index (the resultIndex of the
      -- next page), the file's committed length in bytes, the leads read and rows written. A
      -- resume truncates the file to bytes_committed and carries on from next_index. attempt
      -- fences runners: a resumed run takes the next attempt, and an older runner still going
      -- finds its attempt gone at its next commit and stops. heartbeat_at says a runner is alive.
      CREATE TABLE exports (
        id uuid PRIMARY KEY,
        owner text NOT NULL,
        label text NOT NULL,
        search jsonb NOT NULL,
        settings jsonb NOT NULL,
        format text NOT NULL CHECK (format IN ('csv', 'xlsx')),
        privacy boolean NOT NULL DEFAULT false,
        max_rows integer NOT NULL CHECK (max_rows > 0),
        total integer,
        next_index integer NOT NULL DEFAULT 0,
        leads_done integer NOT NULL DEFAULT 0,
        rows_written integer NOT NULL DEFAULT 0,
        merged integer NOT NULL DEFAULT 0,
        bytes_committed bigint NOT NULL DEFAULT 0,
        status text NOT NULL DEFAULT 'queued'
          CHECK (status IN ('queued', 'running', 'done', 'failed', 'cancelled')),
        error text,
        file_name text NOT NULL,
        file_bytes bigint,
        attempt integer NOT NULL DEFAULT 1,
        heartbeat_at timestamptz NOT NULL DEFAULT now(),
        created_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz
      );
      CREATE INDEX exports_owner ON exports (owner, created_at);
      CREATE INDEX exports_unfinished ON exports (heartbeat_at) WHERE status IN ('queued', 'running');

      -- The merge keys (mailing address, owner) an export has written a row for: merging across
      -- a million rows and across a restart needs them kept, not held in the runner's memory.
      CREATE TABLE export_keys (
        export_id uuid NOT NULL REFERENCES exports (id) ON DELETE CASCADE,
        key text NOT NULL,
        PRIMARY KEY (export_id, key)
      );
    `,
  },
  {
    version: 9,
    name: 'held records by age, for their clean-up',
    sql: `
      -- Held records past the freshness window plus a day are deleted by an hourly job, oldest
      -- first, a bounded batch at a time (server/held/held-cleanup.ts); this index finds them
      -- without reading the whole table, as skip_answers_pulled_at does for skip answers.
      CREATE INDEX records_pulled_at ON records (pulled_at);
    `,
  },
  {
    version: 10,
    name: 'webhook delivery bodies cleared past the freshness window',
    sql: `
      -- A delivery's body holds the leads it sent, owners' phones and emails among them; an hourly
      -- job clears it once the delivery is final (delivered or failed) and older than the team's
      -- freshness window plus a day (server/deliveries/delivery-bodies-cleanup.ts). The row and
      -- its attempts stay: they are the log the team reads, and run_key still de-duplicates.
      -- body_cleared_at says when, so the log can say the content is gone rather than offer a
      -- redelivery that has nothing to send; body is NULL exactly when it is set.
      ALTER TABLE webhook_deliveries ALTER COLUMN body DROP NOT NULL;
      ALTER TABLE webhook_deliveries ADD COLUMN body_cleared_at timestamptz;
      ALTER TABLE webhook_deliveries ADD CONSTRAINT webhook_deliveries_body_cleared
        CHECK ((body IS NULL) = (body_cleared_at IS NOT NULL));
      -- The bodies still kept, oldest first: the job finds its batch without reading the rows it
      -- cleared before (they leave the index). Only body_cleared_at is in the predicate, so a
      -- delivery's state changing at each attempt does not touch this index.
      CREATE INDEX webhook_deliveries_body_kept ON webhook_deliveries (created_at)
        WHERE body_cleared_at IS NULL;
    `,
  },
];

/** An arbitrary constant: the advisory lock that keeps two servers from migrating at once. */
const MIGRATION_LOCK = 2_020_111_520;

/** Applies the migrations the database lacks; returns the versions it applied. */
export async function migrate(db: Db, migrations = MIGRATIONS): Promise<number[]> {
  await db.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    const { rows } = await tx.query<{ version: number }>('SELECT version FROM schema_migrations');
    const done = new Set(rows.map((row) => row.version));
    const applied: number[] = [];
    for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
      if (done.has(migration.version)) continue;
      // Statements one at a time: the extended protocol that carries $1 takes a single statement.
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      applied.push(migration.version);
    }
    return applied;
  });
}

/** Splits on the semicolons that end statements (the migrations hold no quoted semicolons). */
function splitStatements(sql: string): string[] {
  return sql
    .replace(/--[^\n]*/g, '')
    .split(';')
    .map((statement) => statement.trim())
    .filter(Boolean);
}
