// The skip reader over the vendor's three published shapes and the variants reference-shapes asks a
// client to tolerate. Each assertion checks a value a tolerance produces, so removing it fails here.
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import {
  AWAIT_BATCH,
  AWAIT_BATCH_VARIANTS,
  V1_SINGLE_MASKED,
  V2_SINGLE_MATCH,
  V2_SINGLE_NOT_FOUND,
} from '../vendor-fixtures/skip-answers';
import { isSkipNoMatch, readSkipTrace, readSkipTraceBatch } from './read-skip-trace';
import { UnreadableAnswer } from './read-search';

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('the v2 shape: persons with their phones', () => {
  it('reads people, numbers, types, do-not-call and dates; cost unknown, not cached', () => {
    const { result, credits, requestId } = readSkipTrace(V2_SINGLE_MATCH, undefined);
    expect(result.status).toBe('match');
    expect(result.cached).toBe(false);
    expect(credits).toBeUndefined();
    expect(requestId).toBe('abc-123-def-456');
    expect(result.persons).toEqual([
      {
        personId: 'PID12345',
        firstName: 'John',
        middleName: undefined,
        lastName: 'Doe',
        fullName: 'John Doe',
        age: 52,
        phones: [
          {
            number: '7035551234',
            kind: 'mobile',
            doNotCall: false,
            dncKnown: true,
            lastSeen: '2025-11-01',
            usage12Month: 5,
            masked: false,
            dialable: true,
            exportable: true,
          },
        ],
        emails: [
          { address: 'john.doe@example.com', type: undefined, masked: false, exportable: true },
        ],
      },
    ]);
    expect(result.phones.map((p) => p.number)).toEqual(['7035551234']);
    expect(result.emails.map((e) => e.address)).toEqual(['john.doe@example.com']);
  });

  it('knows the 404 no-match as an answer with no one in it', () => {
    expect(isSkipNoMatch(404, V2_SINGLE_NOT_FOUND)).toBe(true);
    expect(isSkipNoMatch(404, { statusCode: 404, statusMessage: 'Not Found', data: {} })).toBe(
      false,
    );
    expect(isSkipNoMatch(200, V2_SINGLE_MATCH)).toBe(false);
    const { result } = readSkipTrace(V2_SINGLE_NOT_FOUND, 'k1');
    expect(result).toMatchObject({ key: 'k1', status: 'no-match', persons: [], phones: [] });
  });

  it('reads persons inside `data` too', () => {
    const { result } = readSkipTrace({ data: { persons: V2_SINGLE_MATCH.persons } }, undefined);
    expect(result.persons[0]?.fullName).toBe('John Doe');
    expect(result.status).toBe('match');
  });
});

describe('the Await shape: lists per owner, positional', () => {
  it('pairs data[i] with items[i] and reads the lists; no match field means "found something"', () => {
    const read = readSkipTraceBatch(AWAIT_BATCH, ['record-001', '5060072']);
    expect(read.credits).toBeUndefined();
    const [first, second] = read.results;
    expect(first).toMatchObject({ key: 'record-001', status: 'match', cached: false });
    expect(first?.phones).toEqual([
      expect.objectContaining({ number: '5125550100', kind: 'mobile', doNotCall: false }),
    ]);
    expect(first?.emails).toEqual([
      { address: 'john.smith@example.com', type: 'personal', masked: false, exportable: true },
    ]);
    expect(first?.persons.map((p) => p.fullName)).toEqual(['John A Smith']);
    // The number key 5060072 answers the item sent with key "5060072": keys compare as strings.
    expect(second).toMatchObject({ key: '5060072', status: 'no-match', phones: [], persons: [] });
  });

  it('reads the mock’s batch items (v2 persons inside data, match and cached given)', () => {
    const phone = {
      phone: '5125550142',
      phoneType: 'L',
      phoneFtcDnc: 'Y',
      phoneLastSeen: '2026-01-02',
    };
    const read = readSkipTraceBatch(
      {
        statusCode: 200,
        statusMessage: 'OK',
        credits: 0,
        data: [
          {
            input: { key: 9 },
            statusCode: 200,
            match: true,
            cached: true,
            data: {
              persons: [{ personId: 'P1-1', firstName: 'Ann', lastName: 'Lee', phones: [phone] }],
              phones: [{ phone: '5125550142', type: 'landline', dnc: true }],
              emails: [],
              names: [{ firstName: 'Ann', middleName: null, lastName: 'Lee' }],
            },
          },
        ],
      },
      ['9'],
    );
    expect(read.credits).toBe(0);
    expect(read.results[0]).toMatchObject({ status: 'match', cached: true });
    expect(read.results[0]?.persons[0]?.phones[0]).toMatchObject({
      kind: 'landline',
      doNotCall: true,
      lastSeen: '2026-01-02',
    });
  });
});

describe('the v1 shape: output.identity, masked numbers, credits and cached', () => {
  it('keeps masked numbers and addresses as masked, never dialable or exportable', () => {
    const { result, credits } = readSkipTrace(V1_SINGLE_MASKED, undefined);
    expect(credits).toBe(10);
    expect(result.status).toBe('match');
    expect(result.phones).toEqual([
      expect.objectContaining({
        number: '703237****',
        kind: 'landline',
        doNotCall: true,
        masked: true,
        dialable: false,
        exportable: false,
        lastSeen: '2025-04-14',
      }),
      expect.objectContaining({ number: '703538****', doNotCall: false, dialable: false }),
    ]);
    expect(result.emails).toEqual([
      { address: '*****@hotmail.com', type: 'personal', masked: true, exportable: false },
      { address: '*****@aol.com', type: 'personal', masked: true, exportable: false },
    ]);
    expect(result.persons.map((p) => p.fullName)).toEqual(['John ****', 'John J ****']);
  });
});

describe('tolerance inside one answer', () => {
  const read = () => readSkipTraceBatch(AWAIT_BATCH_VARIANTS, ['a', 'b', 'c', '4']);

  it('normalises numbers and reads every type and do-not-call word; unreadable numbers are left out', () => {
    const phones = read().results[0]?.phones ?? [];
    expect(phones.map((p) => [p.number, p.kind, p.doNotCall, p.dncKnown])).toEqual([
      ['7032371234', 'mobile', true, true],
      ['7032551211', 'landline', false, true],
      ['7035550101', 'mobile', false, true],
      // No do-not-call word at all: not known to be callable, so not to be called.
      ['7035550102', 'voip', true, false],
      ['7035550104', 'unknown', false, true],
    ]);
    expect(phones.find((p) => p.number === '7035550104')?.lastSeen).toBeUndefined();
    expect(phones.filter((p) => p.dialable).map((p) => p.number)).toEqual([
      '7032551211',
      '7035550101',
      '7035550104',
    ]);
  });

  it('reads emails as strings or objects, once each whatever their case', () => {
    expect(read().results[0]?.emails).toEqual([
      { address: 'owner@example.com', type: undefined, masked: false, exportable: true },
    ]);
  });

  it('a per-item error and a position answering another key cost those items only', () => {
    const { results, credits } = read();
    expect(results.map((r) => r.status)).toEqual(['match', 'failed', 'failed', 'match']);
    expect(results[1]?.problem).toBe('Address could not be standardized.');
    expect(results[2]?.problem).toBe('The answer in this place is for another owner (key zzz).');
    expect(results[2]?.phones).toEqual([]);
    expect(results[3]).toMatchObject({ key: '4', cached: true });
    expect(results[3]?.phones.map((p) => p.number)).toEqual(['7035550106']);
    expect(credits).toBe(2);
    expect(warn).toHaveBeenCalledWith('SkipTraceBatchAwait: 2 of 4 owners got no usable answer.');
  });

  it('a position the answer lacks fails that owner; items beyond the sent ones are ignored', () => {
    const read2 = readSkipTraceBatch({ data: AWAIT_BATCH.data }, ['record-001', 'x', 'y']);
    expect(read2.results.map((r) => r.status)).toEqual(['match', 'failed', 'failed']);
    expect(read2.results[2]?.problem).toBe('The service sent no answer for this owner.');
    // Position 1 answers key 5060072, not "x".
    expect(read2.results[1]?.problem).toMatch(/another owner/);
    expect(readSkipTraceBatch({ data: AWAIT_BATCH.data }, ['record-001']).results).toHaveLength(1);
  });

  it('an answer without a data list is unusable', () => {
    expect(() => readSkipTraceBatch({ statusCode: 200 }, ['a'])).toThrow(UnreadableAnswer);
    expect(() => readSkipTraceBatch('OK', ['a'])).toThrow(UnreadableAnswer);
    expect(() => readSkipTrace(null, undefined)).toThrow(UnreadableAnswer);
  });

  it('an item without a key pairs by position alone', () => {
    const read3 = readSkipTraceBatch(AWAIT_BATCH, [undefined, undefined]);
    expect(read3.results.map((r) => r.status)).toEqual(['match', 'no-match']);
  });
});
