// Types for check-bundle.mjs so TypeScript tests and benches can import the plain-JS bundle checks.
export interface ChunkSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface Contributor {
  /** A package name, or a source folder of the app. */
  name: string;
  bytes: number;
  gzipBytes: number;
}

export interface BundleMeasurement {
  eager: ChunkSize[];
  lazy: ChunkSize[];
  css: ChunkSize[];
  eagerGzipBytes: number;
  /** Eager chunks that carry MapLibre code (should be none). */
  maplibreIn: string[];
  /** Only filled when the build has (hidden) source maps. */
  contributors: Contributor[];
}

export interface BundleCheck extends BundleMeasurement {
  budgetBytes: number;
  ok: boolean;
  problems: string[];
}

export const BUDGET_BYTES: number;
export function readManifest(distDir: string): Record<string, ManifestChunk>;
export function eagerChunkKeys(manifest: Record<string, ManifestChunk>): string[];
export function measureBundle(distDir: string): BundleMeasurement;
export function checkBundle(distDir: string, options?: { budgetBytes?: number }): BundleCheck;
export function formatReport(result: BundleCheck): string;
export function kb(bytes: number): string;

export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
