// Imported first by main.tsx. zod otherwise probes `new Function('')` to choose a compiled parser;
// under the production CSP (no 'unsafe-eval') that probe is refused and reported as a policy
// violation. The interpreted parser is what runs under that CSP anyway, so say so up front.
// In the production bundle the contract's schemas are built before this module's body runs (their
// chunk loads first), so scripts/zod-browser-build.ts also starts zod's config jitless there.
import { z } from 'zod';

z.config({ jitless: true });
