// SkipTraceBatchAwait benchmark scenarios for bench-mock.ts: a batch of 100 owners, timed as the route
// works (validate the body, trace each item, build the answer, write the JSON), not the lookup alone.
import { validateSkipTraceBatchRequest } from '../../src/api/contract/skip-trace-request';
import { buildRecord } from '../dataset/build-record';
import { skipBatchAnswer } from '../routes/skip-trace';
import { skipIndexFor } from '../skip/skip-index';
import { createSkipMemory } from '../skip/skip-memory';
import type { BenchContext, BenchScenario } from './bench-types';

/** 100 owners spread over the dataset, by situs address (as the app's builder sends them). */
function hundredItems(ctx: BenchContext) {
  const step = Math.max(1, Math.floor(ctx.ds.count / 100));
  return Array.from({ length: 100 }, (_, i) => {
    const r = buildRecord(ctx.ds, Math.min(ctx.ds.count - 1, i * step));
    return {
      key: r.id,
      address: r.address.street,
      city: r.address.city,
      state: r.address.state,
      zip: r.address.zip,
      mail_address: r.mailAddress.street,
      mail_city: r.mailAddress.city,
      mail_state: r.mailAddress.state,
    };
  });
}

function batchScenario(name: string, fresh: boolean): BenchScenario {
  return {
    name,
    engine: (ctx) => {
      const t = performance.now();
      const ix = skipIndexFor(ctx.ds);
      console.log(`(skip: address index ready in ${(performance.now() - t).toFixed(1)} ms)`);
      const body = { skips: hundredItems(ctx) };
      let memory = createSkipMemory();
      return () => {
        const startedAt = performance.now();
        // A new memory each run: every match is new (1 credit), as on a first skip of these owners.
        if (fresh) memory = createSkipMemory();
        const valid = validateSkipTraceBatchRequest(body);
        if (!valid.ok) throw new Error(`bench body refused: ${JSON.stringify(valid.violations)}`);
        return JSON.stringify(skipBatchAnswer(ix, memory, 'demo', valid.value.skips, startedAt));
      };
    },
    targetP50Ms: 30,
  };
}

export const SKIP_SCENARIOS: BenchScenario[] = [
  batchScenario('skip: batch of 100, new matches (JSON text)', true),
  batchScenario('skip: batch of 100, cached repeat (JSON text)', false),
];
