// Deliveries of webhook endpoints and every attempt at them (migration 7, docs/webhooks.md): a
// delivery keeps the body as sent and its state; each attempt its status or error, time taken
// and the answer's first bytes. A final delivery's body is cleared past the team's freshness
// window plus a day (migration 10, server/deliveries/delivery-bodies-cleanup.ts): the row and
// its attempts stay as the log. Part of webhooksRepo (webhooks-repo.ts).
import type { DeliveryAttempt, DeliveryState, WebhookDelivery } from '../app-contract';
import { WEBHOOK_LIMITS } from '../app-contract';
import type { Db, Queryable } from './db';
import { isUuid } from './ids';

interface DeliveryRow {
  id: string;
  endpoint_id: string;
  event: WebhookDelivery['event'];
  state: DeliveryState;
  lead_count: number;
  series: number;
  created_at: Date | string;
  updated_at: Date | string;
  body_cleared_at: Date | string | null;
}

interface AttemptRow {
  delivery_id: string;
  attempt: number;
  series: number;
  at: Date | string;
  status: number | null;
  error: string | null;
  response_ms: number | null;
  answer_head: string | null;
  outcome: DeliveryAttempt['outcome'];
}

/** What an attempt needs: where, with which secret, and what. */
export interface DeliveryTarget {
  id: string;
  endpointId: string;
  event: string;
  /** Null once cleared (final and past the window): there is nothing left to send. */
  body: string | null;
  state: DeliveryState;
  series: number;
  url: string;
  secret: string;
  paused: boolean;
}

const iso = (value: Date | string) => new Date(value).toISOString();

const DELIVERY_COLUMNS =
  'id, endpoint_id, event, state, lead_count, series, created_at, updated_at, body_cleared_at';

function toAttempt(row: AttemptRow): DeliveryAttempt {
  return {
    attempt: row.attempt,
    series: row.series,
    at: iso(row.at),
    status: row.status,
    error: row.error,
    responseMs: row.response_ms,
    answerHead: row.answer_head,
    outcome: row.outcome,
  };
}

function toDelivery(row: DeliveryRow, attempts: AttemptRow[]): WebhookDelivery {
  return {
    id: row.id,
    endpointId: row.endpoint_id,
    event: row.event,
    state: row.state,
    leadCount: row.lead_count,
    series: row.series,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    bodyClearedAt: row.body_cleared_at === null ? null : iso(row.body_cleared_at),
    attempts: attempts.filter((a) => a.delivery_id === row.id).map(toAttempt),
  };
}

/** The rows with their attempts, newest first. */
async function withAttempts<R extends DeliveryRow>(
  db: Db,
  rows: R[],
): Promise<(R & { attempts: AttemptRow[] })[]> {
  if (rows.length === 0) return [];
  const { rows: attempts } = await db.query<AttemptRow>(
    `SELECT delivery_id, attempt, series, at, status, error, response_ms, answer_head, outcome
     FROM webhook_attempts WHERE delivery_id = ANY($1::uuid[]) ORDER BY attempt DESC`,
    [rows.map((row) => row.id)],
  );
  return rows.map((row) => ({
    ...row,
    attempts: attempts.filter((a) => a.delivery_id === row.id),
  }));
}

export function webhookDeliveriesRepo(db: Db) {
  async function delivery(id: string): Promise<WebhookDelivery | undefined> {
    if (!isUuid(id)) return undefined;
    const { rows } = await db.query<DeliveryRow>(
      `SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries WHERE id = $1`,
      [id],
    );
    const [row] = await withAttempts(db, rows);
    return row && toDelivery(row, row.attempts);
  }

  return {
    delivery,

    /**
     * A new delivery, or the one a run already made for this endpoint and part (a watch's run
     * retried): its id and state either way.
     */
    async createDelivery(input: {
      id: string;
      endpointId: string;
      event: WebhookDelivery['event'];
      runKey: string | null;
      body: string;
      leadCount: number;
    }): Promise<{ id: string; state: DeliveryState }> {
      const { rows } = await db.query<{ id: string; state: DeliveryState }>(
        `INSERT INTO webhook_deliveries (id, endpoint_id, event, run_key, body, lead_count)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (endpoint_id, run_key) DO NOTHING RETURNING id, state`,
        [input.id, input.endpointId, input.event, input.runKey, input.body, input.leadCount],
      );
      if (rows[0]) return rows[0];
      const { rows: existing } = await db.query<{ id: string; state: DeliveryState }>(
        'SELECT id, state FROM webhook_deliveries WHERE endpoint_id = $1 AND run_key = $2',
        [input.endpointId, input.runKey],
      );
      return existing[0]!;
    },

    /** What an attempt sends, and where; undefined once the delivery or its endpoint is gone. */
    async target(deliveryId: string): Promise<DeliveryTarget | undefined> {
      const { rows } = await db.query<{
        id: string;
        endpoint_id: string;
        event: string;
        body: string | null;
        state: DeliveryState;
        series: number;
        url: string;
        secret: string;
        paused: boolean;
      }>(
        `SELECT d.id, d.endpoint_id, d.event, d.body, d.state, d.series, e.url, e.secret, e.paused
         FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id WHERE d.id = $1`,
        [deliveryId],
      );
      const row = rows[0];
      return (
        row && {
          id: row.id,
          endpointId: row.endpoint_id,
          event: row.event,
          body: row.body,
          state: row.state,
          series: row.series,
          url: row.url,
          secret: row.secret,
          paused: row.paused,
        }
      );
    },

    /** Logs one attempt (numbered after the last) and sets the delivery's state to its outcome. */
    async recordAttempt(
      deliveryId: string,
      series: number,
      attempt: Omit<DeliveryAttempt, 'attempt' | 'series' | 'at'>,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.query('SELECT id FROM webhook_deliveries WHERE id = $1 FOR UPDATE', [deliveryId]);
        await tx.query(
          `INSERT INTO webhook_attempts (delivery_id, attempt, series, status, error, response_ms, answer_head, outcome)
           SELECT $1, coalesce(max(attempt), 0) + 1, $2, $3, $4, $5, $6, $7
           FROM webhook_attempts WHERE delivery_id = $1`,
          [
            deliveryId,
            series,
            attempt.status,
            attempt.error,
            attempt.responseMs,
            attempt.answerHead,
            attempt.outcome,
          ],
        );
        await tx.query(
          'UPDATE webhook_deliveries SET state = $2, updated_at = now() WHERE id = $1',
          [deliveryId, attempt.outcome],
        );
      });
    },

    /** An endpoint's newest deliveries with their attempts (newest first). */
    async deliveriesOf(
      endpointId: string,
      limit: number = WEBHOOK_LIMITS.maxLogDeliveries,
    ): Promise<WebhookDelivery[]> {
      const { rows } = await db.query<DeliveryRow>(
        `SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries WHERE endpoint_id = $1
         ORDER BY created_at DESC, id LIMIT $2`,
        [endpointId, limit],
      );
      return (await withAttempts(db, rows)).map((row) => toDelivery(row, row.attempts));
    },

    /** The team's newest deliveries, with whose endpoint they went to (the admins' screen). */
    async allDeliveries(
      limit = 200,
    ): Promise<(WebhookDelivery & { owner: string; url: string; searchId: string })[]> {
      const { rows } = await db.query<
        DeliveryRow & { owner: string; url: string; search_id: string }
      >(
        `SELECT d.id, d.endpoint_id, d.event, d.state, d.lead_count, d.series, d.created_at,
           d.updated_at, d.body_cleared_at, e.owner, e.url, e.search_id
         FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
         ORDER BY d.created_at DESC, d.id LIMIT $1`,
        [limit],
      );
      return (await withAttempts(db, rows)).map((row) => ({
        ...toDelivery(row, row.attempts),
        owner: row.owner,
        url: row.url,
        searchId: row.search_id,
      }));
    },
  };
}

/**
 * What may happen to a delivery's body once sent: sent again (a redelivery's new series) while it
 * is kept, or cleared past the team's window (delivery-bodies-cleanup.ts). Both hang on
 * body_cleared_at. Part of webhooksRepo.
 */
export function deliveryBodiesRepo(db: Queryable) {
  return {
    /**
     * A redelivery: the next series of tries of the same body, pending again; undefined when the
     * body is cleared (or the delivery gone). The condition is in the UPDATE, not only in the
     * caller's earlier read: a clean-up that locked this row a moment before commits first, and
     * PostgreSQL checks the condition again on the row it left, so a cleared delivery never turns
     * pending with nothing to send.
     */
    async startSeries(deliveryId: string): Promise<number | undefined> {
      const { rows } = await db.query<{ series: number }>(
        `UPDATE webhook_deliveries SET series = series + 1, state = 'pending', updated_at = now()
         WHERE id = $1 AND body_cleared_at IS NULL RETURNING series`,
        [deliveryId],
      );
      return rows[0]?.series;
    },

    /**
     * Clears the bodies of at most `limit` final deliveries (delivered or failed) made more than
     * `days` days ago, oldest first, in one statement; answers how many. The row and its attempts
     * stay. A pending or retrying delivery keeps its body whatever its age: its job still sends
     * it. Rows another statement has locked (a redelivery starting, an attempt being logged) are
     * skipped, and the state is checked again on the row updated. The batch is found through the
     * partial index of kept bodies (migration 10), by primary key.
     */
    async clearBodiesOlderThan(days: number, limit: number): Promise<number> {
      const { rowCount } = await db.query(
        `UPDATE webhook_deliveries SET body = NULL, body_cleared_at = now()
         WHERE id = ANY(ARRAY(
             SELECT id FROM webhook_deliveries
             WHERE body_cleared_at IS NULL
               AND created_at < now() - make_interval(days => $1::int)
               AND state IN ('delivered', 'failed')
             ORDER BY created_at
             LIMIT $2
             FOR UPDATE SKIP LOCKED))
           AND body_cleared_at IS NULL
           AND state IN ('delivered', 'failed')`,
        [days, limit],
      );
      return rowCount;
    },
  };
}
