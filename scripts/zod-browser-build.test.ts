import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportedNames, jitlessCore, jsonSchemaStub } from './zod-browser-build';

const zodRoot = dirname(createRequire(import.meta.url).resolve('zod/package.json'));
const read = (file: string) => readFileSync(join(zodRoot, 'v4', 'core', file), 'utf8');

async function importStub(names: string[]): Promise<Record<string, unknown>> {
  const source = jsonSchemaStub(names, 'to-json-schema.js');
  return import(`data:text/javascript,${encodeURIComponent(source)}`);
}

describe('zodBrowserBuild', () => {
  it('finds every export of the JSON Schema modules the classic API imports', () => {
    const toJsonSchema = exportedNames(read('to-json-schema.js'));
    expect(toJsonSchema).toEqual(
      expect.arrayContaining([
        'createToJSONSchemaMethod',
        'createStandardJSONSchemaMethod',
        'process',
      ]),
    );
    const processors = exportedNames(read('json-schema-processors.js'));
    expect(processors).toEqual(
      expect.arrayContaining(['aggregateChecks', 'stringProcessor', 'objectProcessor']),
    );
    // Every processor the classic schemas reach for must exist in the stub, or the build breaks.
    const classic = readFileSync(join(zodRoot, 'v4', 'classic', 'schemas.js'), 'utf8');
    const used = new Set([...classic.matchAll(/processors\.(\w+)\(/g)].map((m) => m[1]));
    expect(used.size).toBeGreaterThan(10);
    for (const name of used) expect(processors).toContain(name);
  });

  it('builds schema methods that exist but throw a clear error when called', async () => {
    const stub = await importStub(['createToJSONSchemaMethod', 'stringProcessor']);
    const toJsonSchema = (stub.createToJSONSchemaMethod as () => () => unknown)();
    expect(typeof toJsonSchema).toBe('function');
    expect(() => toJsonSchema()).toThrow(/not part of the browser build/);
    expect(() => (stub.stringProcessor as () => unknown)()).toThrow(/to-json-schema\.js/);
  });

  it('starts zod jitless in the browser build, and fails the build if zod changes that line', async () => {
    const core = jitlessCore(read('core.js'));
    expect(core).toContain('__zod_globalConfig = { jitless: true }');
    const global = globalThis as { __zod_globalConfig?: unknown };
    const before = global.__zod_globalConfig;
    delete global.__zod_globalConfig;
    try {
      // The rewritten line itself, run: a fresh global config is jitless.
      const line = core.split('\n').find((l) => l.includes('__zod_globalConfig = {'));
      new Function(`let _a; ${line}`)();
      expect(global.__zod_globalConfig).toEqual({ jitless: true });
    } finally {
      global.__zod_globalConfig = before;
    }
    expect(() => jitlessCore('export const globalConfig = {};')).toThrow(/update scripts/);
  });
});
