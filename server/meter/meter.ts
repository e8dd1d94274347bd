// The one meter every paid call goes through, relayed (proxy mode) or answered by the embedded mock:
// before the call leaves, the most it could cost is reserved against the member's monthly cap and
// the team's daily cap (or the call is refused, 402 SPEND_CAP_REACHED, and nothing leaves); once
// answered, the ledger row is settled with what the answer says it cost. A database that cannot
// take the reservation refuses the call (503): nothing paid leaves the server unmetered. Calls that
// cannot cost anything (counts, summaries) reserve nothing and are written once answered.
import type { Context } from 'hono';
import { databaseUnavailable } from '../http/database-unavailable';
import type { LedgerAgent, LedgerCall, Settlement } from '../store/ledger-repo';
import { parseAnswer } from '../proxy/relayed-records';
import type { AppStore } from '../store/store';
import { LOCAL_USER, userKey } from '../store/user-names';
import { callSummary } from './call-summary';
import { operationOf, priceAnswer, worstCase, type MeteredOperation } from './credits-rule';
import { spendCapReached } from './spend-cap';

/** An answer as the meter reads it: its status, its parsed body (undefined: unreadable), its request id. */
interface MeteredAnswer {
  status: number;
  body: unknown;
  requestId: string | undefined;
}

/** One admitted call: settled once, from its answer or from the lack of one. Never throws. */
export interface MeterTicket {
  answered(answer: Promise<MeteredAnswer>): void;
  /**
   * No answer came back. `sent`: the request may have reached the service (a timeout, the browser
   * left), so its cost is unknown; otherwise it never left (the host refused the connection).
   */
  unanswered(sent: boolean): void;
}

type Admission =
  { kind: 'go'; ticket: MeterTicket | undefined } | { kind: 'refused'; response: Response };

export interface Meter {
  /** Admits a call to `path` with `body` for the request's user, or refuses it with the answer to send. */
  admit(c: Context, path: string, body: ArrayBuffer | Uint8Array): Promise<Admission>;
}

export interface MeterOptions {
  store: () => Promise<AppStore>;
  log: (line: string) => void;
  /** Holds a ledger write until it is done (tests, and shutdown, wait for them). */
  track: (write: Promise<void>) => void;
  now?: () => number;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The request's user: the signed-in one, or `local` where nobody signs in. */
function userOf(c: Context): string {
  return userKey((c.env as { appUser?: string } | undefined)?.appUser ?? LOCAL_USER);
}

/** The agent spending on the user's behalf (a watch, an export job), named by the in-process caller. */
function agentOf(c: Context): LedgerAgent | undefined {
  return (c.env as { appAgent?: LedgerAgent } | undefined)?.appAgent;
}

/** What an answer (or its absence) cost, as the ledger writes it. */
function settlementOf(
  operation: MeteredOperation,
  request: unknown,
  answer: MeteredAnswer,
): Settlement {
  const priced = priceAnswer(operation, request, answer.status, answer.body);
  return {
    records: priced.records,
    credits: priced.credits,
    creditsSource: priced.source,
    requestId: answer.requestId,
    status: 'done',
  };
}

function unansweredSettlement(sent: boolean): Settlement {
  return sent
    ? { records: 0, credits: null, creditsSource: 'unknown', status: 'failed' }
    : { records: 0, credits: 0, creditsSource: 'rule', status: 'failed' };
}

/** A ticket whose one settlement goes to `write`; later calls are ignored. */
function ticket(
  options: MeterOptions,
  operation: MeteredOperation,
  request: unknown,
  write: (settlement: Settlement) => Promise<void>,
): MeterTicket {
  let settled = false;
  const settle = (settlement: Promise<Settlement>) => {
    if (settled) return;
    settled = true;
    options.track(
      settlement.then(write).catch((error: unknown) =>
        // The answer already went out; a pending row keeps its reservation counted.
        options.log(`[meter] could not settle a ${operation} call: ${errorText(error)}`),
      ),
    );
  };
  return {
    answered: (answer) => settle(answer.then((read) => settlementOf(operation, request, read))),
    unanswered: (sent) => settle(Promise.resolve(unansweredSettlement(sent))),
  };
}

export function createMeter(options: MeterOptions): Meter {
  const now = options.now ?? Date.now;
  return {
    async admit(c, path, body) {
      const operation = operationOf(path);
      // AutoComplete is free and unlimited at the service: nothing to meter or to write.
      if (!operation || operation === 'AutoComplete') return { kind: 'go', ticket: undefined };
      const request = parseAnswer(body);
      const call: LedgerCall = {
        userKey: userOf(c),
        operation,
        summary: callSummary(operation, request),
        agent: agentOf(c),
      };
      const cost = worstCase(operation, request);
      if (cost === 0) {
        // Nothing to reserve; written once answered, and let through while the database is down.
        const write = async (settlement: Settlement) =>
          (await options.store()).ledger.record(call, settlement);
        return { kind: 'go', ticket: ticket(options, operation, request, write) };
      }
      let reservation;
      try {
        reservation = await (await options.store()).ledger.reserve(call, cost);
      } catch (error) {
        options.log(`[meter] refused a ${operation} call: no ledger (${errorText(error)})`);
        return { kind: 'refused', response: databaseUnavailable(c) };
      }
      if (reservation.kind === 'refused')
        return { kind: 'refused', response: spendCapReached(c, reservation, now()) };
      const { id } = reservation;
      const write = async (settlement: Settlement) =>
        (await options.store()).ledger.settle(id, settlement);
      return { kind: 'go', ticket: ticket(options, operation, request, write) };
    },
  };
}
