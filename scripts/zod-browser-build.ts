// Vite plugin: leaves two parts of zod the app never uses out of the browser build (~7 KB gzip).
//
// 1. The JSON Schema generator. zod 4's classic API wires `toJSONSchema()` into every schema, so
//    its two modules ship even to apps that never ask for JSON Schema; no import can shake them
//    off. They are swapped for stubs with the same export names, which throw a clear error if
//    anything ever calls them.
// 2. The English error messages. The contract never shows zod's own wording: describeIssue
//    (src/api/contract/violations.ts) rewrites every default message from the code, so
//    without the locale zod's fallback ("Invalid input") leads to the same sentences. The
//    violations tests check that equivalence.
// 3. The compiled parser. zod decides whether to compile object parsers (`new Function`) when a
//    schema is built, and the contract builds its schemas as its modules load, which in the bundle
//    is before main.tsx's own body (src/app/zod-config.ts) runs. Under the production CSP (no
//    'unsafe-eval') that probe is refused and reported as a violation. So zod's global config
//    starts out jitless in the browser build, before any schema exists, whatever the chunk order.
// Validation and parsing are untouched: they live in zod's core and classic modules.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const STUB_PREFIX = '\0zod-browser-stub:';
const JSON_SCHEMA_MODULE = /[\\/](to-json-schema|json-schema-processors)\.js$/;
const ENGLISH_LOCALE_MODULE = /[\\/]locales[\\/]en\.js$/;

/** The names a module exports: `export const|function|class X` and `export { a as b }`. */
export function exportedNames(source: string): string[] {
  const names = new Set<string>();
  for (const match of source.matchAll(
    /export\s+(?:const|let|function|class)\s+([A-Za-z_$][\w$]*)/g,
  ))
    names.add(match[1] as string);
  for (const match of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const part of (match[1] as string).split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  }
  names.delete('default');
  return [...names].sort();
}

/** A module with the same exports, each a function that throws when JSON Schema is asked for. */
export function jsonSchemaStub(names: readonly string[], moduleName: string): string {
  const message = `zod JSON Schema generation is not part of the browser build (${moduleName}); see scripts/zod-browser-build.ts.`;
  const lines = [
    `const unavailable = () => { throw new Error(${JSON.stringify(message)}); };`,
    // Schemas build these methods eagerly (the ~standard getter), so they must return a function.
    `const method = () => unavailable;`,
  ];
  for (const name of names) {
    lines.push(
      `export const ${name} = ${/^create.*Method$/.test(name) ? 'method' : 'unavailable'};`,
    );
  }
  return lines.join('\n');
}

const CORE_MODULE = /[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/;
const EMPTY_GLOBAL_CONFIG = '(_a.__zod_globalConfig = {})';

/** zod's core module with its global config starting jitless; throws if zod changed the line. */
export function jitlessCore(source: string): string {
  if (!source.includes(EMPTY_GLOBAL_CONFIG))
    throw new Error(
      `zod-browser-build: zod's core no longer creates its config as ${EMPTY_GLOBAL_CONFIG}; update scripts/zod-browser-build.ts.`,
    );
  return source.replace(EMPTY_GLOBAL_CONFIG, '(_a.__zod_globalConfig = { jitless: true })');
}

/** A locale with no messages: zod then uses its neutral fallback, "Invalid input". */
const SILENT_LOCALE = 'export default function () { return {}; }';

export function zodBrowserBuild(): Plugin {
  return {
    name: 'zod-browser-build',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!importer || !/[\\/]node_modules[\\/]zod[\\/]/.test(importer)) return null;
      if (!JSON_SCHEMA_MODULE.test(source) && !ENGLISH_LOCALE_MODULE.test(source)) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved ? `${STUB_PREFIX}${resolved.id}` : null;
    },
    transform(code, id) {
      return CORE_MODULE.test(id) ? { code: jitlessCore(code), map: null } : null;
    },
    load(id) {
      if (!id.startsWith(STUB_PREFIX)) return null;
      const realId = id.slice(STUB_PREFIX.length);
      if (ENGLISH_LOCALE_MODULE.test(realId)) return SILENT_LOCALE;
      const moduleName = realId.split(/[\\/]/).pop() ?? realId;
      return jsonSchemaStub(exportedNames(readFileSync(realId, 'utf8')), moduleName);
    },
  };
}
