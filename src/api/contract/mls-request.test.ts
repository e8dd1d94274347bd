import { describe, expect, it } from 'vitest';
import { MESSAGES } from './errors';
import {
  lookupMethod,
  mlsLookupViolations,
  validateMlsBulkRequest,
  validateMlsDetailRequest,
  type MlsBulkRequest,
  type MlsDetailRequest,
} from './mls-request';
import type { Violation } from './violations';

function detailAccepted(body: unknown): MlsDetailRequest {
  const result = validateMlsDetailRequest(body);
  if (!result.ok) {
    throw new Error(
      `expected ${JSON.stringify(body)} to be accepted: ${JSON.stringify(result.violations)}`,
    );
  }
  return result.value;
}

function detailRejected(body: unknown): Violation[] {
  const result = validateMlsDetailRequest(body);
  if (result.ok) throw new Error(`expected ${JSON.stringify(body)} to be rejected`);
  return result.violations;
}

function bulkAccepted(body: unknown): MlsBulkRequest {
  const result = validateMlsBulkRequest(body);
  if (!result.ok) {
    throw new Error(`expected bulk body to be accepted: ${JSON.stringify(result.violations)}`);
  }
  return result.value;
}

function bulkRejected(body: unknown): Violation[] {
  const result = validateMlsBulkRequest(body);
  if (result.ok) throw new Error('expected bulk body to be rejected');
  return result.violations;
}

const codesOf = (violations: Violation[]) => violations.map((v) => v.errorCode);
const FULL_ADDRESS = '1600 Congress Ave, Austin, TX 78701';

describe('validateMlsDetailRequest: rule 1, a lookup is required (MISSING_LOOKUP)', () => {
  it('rejects a body with no lookup', () => {
    expect(detailRejected({})).toEqual([
      {
        field: '',
        message:
          'value must contain at least one of [assessor_id, listing_id, address, mls_number, house]',
        errorCode: 'MISSING_LOOKUP',
      },
    ]);
  });

  it('rejects a body with only selection fields', () => {
    expect(codesOf(detailRejected({ fields: ['ROOT'], public: true }))).toEqual(['MISSING_LOOKUP']);
  });

  it('does not count a blank lookup as given', () => {
    expect(codesOf(detailRejected({ mls_number: '  ', mls_board_code: 'ohneoh' }))).toContain(
      'MISSING_LOOKUP',
    );
  });

  it.each([
    ['assessor_id', { assessor_id: 123 }],
    ['listing_id', { listing_id: 456 }],
    ['address', { address: FULL_ADDRESS }],
    ['mls_number', { mls_number: 'A123', mls_board_code: 'ohneoh' }],
    ['house', { house: '1600', street: 'Congress Ave', zip: '78701' }],
  ])('accepts a lookup by %s', (_label, body) => {
    expect(detailAccepted(body)).toEqual(body);
  });

  it('accepts listing_id 0 as a given lookup', () => {
    expect(detailAccepted({ listing_id: 0 })).toEqual({ listing_id: 0 });
  });
});

describe('validateMlsDetailRequest: rule 2, mls_number needs mls_board_code (MLS_NUMBER_NEEDS_BOARD)', () => {
  it('rejects mls_number without a board', () => {
    expect(detailRejected({ mls_number: 'A123' })).toEqual([
      {
        field: 'mls_board_code',
        message: 'mls_number missing required peer mls_board_code',
        errorCode: 'MLS_NUMBER_NEEDS_BOARD',
      },
    ]);
  });

  it('rejects mls_number with a blank board', () => {
    expect(codesOf(detailRejected({ mls_number: 'A123', mls_board_code: '' }))).toContain(
      'MLS_NUMBER_NEEDS_BOARD',
    );
  });

  it('requires the board even when another lookup is given', () => {
    expect(codesOf(detailRejected({ mls_number: 'A123', listing_id: 5 }))).toEqual([
      'MLS_NUMBER_NEEDS_BOARD',
    ]);
  });

  it('accepts mls_number with a board', () => {
    expect(detailAccepted({ mls_number: 'A123', mls_board_code: 'mdbmls-r' })).toMatchObject({
      mls_board_code: 'mdbmls-r',
    });
  });
});

describe('validateMlsDetailRequest: address length (INVALID_ADDRESS)', () => {
  it.each(['short', '123 Main', '123 Main '])('rejects %j (under 10 characters)', (address) => {
    expect(detailRejected({ address })).toEqual([
      {
        field: 'address',
        message: 'address must contain full street address including city, state and zip',
        errorCode: 'INVALID_ADDRESS',
      },
    ]);
  });

  it('accepts exactly 10 characters', () => {
    expect(detailAccepted({ address: '1 Main St.' }).address).toBe('1 Main St.');
  });

  it('accepts a full street address', () => {
    expect(detailAccepted({ address: FULL_ADDRESS }).address).toBe(FULL_ADDRESS);
  });

  it('rejects a non-string address as a type error', () => {
    expect(detailRejected({ address: 1234567890123 })).toEqual([
      { field: 'address', message: 'address must be a string', errorCode: 'VALIDATION_FAILED' },
    ]);
  });
});

describe('validateMlsDetailRequest: rules 3 and 4, address components (INCOMPLETE_ADDRESS)', () => {
  it('house alone names street and zip/city', () => {
    expect(detailRejected({ house: '1600' })).toEqual([
      {
        field: 'street',
        message: 'house missing required peer street',
        errorCode: 'INCOMPLETE_ADDRESS',
      },
      {
        field: 'zip',
        message: 'house must be accompanied by at least one of [zip, city]',
        errorCode: 'INCOMPLETE_ADDRESS',
      },
    ]);
  });

  it('house with street but neither zip nor city names zip/city', () => {
    expect(detailRejected({ house: '1600', street: 'Congress Ave' })).toEqual([
      {
        field: 'zip',
        message: 'house must be accompanied by at least one of [zip, city]',
        errorCode: 'INCOMPLETE_ADDRESS',
      },
    ]);
  });

  it('house with city needs state', () => {
    expect(detailRejected({ house: '1600', street: 'Congress Ave', city: 'Austin' })).toEqual([
      {
        field: 'state',
        message: 'value contains [city] without its required peers [state]',
        errorCode: 'INCOMPLETE_ADDRESS',
      },
    ]);
  });

  it('house with state needs city', () => {
    expect(
      detailRejected({ house: '1600', street: 'Congress Ave', zip: '78701', state: 'TX' }),
    ).toEqual([
      {
        field: 'city',
        message: 'value contains [state] without its required peers [city]',
        errorCode: 'INCOMPLETE_ADDRESS',
      },
    ]);
  });

  it.each([
    ['street and zip', { house: '1600', street: 'Congress Ave', zip: '78701' }],
    [
      'street, city and state',
      { house: '1600', street: 'Congress Ave', city: 'Austin', state: 'TX' },
    ],
    [
      'every part',
      { house: '1600', street: 'Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
    ],
  ])('house with %s is accepted', (_label, body) => {
    expect(detailAccepted(body)).toEqual(body);
  });

  it.each(['city', 'state', 'zip'])('%s without street is rejected (rule 4)', (part) => {
    const value = part === 'state' ? 'TX' : part === 'zip' ? '78701' : 'Austin';
    expect(detailRejected({ listing_id: 5, [part]: value })).toEqual([
      {
        field: 'street',
        message: `${part} missing required peer street`,
        errorCode: 'INCOMPLETE_ADDRESS',
      },
    ]);
  });

  it('city with street is accepted (rule 4 satisfied)', () => {
    expect(detailAccepted({ listing_id: 5, street: 'Congress Ave', city: 'Austin' })).toMatchObject(
      {
        city: 'Austin',
      },
    );
  });

  it('mlsLookupViolations does not repeat a message', () => {
    const messages = mlsLookupViolations({ house: '1', city: 'Austin', zip: '78701' }).map(
      (v) => v.message,
    );
    expect(new Set(messages).size).toBe(messages.length);
  });
});

describe('validateMlsDetailRequest: rule 5, unknown keys (UNKNOWN_FIELD)', () => {
  it.each([
    ['listng_id', 'listing_id'],
    ['mls_board', 'mls_board_code'],
    ['field_section', 'field_sections'],
    ['publc', 'public'],
  ])('rejects %s and suggests %s', (key, suggestion) => {
    expect(detailRejected({ listing_id: 5, [key]: 1 })).toEqual([
      {
        field: key,
        message: `${key} is not allowed. Did you mean ${suggestion}?`,
        errorCode: 'UNKNOWN_FIELD',
      },
    ]);
  });

  it('rejects an unrelated key without a suggestion', () => {
    expect(detailRejected({ listing_id: 5, qwertyuiopasdfgh: 1 })).toEqual([
      {
        field: 'qwertyuiopasdfgh',
        message: 'qwertyuiopasdfgh is not allowed',
        errorCode: 'UNKNOWN_FIELD',
      },
    ]);
  });

  it('rejects a prototype name as an unknown key', () => {
    expect(codesOf(detailRejected({ listing_id: 5, constructor: 1 }))).toEqual(['UNKNOWN_FIELD']);
  });

  it('accepts every listed key', () => {
    const body = {
      listing_id: 5,
      street: 'Congress Ave',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      public: true,
      public_record_fallback: false,
      fields: ['listingPrice', 'public.apn'],
      field_sections: ['ROOT', 'media'],
    };
    expect(detailAccepted(body)).toEqual(body);
  });
});

describe('validateMlsDetailRequest: field_sections (INVALID_FIELD_SECTION)', () => {
  it('accepts known sections, including public', () => {
    expect(
      detailAccepted({ listing_id: 5, field_sections: ['ROOT', 'listingDetails', 'public'] })
        .field_sections,
    ).toEqual(['ROOT', 'listingDetails', 'public']);
  });

  it('rejects an unknown section with a suggestion and its index', () => {
    expect(detailRejected({ listing_id: 5, field_sections: ['ROOT', 'schol'] })).toEqual([
      {
        field: 'field_sections[1]',
        message: 'schol is not a valid field section. Did you mean schools?',
        errorCode: 'INVALID_FIELD_SECTION',
      },
    ]);
  });

  it('rejects a far-off section without a suggestion', () => {
    expect(detailRejected({ listing_id: 5, field_sections: ['zzzzzzzzzz'] })).toEqual([
      {
        field: 'field_sections[0]',
        message: 'zzzzzzzzzz is not a valid field section',
        errorCode: 'INVALID_FIELD_SECTION',
      },
    ]);
  });

  it('section names are case-sensitive', () => {
    expect(detailRejected({ listing_id: 5, field_sections: ['Media'] })).toMatchObject([
      {
        errorCode: 'INVALID_FIELD_SECTION',
        message: 'Media is not a valid field section. Did you mean media?',
      },
    ]);
  });

  it.each(['listing', 'property', 'homeDetails', 'sellingAgent'])(
    'rejects %s, a section name the vendor does not have',
    (section) => {
      expect(detailRejected({ listing_id: 5, field_sections: [section] })).toMatchObject([
        { errorCode: 'INVALID_FIELD_SECTION' },
      ]);
    },
  );
});

describe('validateMlsDetailRequest: fields (INVALID_FIELD_SELECTOR)', () => {
  it('accepts root scalars, dotted selectors and bare section names', () => {
    const fields = [
      'ROOT',
      'listingPrice',
      'listingDetails.beds',
      'public.apn',
      'media.photosList',
    ];
    expect(detailAccepted({ listing_id: 5, fields }).fields).toEqual(fields);
  });

  it('rejects listingDetails.bed and suggests listingDetails.beds', () => {
    expect(detailRejected({ listing_id: 5, fields: ['listingDetails.bed'] })).toEqual([
      {
        field: 'fields[0]',
        message: 'listingDetails.bed is not a selectable field. Did you mean listingDetails.beds?',
        errorCode: 'INVALID_FIELD_SELECTOR',
      },
    ]);
  });

  it('rejects a misspelt root scalar listingPric and suggests listingPrice', () => {
    expect(detailRejected({ listing_id: 5, fields: ['ROOT', 'listingPric'] })).toEqual([
      {
        field: 'fields[1]',
        message: 'listingPric is not a selectable field. Did you mean listingPrice?',
        errorCode: 'INVALID_FIELD_SELECTOR',
      },
    ]);
  });

  it('rejects a bare section leaf even when it is spelled right (beds → listingDetails.beds)', () => {
    expect(detailRejected({ listing_id: 5, fields: ['beds'] })).toMatchObject([
      { message: 'beds is not a selectable field. Did you mean listingDetails.beds?' },
    ]);
  });

  it('rejects the first version’s invented selectors', () => {
    expect(
      codesOf(
        detailRejected({ listing_id: 5, fields: ['listing.listPrice', 'property.bedroomsTotal'] }),
      ),
    ).toEqual(['INVALID_FIELD_SELECTOR', 'INVALID_FIELD_SELECTOR']);
  });

  it('rejects a selector with a far-off name without a suggestion', () => {
    expect(detailRejected({ listing_id: 5, fields: ['qqqqqqqqqqqqqqqqqqqq'] })).toMatchObject([
      {
        message: 'qqqqqqqqqqqqqqqqqqqq is not a selectable field',
        errorCode: 'INVALID_FIELD_SELECTOR',
      },
    ]);
  });
});

describe('validateMlsDetailRequest: public_record_fallback', () => {
  it.each([true, false, 'false', 0, null])(
    'accepts %j (only false disables the fallback)',
    (value) => {
      const result = validateMlsDetailRequest({
        address: FULL_ADDRESS,
        public_record_fallback: value,
      });
      expect(result.ok).toBe(true);
    },
  );
});

describe('validateMlsDetailRequest: types (VALIDATION_FAILED)', () => {
  it.each([
    ['listing_id', '123', 'listing_id must be a number'],
    ['assessor_id', '123', 'assessor_id must be a number'],
    ['public', 'yes', 'public must be a boolean'],
    ['fields', 'ROOT', 'fields must be an array'],
    ['field_sections', 'ROOT', 'field_sections must be an array'],
  ])('rejects %s = %j', (field, value, message) => {
    expect(detailRejected({ address: FULL_ADDRESS, [field]: value })).toEqual([
      { field, message, errorCode: 'VALIDATION_FAILED' },
    ]);
  });

  it('rejects a non-string entry of fields with its index', () => {
    expect(detailRejected({ listing_id: 5, fields: ['ROOT', 7] })).toEqual([
      { field: 'fields[1]', message: 'fields[1] must be a string', errorCode: 'VALIDATION_FAILED' },
    ]);
  });

  it.each(['T', 'TEX'])('rejects state %j (not 2 characters)', (state) => {
    expect(detailRejected({ house: '1', street: 'Main St', city: 'Austin', state })).toEqual([
      {
        field: 'state',
        message: 'state length must be 2 characters long',
        errorCode: 'VALIDATION_FAILED',
      },
    ]);
  });

  it('accepts a 2-character state', () => {
    expect(
      detailAccepted({ house: '1', street: 'Main St', city: 'Austin', state: 'TX' }).state,
    ).toBe('TX');
  });

  it.each([null, [], 'listing_id=5', 5])('rejects the non-object body %j', (body) => {
    expect(detailRejected(body)).toEqual([
      { field: '', message: 'value must be an object', errorCode: 'VALIDATION_FAILED' },
    ]);
  });
});

describe('validateMlsDetailRequest: every violation at once', () => {
  it('reports unknown keys, lookup, type and selector problems together', () => {
    const violations = detailRejected({
      mls_number: 'A1',
      listing_id: 'x',
      colour: 'red',
      fields: ['listingDetails.bed'],
      field_sections: ['schol'],
    });
    expect(codesOf(violations).sort()).toEqual([
      'INVALID_FIELD_SECTION',
      'INVALID_FIELD_SELECTOR',
      'MLS_NUMBER_NEEDS_BOARD',
      'UNKNOWN_FIELD',
      'VALIDATION_FAILED',
    ]);
  });
});

describe('lookupMethod: precedence mls_number > listing_id > assessor_id > address', () => {
  const all: MlsDetailRequest = {
    mls_number: 'A1',
    mls_board_code: 'ohneoh',
    listing_id: 2,
    assessor_id: 3,
    address: FULL_ADDRESS,
  };

  it('prefers mls_number over everything', () => {
    expect(lookupMethod(all)).toBe('mls_number');
  });

  it('then listing_id', () => {
    expect(lookupMethod({ ...all, mls_number: undefined })).toBe('listing_id');
  });

  it('then assessor_id', () => {
    expect(lookupMethod({ assessor_id: 3, address: FULL_ADDRESS })).toBe('assessor_id');
  });

  it('then address', () => {
    expect(lookupMethod({ address: FULL_ADDRESS })).toBe('address');
  });

  it('treats component lookups (house…) as an address lookup', () => {
    expect(lookupMethod({ house: '1', street: 'Main St', zip: '78701' })).toBe('address');
  });

  it('ignores a blank mls_number and treats 0 ids as given', () => {
    expect(lookupMethod({ mls_number: '', listing_id: 0 })).toBe('listing_id');
    expect(lookupMethod({ assessor_id: 0, address: FULL_ADDRESS })).toBe('assessor_id');
  });
});

describe('validateMlsBulkRequest (§2.4, §7.2)', () => {
  it('accepts listing_ids', () => {
    expect(bulkAccepted({ listing_ids: [1, 2, 3] })).toEqual({ listing_ids: [1, 2, 3] });
  });

  it('accepts assessor_ids with nulls', () => {
    expect(bulkAccepted({ assessor_ids: [1, null, 3] })).toEqual({ assessor_ids: [1, null, 3] });
  });

  it('accepts nulls in listing_ids (they become per-position errors, §4.3)', () => {
    expect(bulkAccepted({ listing_ids: [null, 7] }).listing_ids).toEqual([null, 7]);
  });

  it('accepts the selection fields', () => {
    const body = {
      listing_ids: [1],
      fields: ['listingPrice'],
      field_sections: ['media'],
      public: true,
    };
    expect(bulkAccepted(body)).toEqual(body);
  });

  it('MISSING_ID_ARRAY when neither array is given', () => {
    expect(bulkRejected({ fields: ['ROOT'] })).toEqual([
      { field: '', message: MESSAGES.missingIdArray, errorCode: 'MISSING_ID_ARRAY' },
    ]);
    expect(MESSAGES.missingIdArray).toBe(
      'value must contain at least one of [listing_ids, assessor_ids]',
    );
  });

  it('CONFLICTING_ID_ARRAYS when both arrays are given', () => {
    expect(bulkRejected({ listing_ids: [1], assessor_ids: [2] })).toEqual([
      {
        field: '',
        message: 'value contains a conflict between exclusive peers [listing_ids, assessor_ids]',
        errorCode: 'CONFLICTING_ID_ARRAYS',
      },
    ]);
  });

  it('EMPTY_ID_ARRAY for zero entries', () => {
    expect(bulkRejected({ listing_ids: [] })).toEqual([
      {
        field: 'listing_ids',
        message: 'listing_ids must contain at least 1 items',
        errorCode: 'EMPTY_ID_ARRAY',
      },
    ]);
    expect(codesOf(bulkRejected({ assessor_ids: [] }))).toEqual(['EMPTY_ID_ARRAY']);
  });

  it('accepts 1000 ids', () => {
    const ids = Array.from({ length: 1000 }, (_, i) => i + 1);
    expect(bulkAccepted({ assessor_ids: ids }).assessor_ids).toHaveLength(1000);
  });

  it('TOO_MANY_IDS at 1001 (rejected, not truncated)', () => {
    const ids = Array.from({ length: 1001 }, (_, i) => i + 1);
    expect(bulkRejected({ listing_ids: ids })).toEqual([
      {
        field: 'listing_ids',
        message: 'listing_ids must contain less than or equal to 1000 items',
        errorCode: 'TOO_MANY_IDS',
      },
    ]);
  });

  it('VALIDATION_FAILED for a string item, naming its index', () => {
    expect(bulkRejected({ assessor_ids: [1, null, '3'] })).toEqual([
      {
        field: 'assessor_ids[2]',
        message: 'assessor_ids[2] must be a number',
        errorCode: 'VALIDATION_FAILED',
      },
    ]);
  });

  it('reports every bad item', () => {
    expect(bulkRejected({ listing_ids: ['a', 2, true] }).map((v) => v.field)).toEqual([
      'listing_ids[0]',
      'listing_ids[2]',
    ]);
  });

  it.each([5, null, 'x', { 0: 1 }])('VALIDATION_FAILED when listing_ids is %j', (value) => {
    expect(bulkRejected({ listing_ids: value })).toEqual([
      {
        field: 'listing_ids',
        message: 'listing_ids must be an array',
        errorCode: 'VALIDATION_FAILED',
      },
    ]);
  });

  it('UNKNOWN_FIELD with a suggestion', () => {
    expect(bulkRejected({ listing_id: [1] })).toContainEqual({
      field: 'listing_id',
      message: 'listing_id is not allowed. Did you mean listing_ids?',
      errorCode: 'UNKNOWN_FIELD',
    });
  });

  it('checks the catalog for fields and field_sections', () => {
    expect(
      bulkRejected({ listing_ids: [1], fields: ['listingPric'], field_sections: ['schol'] }),
    ).toEqual([
      {
        field: 'field_sections[0]',
        message: 'schol is not a valid field section. Did you mean schools?',
        errorCode: 'INVALID_FIELD_SECTION',
      },
      {
        field: 'fields[0]',
        message: 'listingPric is not a selectable field. Did you mean listingPrice?',
        errorCode: 'INVALID_FIELD_SELECTOR',
      },
    ]);
  });

  it('checks the type of public', () => {
    expect(bulkRejected({ listing_ids: [1], public: 'yes' })).toEqual([
      { field: 'public', message: 'public must be a boolean', errorCode: 'VALIDATION_FAILED' },
    ]);
  });

  it.each([null, [1, 2], 'x'])('rejects the non-object body %j', (body) => {
    expect(codesOf(bulkRejected(body))).toEqual(['VALIDATION_FAILED']);
  });
});
