export function loadAverage(): string;
export function freePort(): Promise<number>;
export function probePage(): string;
export function cpuProbe(options?: { runs?: number; now?: () => number }): number;
export function median(values: readonly number[]): number;
