// Webhook endpoints of watched searches (migration 7, docs/webhooks.md) and the admin's setting
// of where they may point; their deliveries are webhook-deliveries-repo.ts's, joined in here as
// one repo. Who may change an endpoint is the route's check (the search's owner or an admin);
// this repo keeps rows. The secret leaves it only through `target` (for signing) and the answers
// of create and rotate.
import type { DeliveryState, WebhookEndpoint } from '../app-contract';
import { WEBHOOK_LIMITS } from '../app-contract';
import { audit } from './audit-repo';
import type { Db } from './db';
import { isUuid } from './ids';
import { deliveryBodiesRepo, webhookDeliveriesRepo } from './webhook-deliveries-repo';

interface EndpointRow {
  id: string;
  search_id: string;
  owner: string;
  url: string;
  paused: boolean;
  created_at: Date | string;
  created_by: string;
  secret_rotated_at: Date | string | null;
  last_state: DeliveryState | null;
  last_at: Date | string | null;
}

export interface WatchedSearch {
  id: string;
  name: string;
  owner: string;
  shared: boolean;
  deleted: boolean;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

const ENDPOINT_COLUMNS = `e.id, e.search_id, e.owner, e.url, e.paused, e.created_at, e.created_by,
  e.secret_rotated_at, d.state AS last_state, d.updated_at AS last_at`;
// The newest delivery of each endpoint, for its glance.
const LAST_DELIVERY = `LEFT JOIN LATERAL (
  SELECT state, updated_at FROM webhook_deliveries WHERE endpoint_id = e.id
  ORDER BY created_at DESC LIMIT 1) d ON true`;

function toEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    searchId: row.search_id,
    owner: row.owner,
    url: row.url,
    paused: row.paused,
    createdAt: iso(row.created_at),
    createdBy: row.created_by,
    secretRotatedAt: isoOrNull(row.secret_rotated_at),
    lastDelivery:
      row.last_state && row.last_at ? { state: row.last_state, at: iso(row.last_at) } : null,
  };
}

function endpointsRepo(db: Db) {
  async function endpoint(id: string): Promise<WebhookEndpoint | undefined> {
    if (!isUuid(id)) return undefined;
    const { rows } = await db.query<EndpointRow>(
      `SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints e ${LAST_DELIVERY} WHERE e.id = $1`,
      [id],
    );
    return rows[0] && toEndpoint(rows[0]);
  }

  return {
    endpoint,
    /** The watched search an endpoint belongs to (deleted or not), or undefined. */
    async search(id: string): Promise<WatchedSearch | undefined> {
      if (!isUuid(id)) return undefined;
      const { rows } = await db.query<{
        id: string;
        name: string;
        owner: string;
        shared: boolean;
        deleted_at: Date | null;
      }>('SELECT id, name, owner, shared, deleted_at FROM searches WHERE id = $1', [id]);
      const row = rows[0];
      return (
        row && {
          id: row.id,
          name: row.name,
          owner: row.owner,
          shared: row.shared,
          deleted: row.deleted_at !== null,
        }
      );
    },

    /** A search's endpoints, oldest first. */
    async endpointsOf(searchId: string): Promise<WebhookEndpoint[]> {
      const { rows } = await db.query<EndpointRow>(
        `SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints e ${LAST_DELIVERY}
         WHERE e.search_id = $1 ORDER BY e.created_at, e.id`,
        [searchId],
      );
      return rows.map(toEndpoint);
    },

    /** Every endpoint of the team with its search's name (the admins' screen). */
    async allEndpoints(): Promise<(WebhookEndpoint & { searchName: string })[]> {
      const { rows } = await db.query<EndpointRow & { search_name: string }>(
        `SELECT ${ENDPOINT_COLUMNS}, s.name AS search_name FROM webhook_endpoints e
         JOIN searches s ON s.id = e.search_id ${LAST_DELIVERY}
         ORDER BY e.owner, s.name, e.created_at`,
      );
      return rows.map((row) => ({ ...toEndpoint(row), searchName: row.search_name }));
    },

    /** The endpoints a watch run delivers to: not paused, with what signing needs. */
    async activeTargets(searchId: string): Promise<{ id: string; url: string }[]> {
      const { rows } = await db.query<{ id: string; url: string }>(
        'SELECT id, url FROM webhook_endpoints WHERE search_id = $1 AND NOT paused ORDER BY created_at, id',
        [searchId],
      );
      return rows;
    },

    async create(input: {
      searchId: string;
      owner: string;
      url: string;
      secret: string;
      by: string;
    }): Promise<WebhookEndpoint | 'too-many'> {
      const id = await db.transaction(async (tx) => {
        // The search's row is locked so two creations at once count each other.
        await tx.query('SELECT id FROM searches WHERE id = $1 FOR UPDATE', [input.searchId]);
        const { rows: count } = await tx.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM webhook_endpoints WHERE search_id = $1',
          [input.searchId],
        );
        if ((count[0]?.n ?? 0) >= WEBHOOK_LIMITS.maxEndpointsPerSearch) return undefined;
        const id = crypto.randomUUID();
        await tx.query(
          `INSERT INTO webhook_endpoints (id, search_id, owner, url, secret, created_by)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [id, input.searchId, input.owner, input.url, input.secret, input.by],
        );
        await audit(tx, {
          actor: input.by,
          action: 'webhook.create',
          subject: id,
          detail: { searchId: input.searchId },
        });
        return id;
      });
      return id === undefined ? 'too-many' : (await endpoint(id))!;
    },

    async patch(
      id: string,
      change: { url?: string; paused?: boolean },
    ): Promise<WebhookEndpoint | undefined> {
      await db.query(
        'UPDATE webhook_endpoints SET url = coalesce($2, url), paused = coalesce($3, paused) WHERE id = $1',
        [id, change.url ?? null, change.paused ?? null],
      );
      return endpoint(id);
    },

    async rotate(id: string, secret: string, by: string): Promise<WebhookEndpoint | undefined> {
      await db.transaction(async (tx) => {
        await tx.query(
          'UPDATE webhook_endpoints SET secret = $2, secret_rotated_at = now() WHERE id = $1',
          [id, secret],
        );
        await audit(tx, { actor: by, action: 'webhook.rotateSecret', subject: id });
      });
      return endpoint(id);
    },

    async remove(id: string, by: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.query('DELETE FROM webhook_endpoints WHERE id = $1', [id]);
        await audit(tx, { actor: by, action: 'webhook.delete', subject: id });
      });
    },
  };
}

const PRIVATE_TARGETS_KEY = 'webhookAllowPrivateTargets';

function webhookSettingsRepo(db: Db) {
  return {
    /** The admin's "Allow webhooks to private addresses" (off unless set), and its last change. */
    async settings(): Promise<{
      allowPrivateTargets: boolean;
      updatedBy: string | null;
      updatedAt: string | null;
    }> {
      const { rows } = await db.query<{
        value: unknown;
        updated_by: string | null;
        updated_at: Date | null;
      }>('SELECT value, updated_by, updated_at FROM settings WHERE key = $1', [
        PRIVATE_TARGETS_KEY,
      ]);
      const row = rows[0];
      return {
        allowPrivateTargets: row?.value === true,
        updatedBy: row?.updated_by ?? null,
        updatedAt: row?.updated_at ? iso(row.updated_at) : null,
      };
    },

    /** The caller has checked that `by` is an admin; the change and its audit line go together. */
    async setAllowPrivateTargets(allow: boolean, by: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO settings (key, value, updated_by, updated_at) VALUES ($1, $2::text::jsonb, $3, now())
           ON CONFLICT (key) DO UPDATE
             SET value = excluded.value, updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
          [PRIVATE_TARGETS_KEY, JSON.stringify(allow), by],
        );
        await audit(tx, {
          actor: by,
          action: `settings.${PRIVATE_TARGETS_KEY}`,
          detail: { allow },
        });
      });
    },
  };
}

export function webhooksRepo(db: Db) {
  return {
    ...endpointsRepo(db),
    ...webhookDeliveriesRepo(db),
    ...deliveryBodiesRepo(db),
    ...webhookSettingsRepo(db),
  };
}
