// The owner contacts in an export file (issue 40 item 5): Phone 1–5 in the shared order, the
// filters, masked numbers and addresses never written, one row per number for the Dialer, leads
// never traced with empty cells, and each page's contacts read with its records.
import { describe, expect, it, vi } from 'vitest';
import { contactsById, type OwnerContacts } from '../../../lib/lead-rows/owner-contacts';
import { NO_CONTACT_FILTERS, type ContactFilters } from '../../../lib/lead-rows/contact-export';
import { makeListResponse, makeRecord } from '../test-fixtures';
import {
  exportColumnsOf,
  PER_NUMBER_IDS,
  rowsPerNumber,
} from '../../../lib/lead-rows/contact-columns';
import { projectPage } from '../../../lib/lead-rows/export-file';
import { EXPORT_PRESETS } from './export-presets';
import { heldContactsReader } from './held-contacts';
import { runExport, type FetchPage } from './run-export';

/** Held answers as the app's server returns them (the Await shape), read as every screen reads them. */
function held(byId: Record<string, unknown[]>, emails: unknown[] = []): Map<string, OwnerContacts> {
  return contactsById({
    freshnessDays: 90,
    contacts: Object.entries(byId).map(([id, phones]) => ({
      id,
      matched: true,
      answer: { statusCode: 200, match: true, data: { phones, emails, names: [] } },
      tracedAt: '2026-11-01T10:00:00.000Z',
      tracedBy: 'ann',
    })),
  });
}

const phone = (
  number: string,
  type: string,
  dnc: boolean | undefined,
  lastSeen = '2026-10-01',
) => ({
  phone: number,
  type,
  ...(dnc === undefined ? {} : { dnc }),
  lastSeen,
});

/** Owner of lead 1: a masked mobile, a DNC mobile, a landline, a callable mobile, an unknown DNC. */
const OWNER_ONE = [
  phone('512555****', 'mobile', false),
  phone('5125550102', 'mobile', true),
  phone('5125550103', 'landline', false, '2025-03-04'),
  phone('(512) 555-0104', 'wireless', false),
  phone('5125550105', 'voip', undefined),
];

const EMAILS = [{ email: '*****@aol.com' }, { email: 'owner@example.com', type: 'personal' }];

const LEAD_COLUMNS = [
  'id',
  ...[1, 2, 3, 4, 5].flatMap((n) => [
    `contactPhone${n}`,
    `contactPhone${n}Type`,
    `contactPhone${n}Dnc`,
    `contactPhone${n}LastSeen`,
  ]),
  'contactEmail1',
  'contactEmail2',
];

function project(
  columnIds: readonly string[],
  contacts: Map<string, OwnerContacts>,
  filters: ContactFilters = NO_CONTACT_FILTERS,
  records = [makeRecord(1), makeRecord(2)],
) {
  const columns = exportColumnsOf(columnIds);
  const page = projectPage(
    records,
    { columns, dedupe: 'off', filters, perNumber: rowsPerNumber(columnIds) },
    contacts,
  );
  return {
    ...page,
    objects: page.rows.map((row) =>
      Object.fromEntries(columns.map((c, i) => [c.label, row[i] ?? null])),
    ),
  };
}

describe('an export with owner contacts, one row per lead', () => {
  it('writes whole numbers in the shared order (callable mobiles first), masked ones never', () => {
    const { objects, records } = project(LEAD_COLUMNS, held({ '1': OWNER_ONE }, EMAILS));
    expect(records).toBe(2);
    expect(objects[0]).toMatchObject({
      'Property ID': '1',
      'Phone 1': '5125550104',
      'Phone 1 type': 'Mobile',
      'Phone 1 DNC': 'N',
      'Phone 2': '5125550103',
      'Phone 2 type': 'Landline',
      'Phone 2 last seen': '2025-03-04',
      'Phone 3': '5125550102',
      'Phone 3 DNC': 'Y',
      'Phone 4': '5125550105',
      'Phone 4 type': 'VoIP',
      // Do-not-call status not given: counted as do-not-call.
      'Phone 4 DNC': 'Y',
      'Phone 5': null,
      // The masked address is never written: the whole one moves up.
      'Email 1': 'owner@example.com',
      'Email 2': null,
    });
    const cells = objects.flatMap((o) => Object.values(o)).map(String);
    expect(cells.some((c) => c.includes('*'))).toBe(false);
  });

  it('leaves a lead never traced in the file with empty contact cells', () => {
    const { objects } = project(LEAD_COLUMNS, held({ '1': OWNER_ONE }));
    expect(objects).toHaveLength(2);
    expect(objects[1]?.['Property ID']).toBe('2');
    expect(Object.entries(objects[1] ?? {}).filter(([, v]) => v !== null)).toEqual([
      ['Property ID', '2'],
    ]);
  });

  it('"Mobile only" and "Leave out DNC numbers" leave failing numbers out', () => {
    const { objects } = project(LEAD_COLUMNS, held({ '1': OWNER_ONE }), {
      withPhone: false,
      mobileOnly: true,
      noDnc: true,
    });
    expect(objects[0]).toMatchObject({ 'Phone 1': '5125550104', 'Phone 2': null });
    const { objects: noDnc } = project(LEAD_COLUMNS, held({ '1': OWNER_ONE }), {
      withPhone: false,
      mobileOnly: false,
      noDnc: true,
    });
    expect([noDnc[0]?.['Phone 1'], noDnc[0]?.['Phone 2'], noDnc[0]?.['Phone 3']]).toEqual([
      '5125550104',
      '5125550103',
      null,
    ]);
  });

  it('"Only leads with a phone" drops the leads left with none after the other filters', () => {
    const contacts = held({ '1': OWNER_ONE, '2': [phone('5125550201', 'landline', false)] });
    const mobiles = { withPhone: true, mobileOnly: true, noDnc: false };
    const { objects, records } = project(LEAD_COLUMNS, contacts, mobiles, [
      makeRecord(1),
      makeRecord(2),
      makeRecord(3),
    ]);
    expect(objects.map((o) => o['Property ID'])).toEqual(['1']);
    // Progress still counts the three leads fetched.
    expect(records).toBe(3);
    // Without a contact column the filter still applies (its contacts are read for it).
    expect(project(['id'], contacts, mobiles).objects).toEqual([{ 'Property ID': '1' }]);
  });
});

describe('the Dialer preset: one row per callable number', () => {
  const dialer = EXPORT_PRESETS.find((p) => p.id === 'preset:dialer');
  if (!dialer?.contactFilters) throw new Error('no Dialer preset with filters');
  const { columnIds, contactFilters } = dialer;

  it('writes one row per number off the do-not-call list, best first; none for a lead never traced', () => {
    const contacts = held({ '1': OWNER_ONE, '3': [phone('5125550301', 'mobile', false)] });
    const { objects } = project(columnIds, contacts, contactFilters, [
      makeRecord(1),
      makeRecord(2),
      makeRecord(3),
    ]);
    expect(
      objects.map((o) => [o['Property ID'], o.Phone, o['Phone type'], o['Phone DNC']]),
    ).toEqual([
      ['1', '5125550104', 'Mobile', 'N'],
      ['1', '5125550103', 'Landline', 'N'],
      ['3', '5125550301', 'Mobile', 'N'],
    ]);
    // The owner and the property on every row.
    expect(objects[1]).toMatchObject({
      'Owner 1 Last Name': 'Owner1',
      'Property Address': '1 Main St',
    });
  });

  it('with "Leave out DNC numbers" turned off, writes the DNC numbers too, marked Y', () => {
    const { objects } = project(columnIds, held({ '1': OWNER_ONE }), {
      ...contactFilters,
      noDnc: false,
    });
    expect(objects.map((o) => [o.Phone, o['Phone DNC']])).toEqual([
      ['5125550104', 'N'],
      ['5125550103', 'N'],
      ['5125550102', 'Y'],
      ['5125550105', 'Y'],
    ]);
  });

  it('merging by owner keeps one row per number of that owner', () => {
    const same = { owner1FirstName: 'Ann', owner1LastName: 'Lee' };
    const contacts = held({
      '1': [phone('5125550104', 'mobile', false)],
      '2': [phone('5125550104', 'mobile', false), phone('5125550999', 'mobile', false)],
    });
    const page = projectPage(
      [makeRecord(1, same), makeRecord(2, same)],
      {
        columns: exportColumnsOf(columnIds),
        dedupe: 'owner',
        filters: contactFilters,
        perNumber: true,
      },
      contacts,
    );
    expect(page.keys).toHaveLength(3);
    expect(new Set(page.keys).size).toBe(2);
  });

  it('any per-number column makes one row per number', () => {
    expect(rowsPerNumber(['id'])).toBe(false);
    for (const id of PER_NUMBER_IDS) expect(rowsPerNumber(['id', id])).toBe(true);
  });
});

describe('contacts read per page of the export', () => {
  it('reads each page’s contacts after its records, and a retry does not fetch the page again', async () => {
    const fetchPage = vi.fn<FetchPage>(async (req) => {
      const start = req.resultIndex ?? 0;
      const rows = Array.from({ length: Math.min(250, 300 - start) }, (_, i) =>
        makeRecord(start + i + 1),
      );
      return makeListResponse(rows, 300, start);
    });
    let failedOnce = false;
    const contacts = vi.fn(async (ids: string[]) => {
      if (ids[0] === '251' && !failedOnce) {
        failedOnce = true;
        throw Object.assign(new Error('busy'), { status: 503 });
      }
      return { freshnessDays: 90, contacts: [] };
    });
    const pages: [number, number, number][] = [];
    await runExport({
      base: { zip: '78701' },
      total: 300,
      startPage: 0,
      fetchPage,
      readContacts: heldContactsReader({ contacts }),
      signal: new AbortController().signal,
      onPage: (page, records, _total, held) => pages.push([page, records.length, held?.size ?? -1]),
      sleep: async () => undefined,
    });
    expect(pages).toEqual([
      [0, 250, 0],
      [1, 50, 0],
    ]);
    expect(contacts.mock.calls.map(([ids]) => [ids[0], ids.length])).toEqual([
      ['1', 250],
      ['251', 50],
      ['251', 50],
    ]);
    // The failed contacts read was retried without buying page 1 again.
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('reads at most 1,000 ids a call', async () => {
    const contacts = vi.fn(async (_ids: string[]) => ({ freshnessDays: 90, contacts: [] }));
    const ids = Array.from({ length: 2_500 }, (_, i) => String(i + 1));
    await heldContactsReader({ contacts })(ids, new AbortController().signal);
    expect(contacts.mock.calls.map(([asked]) => asked.length)).toEqual([1000, 1000, 500]);
  });
});
