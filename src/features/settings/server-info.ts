// What the app's own server says about itself: proxy (it holds the key) or the embedded mock (and its demo keys).
// These are the app server's endpoints, not the property data service's, so they live here, not in api/.
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';

const healthSchema = z.object({
  status: z.string(),
  mode: z.enum(['mock', 'proxy']),
});

const demoKeysSchema = z.object({
  keys: z.array(z.object({ key: z.string(), description: z.string() })),
});

/** 'unknown' when the app is hosted without its server (a plain static host). */
export type ServerMode = 'mock' | 'proxy' | 'unknown';

export type DemoKey = z.infer<typeof demoKeysSchema>['keys'][number];

async function readJson(path: string, signal: AbortSignal): Promise<unknown> {
  const response = await fetch(path, { headers: { accept: 'application/json' }, signal });
  // /healthz answers 503 while the mock builds its dataset; the body still names the mode.
  return response.json();
}

async function fetchServerMode(signal: AbortSignal): Promise<ServerMode> {
  try {
    const parsed = healthSchema.safeParse(await readJson('/healthz', signal));
    return parsed.success ? parsed.data.mode : 'unknown';
  } catch (error) {
    if (signal.aborted) throw error;
    return 'unknown';
  }
}

async function fetchDemoKeys(signal: AbortSignal): Promise<DemoKey[]> {
  const parsed = demoKeysSchema.safeParse(await readJson('/__mock/demo-keys', signal));
  return parsed.success ? parsed.data.keys : [];
}

const serverInfoKeys = {
  mode: ['app-server', 'mode'] as const,
  demoKeys: ['app-server', 'demo-keys'] as const,
};

export function serverModeQuery() {
  return queryOptions({
    queryKey: serverInfoKeys.mode,
    queryFn: ({ signal }) => fetchServerMode(signal),
    staleTime: Infinity,
    retry: false,
  });
}

export function demoKeysQuery() {
  return queryOptions({
    queryKey: serverInfoKeys.demoKeys,
    queryFn: ({ signal }) => fetchDemoKeys(signal),
    staleTime: Infinity,
    retry: false,
  });
}
