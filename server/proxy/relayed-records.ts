// What the proxy keeps of what it relays: the records of a PropertySearch answer (a page of a
// search, or records asked for by `ids`), so the team holds what it paid for without the browser
// ever posting records. Counts, ids-only and summary answers carry no records; privacy-mode
// answers (obfuscate) carry records without names, which must never stand in for full ones.
import type { ServiceRecord } from '../store/records-repo';

const PROPERTY_ID = /^\d{1,10}$/;

/** An answer's (or request's) JSON, or undefined when there is none to read. */
export function parseAnswer(bytes: Uint8Array | ArrayBuffer | undefined): unknown {
  if (!bytes) return undefined;
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return undefined;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Does this request ask for full records (so its answer is worth keeping)? */
export function asksForRecords(
  operationPath: string,
  requestBody: ArrayBuffer | Uint8Array,
): boolean {
  if (operationPath !== '/v2/PropertySearch') return false;
  const request = parseAnswer(requestBody);
  if (!isObject(request)) return false;
  return !request.count && !request.ids_only && !request.summary && !request.obfuscate;
}

/**
 * The records of an answer (parsed once, for the records store and the meter) that name their
 * property id; anything else in it is left alone.
 */
export function recordsOf(body: unknown): ServiceRecord[] {
  if (!isObject(body) || !Array.isArray(body.data)) return [];
  return body.data.filter(
    (record): record is ServiceRecord =>
      isObject(record) &&
      ((typeof record.id === 'number' && Number.isInteger(record.id) && record.id >= 0) ||
        (typeof record.id === 'string' && PROPERTY_ID.test(record.id))),
  );
}

/** Reads a stream to its end (the proxy's copy of a streamed answer), at most `maxBytes`. */
export async function readAll(
  stream: ReadableStream<Uint8Array>,
  maxBytes: number,
): Promise<Uint8Array | undefined> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return undefined;
      }
      chunks.push(value);
    }
  } catch {
    // The relay was cut (the browser left, the upstream broke off): nothing whole to keep.
    return undefined;
  }
  return Buffer.concat(chunks);
}
