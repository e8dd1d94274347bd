// Types for check-function-size.mjs so its test can import the plain-JS size check.
export const MAX_LINES: number;
export function functionsIn(
  text: string,
  fileName?: string,
): { name: string; line: number; lines: number }[];
