// How work without a browser (a watch's run, an export job) calls the property data service: in
// this process, through the same handler a browser's call goes through, so the same allowlist,
// meter (caps reserved before the call leaves, the ledger settled from the answer), held records
// and held skip answers apply. The call spends as an agent ('watch:<id>', 'export:<id>') on
// behalf of its owner: the owner's caps and the agent's own monthly cap are both checked.
import type { LedgerAgent } from '../store/ledger-repo';

interface ServiceCall {
  /** '/v2/PropertySearch', '/v2/PropertyDetailBulk', '/v2/SkipTraceBatchAwait', … */
  path: string;
  body: unknown;
  /** The member the job belongs to (a name; the meter keys it). */
  user: string;
  agent?: LedgerAgent;
  signal?: AbortSignal;
}

/** The answer: its status and its parsed body (undefined when it was not JSON). */
interface ServiceAnswer {
  status: number;
  body: unknown;
  /** Retry-After on a 429, for a job that waits it out (an export's pages). */
  headers?: Headers;
}

export type ServiceCaller = (call: ServiceCall) => Promise<ServiceAnswer>;

/** What the caller needs of the API handler: Hono's `fetch` with the env its routes read. */
interface InProcessApp {
  fetch(
    request: Request,
    env: { appUser: string; appAgent?: LedgerAgent },
  ): Response | Promise<Response>;
}

/** An origin nothing listens on: the request never leaves the process. */
const IN_PROCESS_ORIGIN = 'http://jobs.internal';

export function inProcessServiceCaller(app: InProcessApp): ServiceCaller {
  return async ({ path, body, user, agent, signal }) => {
    const request = new Request(IN_PROCESS_ORIGIN + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal,
    });
    const response = await app.fetch(
      request,
      agent ? { appUser: user, appAgent: agent } : { appUser: user },
    );
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: response.status, body: parsed, headers: response.headers };
  };
}
