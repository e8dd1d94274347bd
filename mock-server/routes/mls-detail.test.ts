// HTTP tests of POST /v3/MLSDetail: lookups and precedence, address matching, selection, public block,
// the fallback matrix, and every row of §7.1, §7.3 and §7.4.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boomErrorSchema,
  ERROR_CODES,
  MESSAGES,
  mlsNotFoundSchema,
  v3ErrorSchema,
} from '../../src/api/contract/errors';
import { DEFAULT_MLS_SECTIONS, MLS_SECTIONS } from '../../src/api/contract/mls-catalog';
import { mlsDetailHitSchema, mlsFallbackSchema } from '../../src/api/contract/mls-response';
import { searchListResponseSchema } from '../../src/api/contract/search-response';
import { STREET_DIRECTIONS } from '../data/name-lists';
import { NULL_U8 } from '../dataset/types';
import { BOARD_CODES } from '../mls/boards';
import { DETAIL, findListings, fixturesOf, mlsOf, requireValue } from '../mls/test-kit';
import { post, TEST_CONFIG, testService } from '../test-helpers';

async function hit(body: Record<string, unknown>, key = 'demo') {
  const s = await testService();
  const res = await post(s, DETAIL, body, { key });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return mlsDetailHitSchema.parse(res.json);
}

async function notFound(body: Record<string, unknown>, key = 'demo') {
  const s = await testService();
  const res = await post(s, DETAIL, body, { key });
  expect(res.status, JSON.stringify(res.json)).toBe(404);
  const parsed = mlsNotFoundSchema.parse(res.json);
  expect(parsed.input).toEqual(body);
  expect(parsed.data).toEqual({});
  expect(parsed.recordCount).toBe(0);
  return parsed;
}

async function badRequest(body: unknown) {
  const s = await testService();
  const res = await post(s, DETAIL, body);
  expect(res.status).toBe(400);
  const parsed = boomErrorSchema.parse(res.json);
  expect(parsed.error).toBe('Bad Request');
  expect(parsed.input).toEqual(body);
  return parsed;
}

describe('MLSDetail lookups', () => {
  it('finds the fixture listing by each lookup method', async () => {
    const fx = await fixturesOf(await testService());
    const bodies = [
      { listing_id: fx.listingId },
      { assessor_id: fx.assessorId },
      { mls_number: fx.mlsNumber, mls_board_code: fx.mlsBoardCode },
      { address: fx.address },
      { ...fx.addressComponents },
      {
        house: fx.addressComponents.house,
        street: fx.addressComponents.street,
        zip: fx.addressComponents.zip,
      },
      {
        house: fx.addressComponents.house,
        street: fx.addressComponents.street,
        city: fx.addressComponents.city,
        state: fx.addressComponents.state,
      },
    ];
    for (const body of bodies) {
      const res = await hit(body);
      expect(res.dataSource).toBe('mls');
      expect(res.data.listingId, JSON.stringify(body)).toBe(fx.listingId);
      expect(res.data.mlsNumber).toBe(fx.mlsNumber);
      expect(res.data.mlsBoardCode).toBe(fx.mlsBoardCode);
      expect(res.data.address?.unparsedAddress).toBe(fx.address);
      expect(res.warnings).toBeUndefined();
    }
  });

  it('matches mls_number and board case-insensitively on the board and with spaces trimmed', async () => {
    const fx = await fixturesOf(await testService());
    const res = await hit({
      mls_number: ` ${fx.mlsNumber} `,
      mls_board_code: fx.mlsBoardCode.toUpperCase(),
    });
    expect(res.data.listingId).toBe(fx.listingId);
  });

  it('tells listings apart by board when the same mls_number is on two boards', async () => {
    const fx = await fixturesOf(await testService());
    const shared = requireValue(fx.sharedMlsNumber, 'shared MLS number');
    const [a, b] = await Promise.all(
      shared.boards.map((board) => hit({ mls_number: shared.mlsNumber, mls_board_code: board })),
    );
    expect(a?.data.listingId).toBe(shared.listingIds[0]);
    expect(b?.data.listingId).toBe(shared.listingIds[1]);
    expect(a?.data.mlsNumber).toBe(b?.data.mlsNumber);
    expect(shared.listingIds[0]).not.toBe(shared.listingIds[1]);
  });

  it('answers a listing linked to no property by listing_id, address and mls_number', async () => {
    const s = await testService();
    const fx = await fixturesOf(s);
    const id = requireValue(fx.listingIdWithoutProperty, 'unlinked listing');
    const byId = await hit({ listing_id: id, public: true });
    expect(byId.data.listingId).toBe(id);
    // No property, so no public record: the block keeps its shape with nulls.
    expect(byId.data.public?.assessorId).toBeNull();
    const byAddress = await hit({ address: byId.data.address?.unparsedAddress ?? '' });
    expect(byAddress.data.listingId).toBe(id);
    const byNumber = await hit({
      mls_number: byId.data.mlsNumber ?? '',
      mls_board_code: byId.data.mlsBoardCode ?? '',
    });
    expect(byNumber.data.listingId).toBe(id);
  });

  it("agrees with the search record's mls* fields (status flags, price, DOM, dates, photos, listing id)", async () => {
    const s = await testService();
    const mls = await mlsOf(s);
    const sample = findListings(mls, (f) => f.linked, 400).filter((_, i) => i % 8 === 0);
    for (const facts of sample) {
      const detail = await hit({ listing_id: facts.listingId, field_sections: ['ROOT'] });
      const search = searchListResponseSchema.parse(
        (await post(s, '/v2/PropertySearch', { ids: [10_000_001 + facts.row] })).json,
      );
      const record = search.data[0];
      const l = detail.data;
      expect(record?.mlsListingId).toBe(String(l?.listingId));
      expect(record?.mlsStatus).toBe(l?.standardStatus);
      expect(record?.mlsListingPrice).toBe(l?.listingPrice);
      expect(record?.mlsDaysOnMarket).toBe(l?.daysOnMarket);
      expect(record?.mlsListingDate).toBe(l?.listingContractDate);
      expect(record?.mlsLastStatusDate).toBe(l?.modificationTimestamp?.slice(0, 10));
      expect(record?.mlsLastSaleDate ?? null).toBe(l?.soldDate ?? null);
      expect(record?.mlsHasPhotos).toBe(l?.hasPhotos);
      const status = l?.standardStatus ?? '';
      expect(record?.mlsActive).toBe(['Active', 'Coming Soon'].includes(status));
      expect(record?.mlsPending).toBe(
        ['Pending', 'Contingent', 'Active Under Contract'].includes(status),
      );
      expect(record?.mlsSold).toBe(['Closed', 'Sold'].includes(status));
      expect(record?.mlsCancelled).toBe(['Canceled', 'Expired'].includes(status));
      expect(record?.mlsFailed).toBe(status === 'Expired');
      expect(l?.soldPrice !== null).toBe(['Closed', 'Sold'].includes(status));
    }
  });
});

describe('MLSDetail precedence: mls_number, listing_id, assessor_id, address', () => {
  it('answers by mls_number when listing_id names another listing', async () => {
    const s = await testService();
    const fx = await fixturesOf(s);
    const other = findListings(await mlsOf(s), (f) => f.linked && f.listingId !== fx.listingId)[0];
    const res = await hit({
      mls_number: fx.mlsNumber,
      mls_board_code: fx.mlsBoardCode,
      listing_id: other?.listingId,
    });
    expect(res.data.listingId).toBe(fx.listingId);
  });

  it('a wrong mls_number with a valid listing_id is a 404 with the mls_number message', async () => {
    const fx = await fixturesOf(await testService());
    const body = {
      mls_number: '99999999999',
      mls_board_code: fx.mlsBoardCode,
      listing_id: fx.listingId,
    };
    const res = await notFound(body);
    expect(res.errorMessage).toBe(MESSAGES.notFoundByMlsNumber('99999999999', fx.mlsBoardCode));
  });

  it('answers by listing_id over assessor_id and address, and by assessor_id over address', async () => {
    const s = await testService();
    const fx = await fixturesOf(s);
    const other = requireValue(
      findListings(await mlsOf(s), (f) => f.linked && f.listingId !== fx.listingId)[0],
      'second listing',
    );
    const otherAssessor = 10_000_001 + other.row;
    const byListing = await hit({
      listing_id: fx.listingId,
      assessor_id: otherAssessor,
      address: 'nowhere at all 00000',
    });
    expect(byListing.data.listingId).toBe(fx.listingId);
    const byAssessor = await hit({ assessor_id: otherAssessor, address: fx.address });
    expect(byAssessor.data.listingId).toBe(other.listingId);
  });

  it('a wrong listing_id with a valid assessor_id is a 404 with the listing_id message', async () => {
    const fx = await fixturesOf(await testService());
    const res = await notFound({ listing_id: fx.missingListingId, assessor_id: fx.assessorId });
    expect(res.errorMessage).toBe(MESSAGES.notFoundByListingId(fx.missingListingId));
  });

  it('a wrong assessor_id with a valid address is a 404 with the assessor_id message', async () => {
    const fx = await fixturesOf(await testService());
    const res = await notFound({ assessor_id: fx.missingAssessorId, address: fx.address });
    expect(res.errorMessage).toBe(MESSAGES.notFoundByAssessorId(fx.missingAssessorId));
  });

  it('the one-line address wins over the component form', async () => {
    const fx = await fixturesOf(await testService());
    const res = await hit({ address: fx.address, house: '1', street: 'Nowhere St', zip: '00000' });
    expect(res.data.listingId).toBe(fx.listingId);
  });
});

describe('MLSDetail address normalization', () => {
  const LONG_SUFFIX: Record<string, string> = {
    St: 'Street',
    Ave: 'Avenue',
    Rd: 'Road',
    Dr: 'Drive',
    Ln: 'Lane',
    Blvd: 'Boulevard',
    Ct: 'Court',
    Way: 'Way',
  };
  const LONG_DIRECTION: Record<string, string> = { N: 'North', S: 'South', E: 'East', W: 'West' };

  async function directionalListing() {
    const s = await testService();
    const mls = await mlsOf(s);
    const ds = mls.ds;
    const facts = requireValue(
      findListings(
        mls,
        (f) => f.linked && ds.streets.direction[ds.cols.street[f.row] ?? 0] !== NULL_U8,
      )[0],
      'listing on a street with a direction',
    );
    const detail = await hit({ listing_id: facts.listingId, field_sections: ['address'] });
    const a = detail.data.address;
    const [dir = '', ...rest] = (a?.streetName ?? '').split(' ');
    const suffix = rest.pop() ?? '';
    expect(STREET_DIRECTIONS).toContain(dir);
    return { facts, a, dir, core: rest.join(' '), suffix };
  }

  it('matches case, punctuation, long forms of suffix and direction, zip+4 and a missing zip', async () => {
    const { facts, a, dir, core, suffix } = await directionalListing();
    const house = a?.streetNumber ?? '';
    const city = a?.city ?? '';
    const state = a?.stateOrProvince ?? '';
    const zip = a?.zipCode ?? '';
    const variants = [
      `${house} ${LONG_DIRECTION[dir]} ${core} ${LONG_SUFFIX[suffix]}, ${city}, ${state} ${zip}`,
      `${house} ${dir.toLowerCase()}. ${core.toLowerCase()} ${suffix.toLowerCase()}. ${city.toLowerCase()} ${state.toLowerCase()} ${zip}`,
      `  ${house}  ${dir}.  ${core.toUpperCase()}   ${suffix.toUpperCase()} ,  ${city.toUpperCase()} , ${state}  ${zip}-1234 `,
      `${house} ${dir} ${core} ${suffix}, ${city}, ${state}`,
      `${house} ${core} ${suffix}, ${city}, ${state} ${zip}`,
    ];
    for (const address of variants) {
      const res = await hit({ address });
      expect(res.data.listingId, address).toBe(facts.listingId);
    }
  });

  it('matches the component form with long forms and any case', async () => {
    const { facts, a, dir, core, suffix } = await directionalListing();
    const res = await hit({
      house: a?.streetNumber,
      street: `${LONG_DIRECTION[dir]} ${core} ${LONG_SUFFIX[suffix]}`.toLowerCase(),
      city: a?.city?.toUpperCase(),
      state: a?.stateOrProvince?.toLowerCase(),
      zip: a?.zipCode,
    });
    expect(res.data.listingId).toBe(facts.listingId);
  });

  it('does not match another house number, another direction or another zip', async () => {
    const { a, dir, core, suffix } = await directionalListing();
    const otherDir = STREET_DIRECTIONS.find((d) => d !== dir) ?? 'N';
    const city = `${a?.city}, ${a?.stateOrProvince}`;
    const misses = [
      `${Number(a?.streetNumber) + 4000} ${dir} ${core} ${suffix}, ${city} ${a?.zipCode}`,
      `${a?.streetNumber} ${otherDir} ${core} ${suffix}, ${city} ${a?.zipCode}`,
      `${a?.streetNumber} ${dir} ${core} ${suffix}, ${city} 00000`,
    ];
    for (const address of misses) {
      const res = await notFound({ address }, 'demo-mls-only');
      expect(res.errorMessage).toBe(MESSAGES.notFoundByAddress);
    }
  });

  it("answers words that name Object.prototype's members with a 4xx, not a 500", async () => {
    const s = await testService();
    for (const word of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      for (const address of [word, `1 ${word} St, Austin, TX 78701`]) {
        const res = await post(s, DETAIL, { address });
        expect(res.status, `${address}: ${JSON.stringify(res.json)}`).toBeGreaterThanOrEqual(400);
        expect(res.status, address).toBeLessThan(500);
      }
    }
  });
});

describe('MLSDetail selection', () => {
  it('returns ROOT scalars at the root and every other section but public when nothing is selected', async () => {
    const s = await testService();
    const fx = await fixturesOf(s);
    // The wire shape itself, not the client's reading of it.
    const data = (await post(s, DETAIL, { listing_id: fx.listingId })).json.data as Record<
      string,
      unknown
    >;
    const sections = DEFAULT_MLS_SECTIONS.filter((x) => x !== 'ROOT');
    expect(Object.keys(data)).toEqual([...MLS_SECTIONS.ROOT, ...sections]);
    for (const section of sections) {
      const value = data[section];
      if (Array.isArray(value)) {
        for (const item of value)
          expect(Object.keys(item as object), section).toEqual(MLS_SECTIONS[section]);
      } else if (value !== null) {
        expect(Object.keys(value as object), section).toEqual(MLS_SECTIONS[section]);
      }
    }
  });

  it('field_sections picks whole sections (ROOT: the root scalars); fields picks leaves; they union', async () => {
    const fx = await fixturesOf(await testService());
    const sections = await hit({ listing_id: fx.listingId, field_sections: ['media', 'ROOT'] });
    expect(Object.keys(sections.data)).toEqual([...MLS_SECTIONS.ROOT, 'media']);
    const leaves = await hit({
      listing_id: fx.listingId,
      fields: ['listingPrice', 'listingDetails.beds', 'address.city', 'schools'],
    });
    expect(leaves.data).toEqual({
      listingPrice: sections.data.listingPrice,
      address: { city: fx.addressComponents.city },
      listingDetails: { beds: expect.any(Number) },
      schools: expect.objectContaining({ highSchool: expect.any(String) }),
    });
    expect(Object.keys(leaves.data.schools ?? {})).toEqual(MLS_SECTIONS.schools);
    const union = await hit({
      listing_id: fx.listingId,
      field_sections: ['agentRemarks'],
      fields: ['ROOT', 'agentRemarks.publicRemarks', 'address.zipCode'],
    });
    expect(Object.keys(union.data)).toEqual([...MLS_SECTIONS.ROOT, 'address', 'agentRemarks']);
    expect(union.data.address).toEqual({ zipCode: fx.addressComponents.zip });
    expect(union.data.agentRemarks?.publicRemarks).toEqual(expect.any(String));
  });

  it('price and status histories agree with the root scalars', async () => {
    const s = await testService();
    const mls = await mlsOf(s);
    let cuts = 0;
    for (const f of findListings(mls, (x) => x.linked, 300).filter((_, i) => i % 6 === 0)) {
      const res = await hit({
        listing_id: f.listingId,
        field_sections: ['ROOT', 'priceChangeHistory', 'statusChangeHistory'],
      });
      const d = res.data;
      const prices = d.priceChangeHistory ?? [];
      if (d.priceChangeTimestamp) {
        cuts++;
        expect(prices).toEqual([
          {
            date: d.priceChangeTimestamp.slice(0, 10),
            previousPrice: d.originalListingPrice,
            newPrice: d.listingPrice,
          },
        ]);
      } else expect(prices).toEqual([]);
      const statuses = d.statusChangeHistory ?? [];
      expect(statuses[0]?.date).toBe(d.listingContractDate);
      expect(statuses.at(-1)?.newStatus).toBe(d.standardStatus);
      const dates = statuses.map((x) => x.date ?? '');
      expect([...dates].sort()).toEqual(dates);
    }
    expect(cuts).toBeGreaterThan(0);
  });

  it('selects leaves inside array sections', async () => {
    const s = await testService();
    const mls = await mlsOf(s);
    const active = findListings(mls, (f) => f.status === 'Active', 60);
    let seen = 0;
    for (const f of active) {
      const res = await hit({
        listing_id: f.listingId,
        fields: ['openHouses.date', 'media.photosCount'],
      });
      expect(Object.keys(res.data)).toEqual(['media', 'openHouses']);
      for (const item of res.data.openHouses ?? []) {
        expect(Object.keys(item)).toEqual(['date']);
        expect(item.date! > TEST_CONFIG.now.toISOString().slice(0, 10)).toBe(true);
        seen++;
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('media photo URLs are absolute on the request origin and serve SVGs', async () => {
    const s = await testService();
    const fx = await fixturesOf(s);
    const res = await hit({ listing_id: fx.listingId, field_sections: ['media'] });
    const media = res.data.media;
    expect(media?.photosCount).toBeGreaterThan(0);
    expect(media?.photosList).toHaveLength(media?.photosCount ?? -1);
    expect(media?.primaryListingImageUrl).toBe(media?.photosList?.[0]?.midRes);
    expect(media?.photosList?.[0]?.lowRes).toBe(
      `http://mock.test/__mock/photos/${fx.listingId}/1.svg?size=low`,
    );
    const photo = await s.app.fetch(new Request(media?.photosList?.[0]?.highRes ?? ''));
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/svg+xml');
  });
});

describe('MLSDetail public block and plans', () => {
  it('adds the public block with public: true on a key with public records', async () => {
    const fx = await fixturesOf(await testService());
    const res = await hit({ listing_id: fx.listingId, public: true });
    const sections = DEFAULT_MLS_SECTIONS.filter((x) => x !== 'ROOT');
    expect(Object.keys(res.data)).toEqual([...MLS_SECTIONS.ROOT, ...sections, 'public']);
    expect(Object.keys(res.data.public ?? {})).toEqual(MLS_SECTIONS.public);
    expect(res.data.public?.assessorId).toBe(fx.assessorId);
    expect(res.warnings).toBeUndefined();
  });

  it('public.* selectors request the public block, leaf by leaf', async () => {
    const fx = await fixturesOf(await testService());
    const res = await hit({
      listing_id: fx.listingId,
      fields: ['public.assessorId', 'public.apn'],
    });
    expect(Object.keys(res.data)).toEqual(['public']);
    expect(res.data.public).toEqual({
      apn: expect.stringMatching(/^\d{3}-\d{3}-\d{3}$/),
      assessorId: fx.assessorId,
    });
  });

  it('the public block agrees with the search record', async () => {
    const s = await testService();
    const fx = await fixturesOf(s);
    const res = await hit({ listing_id: fx.listingId, field_sections: ['public'] });
    const search = searchListResponseSchema.parse(
      (await post(s, '/v2/PropertySearch', { ids: [fx.assessorId] })).json,
    );
    const record = search.data[0];
    const p = res.data.public;
    expect(p?.apn).toBe(record?.apn);
    expect(p?.estimatedValue).toBe(record?.estimatedValue);
    expect(p?.estimatedEquity).toBe(record?.estimatedEquity);
    expect(p?.equityPercent).toBe(record?.equityPercent);
    expect(p?.lastSaleDate).toBe(record?.lastSaleDate);
    // The client reads amounts as numbers; the search record carries this one as digits.
    expect(p?.lastSaleAmount).toBe(Number(record?.lastSaleAmount));
    expect(p?.ownerOccupied).toBe(record?.ownerOccupied);
    expect(p?.absenteeOwner).toBe(record?.absenteeOwner);
    const name =
      record?.companyName ??
      [record?.owner1FirstName, record?.owner1LastName].filter(Boolean).join(' ');
    expect(p?.owner1FullName).toBe(name);
  });

  it('without a public-record plan: succeeds, omits the block and warns (public: true, public.*, field_sections)', async () => {
    const fx = await fixturesOf(await testService());
    const bodies = [
      { listing_id: fx.listingId, public: true },
      { listing_id: fx.listingId, fields: ['listingPrice', 'public.apn'] },
      { listing_id: fx.listingId, field_sections: ['public'] },
    ];
    for (const body of bodies) {
      const res = await hit(body, 'demo-mls-only');
      expect(res.data).not.toHaveProperty('public');
      expect(res.warnings).toEqual([MESSAGES.publicRecordOmitted]);
    }
    const plain = await hit({ listing_id: fx.listingId }, 'demo-mls-only');
    expect(plain.warnings).toBeUndefined();
  });
});

describe('MLSDetail cross-sold fallback matrix (keys × public_record_fallback × hit/miss)', () => {
  const keys = ['demo', 'demo-mls-only'] as const;
  const flags = [true, undefined, false] as const;

  for (const key of keys) {
    for (const flag of flags) {
      const opt = flag === undefined ? {} : { public_record_fallback: flag };
      const fallback = key === 'demo' && flag !== false;

      it(`${key}, public_record_fallback ${String(flag)}: a hit is an MLS record`, async () => {
        const fx = await fixturesOf(await testService());
        const res = await hit({ assessor_id: fx.assessorId, ...opt }, key);
        expect(res.dataSource).toBe('mls');
        expect(res.data.listingId).toBe(fx.listingId);
      });

      it(`${key}, public_record_fallback ${String(flag)}: a miss on a public-record property is ${fallback ? 'the fallback' : '404'}`, async () => {
        const s = await testService();
        const fx = await fixturesOf(s);
        const assessorId = requireValue(fx.publicOnlyAssessorId, 'public-only property');
        const address = requireValue(fx.publicOnlyAddress, 'public-only address');
        for (const body of [
          { assessor_id: assessorId, ...opt },
          { address, ...opt },
        ]) {
          const res = await post(s, DETAIL, body, { key });
          if (fallback) {
            expect(res.status).toBe(200);
            const parsed = mlsFallbackSchema.parse(res.json);
            expect(parsed.dataSource).toBe('public_record');
            expect(parsed.recordCount).toBe(1);
            expect(parsed.data.id).toBe(String(assessorId));
            expect(parsed.data.address?.address).toBe(address);
            expect(parsed.data.public?.assessorId).toBe(assessorId);
            expect(parsed.data.mlsListingId).toBeNull();
          } else {
            expect(res.status).toBe(404);
            const parsed = mlsNotFoundSchema.parse(res.json);
            expect(parsed.errorMessage).toBe(
              'assessor_id' in body
                ? MESSAGES.notFoundByAssessorId(assessorId)
                : MESSAGES.notFoundByAddress,
            );
          }
        }
      });
    }
  }

  it('never falls back when the lookup names no property (unknown assessor_id, listing_id, mls_number)', async () => {
    const fx = await fixturesOf(await testService());
    await notFound({ assessor_id: fx.missingAssessorId });
    await notFound({ listing_id: fx.missingListingId });
    await notFound({ mls_number: '1', mls_board_code: fx.mlsBoardCode });
  });
});

describe('MLSDetail 404 (§7.4): the message of the lookup used', () => {
  it('mls_number with mls_board_code', async () => {
    const res = await notFound({ mls_number: '12345', mls_board_code: 'har' });
    expect(res.errorCode).toBe(ERROR_CODES.mlsNotFound);
    expect(res.errorMessage).toBe(MESSAGES.notFoundByMlsNumber('12345', 'har'));
    expect(res.errorMessage).toContain('not unique across boards');
  });

  it('an unknown board is a miss, not an error', async () => {
    const fx = await fixturesOf(await testService());
    const res = await notFound({ mls_number: fx.mlsNumber, mls_board_code: 'nosuchboard' });
    expect(res.errorMessage).toBe(MESSAGES.notFoundByMlsNumber(fx.mlsNumber, 'nosuchboard'));
    expect(BOARD_CODES).not.toContain('nosuchboard');
  });

  it('listing_id', async () => {
    const fx = await fixturesOf(await testService());
    const res = await notFound({ listing_id: fx.missingListingId });
    expect(res.errorMessage).toBe(`No MLS listing found for listing_id ${fx.missingListingId}.`);
  });

  it('listing_id that is not an integer', async () => {
    const res = await notFound({ listing_id: 1.5 });
    expect(res.errorMessage).toBe(MESSAGES.notFoundByListingId(1.5));
  });

  it('assessor_id', async () => {
    const fx = await fixturesOf(await testService());
    const res = await notFound({ assessor_id: fx.missingAssessorId });
    expect(res.errorMessage).toBe(`No MLS listing found for assessor_id ${fx.missingAssessorId}.`);
  });

  it('address, one-line and component form', async () => {
    for (const body of [
      { address: '1 Nowhere Street, Nowhere, ZZ 00000' },
      { house: '1', street: 'Nowhere St', city: 'Austin', state: 'TX' },
    ]) {
      const res = await notFound(body);
      expect(res.errorMessage).toBe(MESSAGES.notFoundByAddress);
    }
  });
});

describe('MLSDetail validation (§7.1, Boom 400 with the designated errorCode)', () => {
  const rows: [string, unknown, string, string][] = [
    ['Missing Lookup', {}, ERROR_CODES.missingLookup, MESSAGES.missingLookup],
    ['Board Required', { mls_number: '123' }, ERROR_CODES.boardRequired, MESSAGES.boardRequired],
    [
      'Address Too Short',
      { address: '1 Main St' },
      ERROR_CODES.invalidAddress,
      MESSAGES.addressTooShort,
    ],
    [
      'Incomplete Address: house alone',
      { house: '12' },
      ERROR_CODES.incompleteAddress,
      'house missing required peer street',
    ],
    [
      'Incomplete Address: house without zip or city',
      { house: '12', street: 'Main St' },
      ERROR_CODES.incompleteAddress,
      'house must be accompanied by at least one of [zip, city]',
    ],
    [
      'Incomplete Address: city without state',
      { house: '12', street: 'Main St', city: 'Austin' },
      ERROR_CODES.incompleteAddress,
      '[state]',
    ],
    [
      'Incomplete Address: city without street',
      { listing_id: 1, city: 'Austin' },
      ERROR_CODES.incompleteAddress,
      'city missing required peer street',
    ],
    [
      'Unknown Field',
      { listing_id: 1, listng_id: 2 },
      ERROR_CODES.unknownField,
      'listng_id is not allowed. Did you mean listing_id?',
    ],
    [
      'Invalid Field Section',
      { listing_id: 1, field_sections: ['listingDetail'] },
      ERROR_CODES.invalidFieldSection,
      'listingDetail is not a valid field section. Did you mean listingDetails?',
    ],
    [
      'Invalid Field Section (a name the vendor does not have)',
      { listing_id: 1, field_sections: ['homeDetails'] },
      ERROR_CODES.invalidFieldSection,
      'homeDetails is not a valid field section',
    ],
    [
      'Invalid Field Selector',
      { listing_id: 1, fields: ['listingDetails.bed'] },
      ERROR_CODES.invalidFieldSelector,
      'listingDetails.bed is not a selectable field. Did you mean listingDetails.beds?',
    ],
    [
      'Invalid Field Selector (bare leaf)',
      { listing_id: 1, fields: ['beds'] },
      ERROR_CODES.invalidFieldSelector,
      'beds is not a selectable field. Did you mean listingDetails.beds?',
    ],
    [
      'Invalid Field Selector (an invented first-version name)',
      { listing_id: 1, fields: ['listing.listPrice'] },
      ERROR_CODES.invalidFieldSelector,
      'listing.listPrice is not a selectable field',
    ],
    [
      'Invalid Type: listing_id',
      { listing_id: '123' },
      ERROR_CODES.validationFailed,
      'listing_id must be a number',
    ],
    [
      'Invalid Type: state',
      { house: '1', street: 'Main St', city: 'Austin', state: 'Texas' },
      ERROR_CODES.validationFailed,
      'state length must be 2 characters long',
    ],
    [
      'Invalid Type: public',
      { listing_id: 1, public: 'yes' },
      ERROR_CODES.validationFailed,
      'public must be a boolean',
    ],
    ['Invalid Type: body', [1, 2], ERROR_CODES.validationFailed, 'value must be an object'],
  ];

  it.each(rows)('%s', async (_tag, body, code, message) => {
    const res = await badRequest(body);
    expect(res.details?.map((d) => d.errorCode)).toContain(code);
    expect(res.message).toContain(message);
    if (res.details?.length === 1) expect(res.errorCode).toBe(code);
  });

  it('rejects malformed JSON and a wrong content type with 400, a body over 1 MB with 413', async () => {
    const s = await testService();
    const bad = await post(s, DETAIL, undefined, { raw: '{"listing_id": ' });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('Request body must be valid JSON');
    const type = await post(s, DETAIL, undefined, {
      raw: 'listing_id=1',
      contentType: 'text/plain',
    });
    expect(type.status).toBe(400);
    const big = await post(s, DETAIL, { address: 'x'.repeat(1024 * 1024 + 10) });
    expect(big.status).toBe(413);
  });

  it('reports every violation together', async () => {
    const body = {
      mls_number: 'A1',
      listng_id: 3,
      address: 'short',
      fields: ['listingDetails.bed'],
      assessor_id: 'x',
    };
    const res = await badRequest(body);
    expect(res.details?.map((d) => d.errorCode).sort()).toEqual(
      [
        ERROR_CODES.unknownField,
        ERROR_CODES.boardRequired,
        ERROR_CODES.invalidAddress,
        ERROR_CODES.validationFailed,
        ERROR_CODES.invalidFieldSelector,
      ].sort(),
    );
    expect(res.errorCode).toBe(ERROR_CODES.unknownField);
  });

  it('never answers 500 to arbitrary JSON', async () => {
    const s = await testService();
    const fx = await fixturesOf(s);
    const keys = [
      'mls_number',
      'mls_board_code',
      'listing_id',
      'assessor_id',
      'address',
      'house',
      'street',
      'city',
      'zip',
      'state',
      'public',
      'public_record_fallback',
      'fields',
      'field_sections',
    ];
    const value = fc.oneof(
      fc.jsonValue(),
      fc.constantFrom(
        fx.listingId,
        fx.assessorId,
        fx.mlsNumber,
        fx.mlsBoardCode,
        fx.address,
        'public.apn',
        ['ROOT'],
        'listingDetails.beds',
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.jsonValue(), fc.dictionary(fc.constantFrom(...keys), value)),
        async (body) => {
          const res = await post(s, DETAIL, body);
          expect(res.status).toBeLessThan(500);
        },
      ),
      { numRuns: 250 },
    );
  });
});

describe('MLSDetail gate (§7.3): after validation, before lookup', () => {
  const cases: [string | null, number, string][] = [
    [null, 401, 'AUTH_KEY_NOT_FOUND'],
    ['nope', 401, 'AUTH_KEY_NOT_FOUND'],
    ['demo-inactive', 401, 'AUTH_KEY_INACTIVE'],
    ['demo-no-scope', 403, 'AUTH_SCOPE_UNAUTHORIZED'],
    ['demo-no-mls-plan', 403, 'MLS_PLAN_REQUIRED'],
    ['demo-mls-lapsed', 402, 'MLS_SUBSCRIPTION_INACTIVE'],
    ['demo-empty-wallet', 402, 'WALLET_INSUFFICIENT_BALANCE'],
    ['demo-rate-limited', 429, 'RATE_LIMIT_EXCEEDED'],
    ['demo-daily-cap', 429, 'DAILY_USAGE_EXCEEDED'],
    ['demo-test-exhausted', 429, 'TEST_KEY_USAGE_EXCEEDED'],
    ['demo-error-500', 500, 'INTERNAL_ERROR'],
  ];

  it.each(cases)('key %s → %i %s, for a hit and for a miss alike', async (key, status, code) => {
    const s = await testService();
    const fx = await fixturesOf(s);
    for (const body of [{ listing_id: fx.listingId }, { listing_id: fx.missingListingId }]) {
      const res = await post(s, DETAIL, body, { key });
      expect(res.status).toBe(status);
      const parsed = v3ErrorSchema.parse(res.json);
      expect(parsed.errorCode).toBe(code);
      if (status === 500) {
        expect(parsed.requestId).toMatch(/^req_/);
        expect(parsed.errorMessage).toBe(MESSAGES.internalError);
      }
      if (code === 'RATE_LIMIT_EXCEEDED')
        expect(res.headers.get('retry-after')).toBe(String(TEST_CONFIG.retryAfterSeconds));
    }
  });

  it('validates before the gate', async () => {
    const s = await testService();
    const res = await post(s, DETAIL, { mls_number: '1' }, { key: 'demo-no-mls-plan' });
    expect(res.status).toBe(400);
    expect(res.json.errorCode).toBe(ERROR_CODES.boardRequired);
  });

  it('answers demo-slow normally, after the configured delay', async () => {
    const s = await testService();
    const fx = await fixturesOf(s);
    const started = Date.now();
    const res = await post(s, DETAIL, { listing_id: fx.listingId }, { key: 'demo-slow' });
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(TEST_CONFIG.slowMs - 5);
  });
});
