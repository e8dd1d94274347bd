// PropertyMapping benchmark scenarios for bench-mock.ts: 10,000 pins, timed as the route works
// (validate the body, find the matches, write the JSON text), not just the engine's part.
import { validatePropertyMappingRequest } from '../../src/api/contract/property-mapping';
import { METROS } from '../geo/metros';
import { mappingResponseText } from '../routes/property-mapping';
import type { BenchContext, BenchScenario } from './bench-types';

/** The goal: 10,000 pins at 1M properties in at most 30 ms (p50). */
const TARGET_P50_MS = 30;

function pinsScenario(name: string, body: (ctx: BenchContext) => Record<string, unknown>) {
  return {
    name,
    engine: (ctx: BenchContext) => {
      const input = body(ctx);
      return () => {
        const startedAt = performance.now();
        const valid = validatePropertyMappingRequest(input);
        if (!valid.ok) throw new Error(`bench body refused: ${JSON.stringify(valid.violations)}`);
        const result = ctx.engine.pins(valid.value);
        return mappingResponseText(ctx.ds, result, valid.value, input, startedAt);
      };
    },
    targetP50Ms: TARGET_P50_MS,
  } satisfies BenchScenario;
}

function phoenix() {
  const m = METROS.find((x) => x.name === 'Phoenix');
  if (!m) throw new Error('no metro Phoenix');
  return m;
}

export const PINS_SCENARIOS: BenchScenario[] = [
  pinsScenario('pins: 10k, no filter (JSON text)', () => ({})),
  pinsScenario('pins: 10k, state + 2 flags (JSON text)', () => ({
    stateId: '48',
    absentee_owner: true,
    high_equity: true,
  })),
  pinsScenario('pins: 10k, radius 10 mi (JSON text)', () => {
    const c = phoenix();
    return { latitude: c.lat, longitude: c.lon, radius: 10 };
  }),
  pinsScenario('pins: 10k, deep page (resultIndex 500,000)', () => ({ resultIndex: 500_000 })),
];
