// /__mock/data-clock: a test hook that makes the mock's data "change" so "new since last pull" can
// be shown end to end. The dataset itself is generated once and never changes; instead, while the
// clock is past 0, ids_only answers of POST /v2/PropertySearch leave out a deterministic handful
// of properties (every id with id % 50 === tick % 50). Moving the clock from 1 to 2 therefore
// makes the ids ending the first way come back (new) and the second way go (removed).
// Only ids_only answers are touched (records, counts and pins stay whole), and a test may scope
// the clock to the ids of its own search (`scope`): those ids keep a tick of their own, so tests
// running beside it see the data unchanged, and two tests with clocks of their own (scoped to
// different searches) never move each other's. A tick without a scope moves every other id; back
// to 0 without a scope resets every clock. Mounted by the mock only: in proxy mode the mock app is
// not used and /__mock/* is 404.
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
  /** The ticks of scoped ids: each test's own clock, over the ids of its search. */
  const scoped = new Map<number, number>();
  const tickOf = (id: number) => scoped.get(id) ?? tick;
  const hidden = (id: number) => {
    const at = tickOf(id);
    return at > 0 && id % MODULUS === at % MODULUS;
  };
  const moved = () => tick > 0 || scoped.size > 0;
  const state = (at = tick) => ({ tick: at, modulus: MODULUS, scoped: scoped.size || null });
  const bad = (message: string) => ({ statusCode: 400, error: 'Bad Request', message });

  app.get('/__mock/data-clock', (c) => c.json(state()));
  app.post('/__mock/data-clock', async (c) => {
    const body: unknown = await c.req.json().catch(() => ({}));
    const { tick: asked, scope: ids } = (body ?? {}) as { tick?: unknown; scope?: unknown };
    if (asked !== undefined && (typeof asked !== 'number' || !Number.isInteger(asked) || asked < 0))
      return c.json(bad('tick must be a whole number ≥ 0'), 400);
    if (ids !== undefined && !(Array.isArray(ids) && ids.every((id) => Number.isInteger(id))))
      return c.json(bad('scope must be a list of property ids'), 400);
    if (Array.isArray(ids)) {
      const scope = ids as number[];
      const next = asked ?? (scope.length > 0 ? tickOf(scope[0]!) : tick) + 1;
      for (const id of scope) {
        if (next === 0) scoped.delete(id);
        else scoped.set(id, next);
      }
      return c.json(state(next));
    }
    tick = asked ?? tick + 1;
    // Back to 0 is back to the whole dataset: every scoped clock goes with it.
    if (tick === 0) scoped.clear();
    return c.json(state());
  });

  app.use('/v2/PropertySearch', async (c, next) => {
    await next();
    if (!moved() || c.res.status !== 200) return;
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
