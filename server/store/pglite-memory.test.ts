// PGlite's memory floor: a container below it is refused at start with what to do instead.
import { describe, expect, it } from 'vitest';
import { containerMemoryLimit, PGLITE_MIN_MEMORY_MB, pgliteMemoryProblem } from './pglite-memory';

const MB = 1024 * 1024;

describe('pgliteMemoryProblem', () => {
  it('refuses a container below the floor, naming both ways out', () => {
    const problem = pgliteMemoryProblem({}, (PGLITE_MIN_MEMORY_MB - 1) * MB);
    expect(problem).toContain(`needs at least ${PGLITE_MIN_MEMORY_MB} MiB`);
    expect(problem).toContain('DATABASE_URL');
    expect(problem).toContain('PGLITE_SKIP_MEMORY_CHECK=1');
  });

  it('lets a big enough container, no known limit, or an explicit override start', () => {
    expect(pgliteMemoryProblem({}, PGLITE_MIN_MEMORY_MB * MB)).toBeUndefined();
    expect(pgliteMemoryProblem({}, undefined)).toBeUndefined();
    expect(pgliteMemoryProblem({ PGLITE_SKIP_MEMORY_CHECK: '1' }, 64 * MB)).toBeUndefined();
  });
});

describe('containerMemoryLimit', () => {
  it('reads cgroup v2, then v1, and treats v1’s huge "no limit" as none', () => {
    const files = (entries: Record<string, number>) => (path: string) => entries[path];
    expect(containerMemoryLimit(files({ '/sys/fs/cgroup/memory.max': 512 * MB }))).toBe(512 * MB);
    expect(
      containerMemoryLimit(files({ '/sys/fs/cgroup/memory/memory.limit_in_bytes': 256 * MB })),
    ).toBe(256 * MB);
    expect(
      containerMemoryLimit(files({ '/sys/fs/cgroup/memory/memory.limit_in_bytes': 2 ** 63 - 1 })),
    ).toBeUndefined();
    // "max" is not a number: no limit.
    expect(containerMemoryLimit(files({}))).toBeUndefined();
  });
});
