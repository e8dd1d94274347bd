// PGlite runs the whole database engine inside this process, so the process needs room for it. A
// container with less memory than that is killed by the kernel in the middle of a write (and a
// killed server used to meet the stale-lock defect). This check reads the container's memory limit
// (cgroup v2, else v1) and refuses to start below the measured need, saying what to do instead.
import { readFileSync } from 'node:fs';

/**
 * Measured: see docs/deploying.md "Sizing". The idle process (PGlite open, the app served) plus
 * headroom for a 100,000-id list operation, which grows PGlite's WebAssembly memory.
 */
export const PGLITE_MIN_MEMORY_MB = 512;

function readNumber(path: string): number | undefined {
  try {
    const text = readFileSync(path, 'utf8').trim();
    if (!/^\d+$/.test(text)) return undefined;
    return Number(text);
  } catch {
    return undefined;
  }
}

/** The container's memory limit in bytes, or undefined when there is none (or none readable). */
export function containerMemoryLimit(
  read: (path: string) => number | undefined = readNumber,
): number | undefined {
  const limit =
    read('/sys/fs/cgroup/memory.max') ?? read('/sys/fs/cgroup/memory/memory.limit_in_bytes');
  // cgroup v1 says "no limit" with a huge number.
  return limit !== undefined && limit < 2 ** 60 ? limit : undefined;
}

/** Why PGlite would not fit, or undefined when it does (or no limit is known). */
export function pgliteMemoryProblem(
  env: NodeJS.ProcessEnv,
  limitBytes: number | undefined = containerMemoryLimit(),
): string | undefined {
  if (env.PGLITE_SKIP_MEMORY_CHECK === '1' || limitBytes === undefined) return undefined;
  const limitMb = Math.floor(limitBytes / (1024 * 1024));
  if (limitMb >= PGLITE_MIN_MEMORY_MB) return undefined;
  return [
    `This container has ${limitMb} MiB of memory; the embedded database (PGlite) needs at least ${PGLITE_MIN_MEMORY_MB} MiB,`,
    'or the kernel will stop the server in the middle of a write.',
    `Give the container ${PGLITE_MIN_MEMORY_MB} MiB or more, or use PostgreSQL (set DATABASE_URL), which needs far less here.`,
    'PGLITE_SKIP_MEMORY_CHECK=1 starts anyway.',
  ].join('\n');
}
