// Shared helpers for the mock's HTTP tests: one small in-process service and a JSON POST helper.
import { createMockService, type MockService } from './app';
import type { MockConfig } from './config';

export const TEST_CONFIG: MockConfig = {
  port: 0,
  properties: 5000,
  seed: 7,
  now: new Date('2026-11-01T00:00:00Z'),
  slowMs: 50,
  retryAfterSeconds: 3,
};

let shared: MockService | undefined;

/** One service per test file run: building the dataset once keeps the suite fast. */
export async function testService(): Promise<MockService> {
  shared ??= createMockService(TEST_CONFIG);
  await shared.ctx.store;
  return shared;
}

export async function post(
  service: MockService,
  path: string,
  body: unknown,
  opts: { key?: string | null; contentType?: string; raw?: string } = {},
) {
  const headers: Record<string, string> = {
    'content-type': opts.contentType ?? 'application/json',
  };
  const key = opts.key === undefined ? 'demo' : opts.key;
  if (key !== null) headers['x-api-key'] = key;
  const response = await service.app.fetch(
    new Request(`http://mock.test${path}`, {
      method: 'POST',
      headers,
      body: opts.raw ?? JSON.stringify(body),
    }),
  );
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return {
    status: response.status,
    headers: response.headers,
    json: json as Record<string, unknown> & { data?: unknown },
  };
}

export async function get(service: MockService, path: string) {
  const response = await service.app.fetch(new Request(`http://mock.test${path}`));
  const type = response.headers.get('content-type') ?? '';
  const text = await response.text();
  const json = type.includes('json') ? (JSON.parse(text) as Record<string, unknown>) : undefined;
  return { status: response.status, headers: response.headers, text, json };
}
