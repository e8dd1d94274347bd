// Reads an upstream body under a size cap: streamed when its size is known up front, else buffered up to the cap.

export type CappedBody =
  /** Declared small enough: passed through as it arrives, still counted (an upstream may lie). */
  | { kind: 'stream'; body: ReadableStream<Uint8Array> }
  /** Size not declared (chunked, or compressed so the length says nothing): read up to the cap. */
  | { kind: 'buffered'; bytes: Uint8Array }
  /** Over the cap; the upstream body has been cancelled. */
  | { kind: 'too-large'; bytes: number };

export class BodyTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`upstream body passed the ${maxBytes}-byte cap while streaming`);
    this.name = 'BodyTooLargeError';
  }
}

function declaredLength(response: Response): number | undefined {
  const encoding = response.headers.get('content-encoding');
  // fetch decompresses: a gzip body's Content-Length is not the size this server will hold.
  if (encoding && encoding.toLowerCase() !== 'identity') return undefined;
  const raw = response.headers.get('content-length');
  if (raw === null || !/^\d+$/.test(raw.trim())) return undefined;
  return Number(raw);
}

/** Errors the stream once more than maxBytes have passed, so a lying upstream is cut off. */
function countingStream(maxBytes: number): TransformStream<Uint8Array, Uint8Array> {
  let seen = 0;
  return new TransformStream({
    transform(chunk, controller) {
      seen += chunk.byteLength;
      if (seen > maxBytes) controller.error(new BodyTooLargeError(maxBytes));
      else controller.enqueue(chunk);
    },
  });
}

/**
 * The choice between a clean 502 and streaming: a status can only be chosen before the first
 * byte goes out, so a body of unknown size is held (never more than maxBytes) until it ends.
 */
export async function readCappedBody(response: Response, maxBytes: number): Promise<CappedBody> {
  const body = response.body;
  if (!body) return { kind: 'buffered', bytes: new Uint8Array(0) };
  const length = declaredLength(response);
  if (length !== undefined) {
    if (length > maxBytes) {
      await body.cancel().catch(() => undefined);
      return { kind: 'too-large', bytes: length };
    }
    return { kind: 'stream', body: body.pipeThrough(countingStream(maxBytes)) };
  }
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return { kind: 'too-large', bytes: total };
    }
    chunks.push(value);
  }
  return { kind: 'buffered', bytes: Buffer.concat(chunks) };
}
