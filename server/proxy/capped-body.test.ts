import { describe, expect, it } from 'vitest';
import { BodyTooLargeError, readCappedBody } from './capped-body';

function streamOf(...chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

describe('readCappedBody', () => {
  it('streams a body whose declared length fits', async () => {
    const response = new Response(streamOf('hello ', 'world'), {
      headers: { 'content-length': '11' },
    });
    const body = await readCappedBody(response, 100);
    expect(body.kind).toBe('stream');
    if (body.kind === 'stream') expect(await new Response(body.body).text()).toBe('hello world');
  });

  it('refuses a declared length over the cap without reading it', async () => {
    let pulled = false;
    const source = new ReadableStream({
      pull() {
        pulled = true;
      },
    });
    const response = new Response(source, { headers: { 'content-length': '101' } });
    expect(await readCappedBody(response, 100)).toEqual({ kind: 'too-large', bytes: 101 });
    expect(pulled).toBe(false);
  });

  it('cuts off a stream that sends more than its declared length', async () => {
    const response = new Response(streamOf('x'.repeat(60), 'y'.repeat(60)), {
      headers: { 'content-length': '10' },
    });
    const body = await readCappedBody(response, 100);
    expect(body.kind).toBe('stream');
    if (body.kind === 'stream')
      await expect(new Response(body.body).text()).rejects.toBeInstanceOf(BodyTooLargeError);
  });

  it('buffers a body of unknown length up to the cap', async () => {
    const ok = await readCappedBody(new Response(streamOf('a'.repeat(50), 'b'.repeat(50))), 100);
    expect(ok.kind).toBe('buffered');
    if (ok.kind === 'buffered') expect(ok.bytes.byteLength).toBe(100);
    const over = await readCappedBody(new Response(streamOf('a'.repeat(50), 'b'.repeat(51))), 100);
    expect(over).toEqual({ kind: 'too-large', bytes: 101 });
  });

  it('does not trust the length of a compressed body (fetch inflates it)', async () => {
    const response = new Response(streamOf('z'.repeat(150)), {
      headers: { 'content-length': '20', 'content-encoding': 'gzip' },
    });
    expect(await readCappedBody(response, 100)).toEqual({ kind: 'too-large', bytes: 150 });
  });
});
