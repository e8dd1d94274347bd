import { describe, expect, it } from 'vitest';
import { base64Fragments, createRedactor, REDACTED } from './redact';

const KEY = 'sk-Live/Acct+0123456789abcdef';

function unicodeEscaped(text: string, every = 1): string {
  return [...text]
    .map((ch, i) =>
      i % every === 0 ? `\\u${(ch.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}` : ch,
    )
    .join('');
}

async function throughStream(chunks: string[], secret = KEY): Promise<string> {
  const encoder = new TextEncoder();
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(source.pipeThrough(createRedactor(secret).stream())).text();
}

describe('createRedactor', () => {
  const redactor = createRedactor(KEY);

  it.each([
    ['plain', KEY],
    ['upper case', KEY.toUpperCase()],
    ['lower case', KEY.toLowerCase()],
    ['\\u-escaped, every character', unicodeEscaped(KEY)],
    ['\\u-escaped, every third character', unicodeEscaped(KEY, 3)],
    ['\\u-escaped with upper-case hex', unicodeEscaped(KEY).toUpperCase().replace(/\\U/g, '\\u')],
    ['JSON-escaped slash', KEY.replace('/', '\\/')],
    ['percent-encoded', encodeURIComponent(KEY)],
    ['base64', Buffer.from(KEY).toString('base64')],
    ['base64url', Buffer.from(KEY).toString('base64url')],
    ['base64 after a user name (Basic auth)', Buffer.from(`user:${KEY}`).toString('base64')],
    ['base64 after two bytes', Buffer.from(`ab${KEY}`).toString('base64')],
  ])('removes the key written %s', (_form, written) => {
    const out = redactor.text(`{"message":"bad key ${written} given"}`);
    expect(out).toContain(REDACTED);
    expect(out.toLowerCase()).not.toContain(KEY.toLowerCase());
    expect(out).not.toContain(written);
  });

  it('leaves text without the key alone, byte for byte', () => {
    const text = '{"data":[{"id":"1","note":"sk-Live is a prefix, not the key"}]}';
    expect(redactor.text(text)).toBe(text);
    const bytes = new TextEncoder().encode(text);
    expect(redactor.bytes(bytes)).toBe(bytes);
  });

  it('redacts bytes and keeps the rest of the UTF-8 intact', () => {
    const out = redactor.bytes(new TextEncoder().encode(`Zoë ${KEY} — ok`));
    expect(new TextDecoder().decode(out)).toBe(`Zoë ${REDACTED} — ok`);
  });

  it('finds base64 fragments at all three alignments', () => {
    const fragments = base64Fragments(KEY);
    for (const prefix of ['', 'a', 'ab', 'abc']) {
      const encoded = Buffer.from(prefix + KEY + 'tail').toString('base64');
      expect(
        fragments.some((f) => encoded.includes(f)),
        prefix,
      ).toBe(true);
    }
  });

  it('does not look for base64 of a short key, where a fragment could occur by chance', () => {
    const short = createRedactor('demo');
    const text = `x ${Buffer.from('demo').toString('base64')} x`;
    expect(short.text(text)).toBe(text);
    expect(short.text('key DEMO')).toBe(`key ${REDACTED}`);
  });

  it('streams: a key split across chunks, in any form, is still removed', async () => {
    const body = `{"a":"${KEY}","b":"${unicodeEscaped(KEY)}","c":"${Buffer.from(KEY).toString('base64')}"}`;
    for (const size of [1, 3, 7, 50]) {
      const chunks: string[] = [];
      for (let i = 0; i < body.length; i += size) chunks.push(body.slice(i, i + size));
      const out = await throughStream(chunks);
      // The last base64 characters also encode what follows the key, so at most a few of its
      // bits stay (here "Y="): nothing that can be decoded back.
      expect(out, `chunks of ${size}`).toMatch(
        /^\{"a":"\[redacted\]","b":"\[redacted\]","c":"\[redacted\][A-Za-z0-9+/]{0,2}=*"\}$/,
      );
    }
  });

  it('streams a body without the key unchanged, multi-byte characters split across chunks', async () => {
    const body = 'Zoë Ångström '.repeat(500);
    const bytes = new TextEncoder().encode(body);
    const encoder = new TextDecoder();
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 5) controller.enqueue(bytes.slice(i, i + 5));
        controller.close();
      },
    });
    const out = await new Response(source.pipeThrough(createRedactor(KEY).stream())).text();
    expect(out).toBe(encoder.decode(bytes));
  });

  it('is a no-op without a key', async () => {
    expect(createRedactor('').text('anything')).toBe('anything');
    expect(await throughStream(['a', 'b'], '')).toBe('ab');
  });
});
