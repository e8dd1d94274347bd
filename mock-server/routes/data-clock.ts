// /__mock/data-clock: a test hook that makes the mock's data "change" so "new since last pull" can
// be shown end to end. The dataset itself is generated once and never changes; instead, while the
// clock is past 0, ids_only answers of POST /v2/PropertySearch leave out a deterministic handful
// of properties (every id with id % 50 === tick % 50). Moving the clock from 1 to 2 therefore
// makes the ids ending the first way come back (new) and the second way go (removed).
// Only ids_only answers are touched (records, counts and pins stay whole), and a test may scope
// the clock to the ids of its own search (`scope`), so tests running beside it see the data
// unchanged. Mounted by the mock only: in proxy mode the mock app is not used and /__mock/* is 404.
import type { Hono } from 'hono';
import type { JsonEnv } from '../http/read-json';

const MODULUS = 50;

interface IdsAnswer {
  data: unknown[];
  resultCount?: number;
  recordCount?: number;
}

function isIdsAnswer(body: unknown): body is IdsAnswer {
  if (typeof body !== 'object' || body === null) return false;
  const data = (body as { data?: unknown }).data;
  return Array.isArray(data) && data.length > 0 && data.every((id) => typeof id === 'number');
}

export function registerDataClock(app: Hono<JsonEnv>) {
  let tick = 0;
  let scope: ReadonlySet<number> | undefined;
  const hidden = (id: number) =>
    tick > 0 && id % MODULUS === tick % MODULUS && (!scope || scope.has(id));
  const state = () => ({ tick, modulus: MODULUS, scoped: scope ? scope.size : null });
  const bad = (message: string) => ({ statusCode: 400, error: 'Bad Request', message });

  app.get('/__mock/data-clock', (c) => c.json(state()));
  app.post('/__mock/data-clock', async (c) => {
    const body: unknown = await c.req.json().catch(() => ({}));
    const { tick: asked, scope: ids } = (body ?? {}) as { tick?: unknown; scope?: unknown };
    if (asked !== undefined && (typeof asked !== 'number' || !Number.isInteger(asked) || asked < 0))
      return c.json(bad('tick must be a whole number ≥ 0'), 400);
    if (ids !== undefined && !(Array.isArray(ids) && ids.every((id) => Number.isInteger(id))))
      return c.json(bad('scope must be a list of property ids'), 400);
    tick = asked ?? tick + 1;
    // Back to 0 is back to the whole dataset: the scope goes with it.
    if (Array.isArray(ids)) scope = new Set(ids as number[]);
    else if (tick === 0) scope = undefined;
    return c.json(state());
  });

  app.use('/v2/PropertySearch', async (c, next) => {
    await next();
    if (tick === 0 || c.res.status !== 200) return;
    const body: unknown = await c.res
      .clone()
      .json()
      .catch(() => undefined);
    if (!isIdsAnswer(body)) return;
    const data = body.data.filter((id) => !hidden(id as number));
    const dropped = body.data.length - data.length;
    if (dropped === 0) return;
    const headers = new Headers(c.res.headers);
    headers.delete('content-length');
    c.res = new Response(
      JSON.stringify({
        ...body,
        data,
        resultCount: (body.resultCount ?? body.data.length) - dropped,
        recordCount: data.length,
      }),
      { status: 200, headers },
    );
  });
}
