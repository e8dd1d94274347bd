// The lookup form's rules (§2.3 rules 1–5 through the contract), its messages and the precedence note.
import { describe, expect, it } from 'vitest';
import { validateMlsDetailRequest } from '../../api/contract/mls-request';
import {
  ROOT_ERROR,
  describeLookup,
  emptyLookupValues,
  lookupFormSchema,
  lookupIssues,
  lookupToValues,
  precedenceNote,
  valuesToLookup,
  type LookupFormValues,
} from './lookup-rules';

function values(partial: Partial<LookupFormValues>): LookupFormValues {
  return { ...emptyLookupValues(), ...partial };
}

function issuesAt(partial: Partial<LookupFormValues>): Record<string, string> {
  return Object.fromEntries(lookupIssues(values(partial)).map((i) => [i.field, i.message]));
}

describe('valuesToLookup', () => {
  it('drops blanks, trims, turns ids into numbers and upper-cases the state', () => {
    expect(
      valuesToLookup(
        values({ listing_id: ' 300000117 ', house: '4808', street: 'Lake Rd ', state: 'az' }),
      ),
    ).toEqual({ listing_id: 300000117, house: '4808', street: 'Lake Rd', state: 'AZ' });
  });

  it('round-trips a lookup through the form values', () => {
    const lookup = { mls_number: '20000040', mls_board_code: 'armls', assessor_id: 10000030 };
    expect(valuesToLookup(lookupToValues(lookup))).toEqual(lookup);
  });

  it('builds only bodies the contract accepts when the form has no issues', () => {
    const body = valuesToLookup(values({ address: '4808 Lake Rd, Phoenix, AZ 85002' }));
    expect(lookupIssues(values({ address: '4808 Lake Rd, Phoenix, AZ 85002' }))).toEqual([]);
    expect(validateMlsDetailRequest(body).ok).toBe(true);
  });
});

describe('lookupIssues (§2.3 rules)', () => {
  it('rule 1: asks for one way to find the listing', () => {
    expect(issuesAt({})).toEqual({ [ROOT_ERROR]: expect.stringMatching(/^Enter one way/) });
    // Address parts without a house number are not a lookup on their own.
    expect(issuesAt({ city: 'Austin', state: 'TX', street: 'Main St' })[ROOT_ERROR]).toMatch(
      /house number with its street/,
    );
  });

  it('rule 2: an MLS number needs its board, and says why', () => {
    expect(issuesAt({ mls_number: '20000040' })).toEqual({
      mls_board_code: 'Add the board code: the same MLS number can exist on several boards.',
    });
    expect(issuesAt({ mls_number: '20000040', mls_board_code: 'armls' })).toEqual({});
  });

  it('a full address must be a full street address (at least 10 characters)', () => {
    expect(issuesAt({ address: '12 Main' })).toEqual({
      address: 'Enter the full street address with city, state and ZIP code.',
    });
  });

  it('rule 3: a house number needs its street, and a ZIP code or city', () => {
    expect(issuesAt({ house: '4808' })).toEqual({
      street: 'Add the street that goes with the house number.',
      zip: 'Add the ZIP code or the city for this house number.',
    });
    expect(issuesAt({ house: '4808', street: 'Lake Rd', zip: '85002' })).toEqual({});
  });

  it('rule 3: with a house number, city and state go together', () => {
    expect(issuesAt({ house: '4808', street: 'Lake Rd', city: 'Phoenix' })).toEqual({
      state: 'Add the state that goes with the city.',
    });
    expect(issuesAt({ house: '4808', street: 'Lake Rd', state: 'AZ', zip: '85002' })).toEqual({
      city: 'Add the city that goes with the state.',
    });
  });

  it('rule 4: city, state or ZIP code need a street', () => {
    expect(issuesAt({ listing_id: '1', zip: '85002' })).toEqual({
      street: 'Add the street: city, state and ZIP code only narrow down a street address.',
    });
  });

  it('types: ids must be whole numbers, the state two letters', () => {
    expect(issuesAt({ listing_id: 'abc' })).toEqual({
      listing_id: 'Listing ID must be a whole number.',
    });
    expect(issuesAt({ house: '1', street: 'Main St', city: 'Austin', state: 'Texas' }).state).toBe(
      'Use the 2-letter state code, for example TX.',
    );
  });

  it('the zod form schema reports each issue at its field and outputs the lookup', () => {
    const bad = lookupFormSchema.safeParse(values({ mls_number: '1' }));
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual(['mls_board_code']);
    const none = lookupFormSchema.safeParse(values({}));
    expect(none.error?.issues.map((i) => i.path.join('.'))).toEqual(['root.lookup']);
    expect(lookupFormSchema.parse(values({ assessor_id: '10000030' }))).toEqual({
      assessor_id: 10000030,
    });
  });
});

describe('precedenceNote (§4.2)', () => {
  it('says nothing for a single lookup', () => {
    expect(precedenceNote(values({ listing_id: '1' }))).toBeUndefined();
    expect(precedenceNote(values({ house: '1', street: 'Main St', zip: '78701' }))).toBeUndefined();
  });

  it('names the winner and every ignored lookup, in service order', () => {
    expect(
      precedenceNote(
        values({ address: '4808 Lake Rd, Phoenix, AZ', assessor_id: '2', listing_id: '1' }),
      ),
    ).toBe(
      'Several lookups are filled. The service uses the listing ID first and ignores the property ID and the full address. Order: MLS number, then listing ID, then property ID, then address.',
    );
    expect(precedenceNote(values({ mls_number: '9', listing_id: '1' }))).toMatch(
      /uses the MLS number and board first and ignores the listing ID\./,
    );
  });

  it('a full address wins over address parts', () => {
    expect(
      precedenceNote(values({ address: '4808 Lake Rd, Phoenix', house: '1', street: 'Main' })),
    ).toMatch(/uses the full address first and ignores the address parts/);
  });
});

describe('describeLookup', () => {
  it('words each method for the result header', () => {
    expect(describeLookup({ mls_number: '9', mls_board_code: 'har' }, 'mls_number')).toBe(
      'MLS number 9 on board har',
    );
    expect(describeLookup({ assessor_id: 5 }, 'assessor_id')).toBe('property ID 5');
    expect(describeLookup({ house: '1', street: 'Main St', zip: '78701' }, 'address')).toBe(
      'address 1 Main St 78701',
    );
  });
});
