// stringifyWithRaw splices cached JSON text into an answer, and nothing from a request can pose as a part.
import { describe, expect, it } from 'vitest';
import { RawJson, stringifyWithRaw } from './raw-json';

describe('stringifyWithRaw', () => {
  it('writes each RawJson as its text, where it stands', () => {
    const body = {
      statusCode: 200,
      data: [new RawJson('{"a":1}'), { id: 5, match: false }, new RawJson('[true,null]')],
    };
    const text = stringifyWithRaw(body);
    expect(text).toBe('{"statusCode":200,"data":[{"a":1},{"id":5,"match":false},[true,null]]}');
    expect(JSON.parse(text)).toEqual({
      statusCode: 200,
      data: [{ a: 1 }, { id: 5, match: false }, [true, null]],
    });
  });

  it('is JSON.stringify when there is no RawJson', () => {
    const body = { input: { zip: ['78701'], n: 1e21 }, data: [] };
    expect(stringifyWithRaw(body)).toBe(JSON.stringify(body));
  });

  it('leaves strings that look like its tokens alone', () => {
    const body = { input: 'raw-json-0', data: [new RawJson('{"x":"raw-json-0"}'), '"raw-json-0"'] };
    expect(JSON.parse(stringifyWithRaw(body))).toEqual({
      input: 'raw-json-0',
      data: [{ x: 'raw-json-0' }, '"raw-json-0"'],
    });
  });
});
