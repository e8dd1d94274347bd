// Each vendor-shaped MLS answer goes through the MLS schema and renders in the record view. Each
// test leans on the tolerance its fixture needs, so removing that tolerance fails it.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MLS_SECTIONS } from '../../api/contract/mls-catalog';
import { mlsDetailResponseSchema, type MlsRecord } from '../../api/contract/mls-response';
import { MLS_NULLS_ANSWER } from '../../api/vendor-fixtures/mls-nulls-everywhere';
import { MLS_UNKNOWN_SECTION_ANSWER } from '../../api/vendor-fixtures/mls-unknown-section';
import { MLS_V2_STYLE_ANSWER } from '../../api/vendor-fixtures/mls-v2-style-record';
import { MLS_V3_FULL_ANSWER } from '../../api/vendor-fixtures/mls-v3-full-record';
import { MlsRecordView } from './mls-record-view';

function show(answer: unknown): MlsRecord {
  const parsed = mlsDetailResponseSchema.safeParse(answer);
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  if (!parsed.success || parsed.data.dataSource === 'public_record') throw new Error('no record');
  render(<MlsRecordView record={parsed.data.data} requested={DEFAULT_MLS_SECTIONS} />);
  return parsed.data.data;
}

const region = (name: string) => screen.getByRole('region', { name });

describe('vendor-shaped MLS answers in the record view', () => {
  it('a full v3 record: every section, timelines, both sides of the deal', () => {
    show(MLS_V3_FULL_ANSWER);
    expect(screen.getByText('$489,000', { selector: '.mls-summary__amount' })).toBeVisible();
    expect(region('Listing details')).toHaveTextContent(/Bedrooms\s*3/);
    expect(region('Listing details')).toHaveTextContent(/Roof\s*Composition/);
    expect(region('Agent remarks')).toHaveTextContent(/Nestled in the Charming/);
    expect(region('Price history')).toHaveTextContent('$489,000 from $515,000−$26,000 (−5.0%)');
    expect(within(region('Status history')).getAllByRole('listitem')).toHaveLength(2);
    expect(region('Homeowners association')).toHaveTextContent(/Fee\s*\$45/);
    expect(region('Co-selling agent')).toHaveTextContent('Marcus Ngata');
    expect(region('Data assumptions')).toHaveTextContent(/Price per sq ft\s*listingPrice divided/);
    expect(screen.queryByRole('region', { name: 'More details' })).not.toBeInTheDocument();
  });

  it('a v2-style record: string amounts and counts, integer agent ids, v2 sections under More details', () => {
    const record = show(MLS_V2_STYLE_ANSWER);
    expect(record.listingId).toBe(6103448813);
    expect(screen.getByText('$412,000', { selector: '.mls-summary__amount' })).toBeVisible();
    expect(region('Listing')).toHaveTextContent(/Days on market\s*9 days/);
    expect(region('Listing agent')).toHaveTextContent('Agent ID 1184402');
    expect(region('Listing office')).toHaveTextContent('Office ID 5521');
    expect(region('Photos')).toHaveTextContent('24 photos');
    expect(region('Listing details')).toHaveTextContent(/Lot size \(acres\)\s*0\.2/);
    const more = region('More details');
    expect(within(more).getByRole('heading', { name: 'Homedetails' })).toBeVisible();
    expect(more).toHaveTextContent(/Fireplace \(yes\/no\)\s*Yes/);
    expect(more).toHaveTextContent(/Exterior features\s*Back Yard, Front Yard, Yard Space/);
    expect(within(more).getByRole('heading', { name: 'Property' })).toBeVisible();
    expect(more).toHaveTextContent(/Location\s*47\.151, -122\.512/);
  });

  it('an unknown section and root field: shown under More details as labelled rows', () => {
    show(MLS_UNKNOWN_SECTION_ANSWER);
    const more = region('More details');
    expect(more).toHaveTextContent(/Virtual tour URL\s*https:\/\/tours\.example\/2206483/);
    expect(within(more).getByRole('heading', { name: 'Linked listings' })).toBeVisible();
    expect(more).toHaveTextContent(/1 › MLS number\s*1988127/);
    expect(more).toHaveTextContent(/1 › Standard status\s*Expired/);
    expect(within(more).getByRole('heading', { name: 'Green features' })).toBeVisible();
  });

  it('nulls everywhere: renders with dashes and "not provided", never a crash', () => {
    show(MLS_NULLS_ANSWER);
    expect(region('Listing')).toHaveTextContent(/List price\s*—/);
    expect(region('Listing details')).toHaveTextContent('Not provided by the MLS.');
    expect(region('Photos')).toHaveTextContent('This listing has no photos.');
    expect(region('Status history')).toHaveTextContent('No status changes on record.');
    expect(region('Agent remarks')).toHaveTextContent('No remarks.');
    expect(region('Homeowners association')).toHaveTextContent(
      'No homeowners association on record.',
    );
    expect(region('Listing agent')).toHaveTextContent('—');
  });
});
