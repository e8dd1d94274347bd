// Scrubs the account's key from anything the proxy passes back: plain, any letter case, \u- or
// %-escaped character by character, JSON's \/ and base64 (standard or URL-safe, at any alignment).

export const REDACTED = '[redacted]';

/** Base64 forms are only worth matching for keys long enough that a fragment cannot occur by chance. */
const MIN_BASE64_KEY_LENGTH = 12;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

/** `6f` → `6[fF]`: hex digits in either case. */
function hexPattern(hex: string): string {
  return [...hex]
    .map((d) => (/[a-f]/i.test(d) ? `[${d.toLowerCase()}${d.toUpperCase()}]` : d))
    .join('');
}

/** Every way one character of the key may appear in a header or a JSON body. */
function charPattern(char: string): string {
  const variants = new Set([char, char.toLowerCase(), char.toUpperCase()]);
  const alternatives: string[] = [];
  for (const v of variants) {
    const code = v.codePointAt(0) ?? 0;
    alternatives.push(escapeRegExp(v));
    alternatives.push(`\\\\u${hexPattern(code.toString(16).padStart(4, '0'))}`);
    if (code < 0x80) alternatives.push(`%${hexPattern(code.toString(16).padStart(2, '0'))}`);
    if (v === '/') alternatives.push('\\\\/');
  }
  return `(?:${alternatives.join('|')})`;
}

/**
 * The base64 text that encodes `secret` whatever precedes it (`Basic base64(user:key)`): for each
 * of the three alignments, the characters that depend on the secret's bytes alone.
 */
export function base64Fragments(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8');
  const fragments = new Set<string>();
  for (const shift of [0, 1, 2]) {
    const padded = Buffer.concat([Buffer.alloc(shift), bytes]);
    const encoded = padded.toString('base64');
    const start = [0, 2, 3][shift] ?? 0;
    const end = Math.floor((padded.length * 8) / 6);
    const standard = encoded.slice(start, end);
    fragments.add(standard);
    fragments.add(standard.replace(/\+/g, '-').replace(/\//g, '_'));
  }
  return [...fragments].filter((f) => f.length >= 8);
}

export interface Redactor {
  /** The text with every form of the key replaced by [redacted]. */
  text(input: string): string;
  /** The bytes (UTF-8) redacted; the same array when nothing matched. */
  bytes(input: Uint8Array): Uint8Array;
  /** A streaming redactor that holds back only as much text as one match can span. */
  stream(): TransformStream<Uint8Array, Uint8Array>;
}

export function createRedactor(secret: string): Redactor {
  if (!secret) {
    return {
      text: (input) => input,
      bytes: (input) => input,
      stream: () => new TransformStream(),
    };
  }
  const patterns = [[...secret].map(charPattern).join('')];
  if (secret.length >= MIN_BASE64_KEY_LENGTH)
    patterns.push(...base64Fragments(secret).map(escapeRegExp));
  const source = patterns.join('|');
  const matcher = () => new RegExp(source, 'g');
  // A `\uXXXX` escape is 6 characters for one; base64 is shorter than that.
  const maxMatch = [...secret].length * 6;

  const text = (input: string) => input.replace(matcher(), REDACTED);
  const encoder = new TextEncoder();
  return {
    text,
    bytes(input) {
      const decoded = new TextDecoder().decode(input);
      return matcher().test(decoded) ? encoder.encode(text(decoded)) : input;
    },
    stream() {
      const decoder = new TextDecoder();
      let carry = '';
      return new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          const pending = carry + decoder.decode(chunk, { stream: true });
          // A match starting before `safe` lies wholly inside `pending`; later ones may continue
          // in the next chunk, so that tail waits.
          const safe = pending.length - (maxMatch - 1);
          const re = matcher();
          let out = '';
          let last = 0;
          for (let m = re.exec(pending); m && m.index < safe; m = re.exec(pending)) {
            out += pending.slice(last, m.index) + REDACTED;
            last = m.index + m[0].length;
            if (m[0].length === 0) re.lastIndex++;
          }
          const cut = Math.max(last, safe);
          out += pending.slice(last, cut);
          carry = pending.slice(cut);
          if (out) controller.enqueue(encoder.encode(out));
        },
        flush(controller) {
          const rest = text(carry + decoder.decode());
          if (rest) controller.enqueue(encoder.encode(rest));
        },
      });
    },
  };
}
