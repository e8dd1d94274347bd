// Types for check-cycles.mjs so its test can import the plain-JS cycle check.
export function importsOf(source: string): string[];
export function findCycles(graph: Map<string, string[]>): string[][];
export function importGraph(root?: string, folders?: string[]): Map<string, string[]>;
