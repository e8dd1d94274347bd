import { describe, expect, it } from 'vitest';
import { createUpstreamProbe } from './upstream-probe';

function counting(answer: (call: number) => Promise<Response>) {
  let calls = 0;
  const bodies: unknown[] = [];
  const fetchStub = (async (_url: string, init: RequestInit) => {
    bodies.push(JSON.parse(String(init.body)));
    return answer(++calls);
  }) as unknown as typeof fetch;
  return { fetch: fetchStub, calls: () => calls, bodies };
}

describe('createUpstreamProbe', () => {
  it('asks for a free count, and reuses the answer within the TTL', async () => {
    let now = 1_000;
    const upstream = counting(async () => Response.json({ resultCount: 1 }));
    const probe = createUpstreamProbe({
      baseUrl: 'https://api.test',
      apiKey: 'k',
      fetch: upstream.fetch,
      ttlMs: 10_000,
      now: () => now,
    });
    expect(await probe()).toMatchObject({ reachable: true, status: 200 });
    now += 9_999;
    await probe();
    expect(upstream.calls()).toBe(1);
    now += 2;
    await probe();
    expect(upstream.calls()).toBe(2);
    expect(upstream.bodies[0]).toEqual({ count: true });
  });

  it('shares one probe between concurrent callers', async () => {
    const upstream = counting(async () => Response.json({}));
    const probe = createUpstreamProbe({
      baseUrl: 'https://api.test',
      apiKey: 'k',
      fetch: upstream.fetch,
    });
    await Promise.all([probe(), probe(), probe()]);
    expect(upstream.calls()).toBe(1);
  });

  it('counts a 5xx as unreachable and a refused key as reachable', async () => {
    const down = createUpstreamProbe({
      baseUrl: 'https://api.test',
      apiKey: 'k',
      fetch: counting(async () => new Response('', { status: 503 })).fetch,
    });
    expect(await down()).toMatchObject({ reachable: false, status: 503, reason: 'HTTP 503' });
    const refused = createUpstreamProbe({
      baseUrl: 'https://api.test',
      apiKey: 'k',
      fetch: counting(async () => Response.json({}, { status: 401 })).fetch,
    });
    expect(await refused()).toMatchObject({ reachable: true, status: 401 });
  });

  it('gives up after its own short timeout', async () => {
    const hanging = ((_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as unknown as typeof fetch;
    const probe = createUpstreamProbe({
      baseUrl: 'https://api.test',
      apiKey: 'k',
      fetch: hanging,
      timeoutMs: 30,
    });
    expect(await probe()).toMatchObject({ reachable: false, reason: 'no answer within 30 ms' });
  });
});
