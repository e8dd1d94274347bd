// Imported first by main.tsx. zod otherwise probes `new Function('')` to choose a compiled parser;
// under the production CSP (no 'unsafe-eval') that probe is refused and reported as a policy
// violation. The interpreted parser is what runs under that CSP anyway, so say so up front.
import { z } from 'zod';

z.config({ jitless: true });
