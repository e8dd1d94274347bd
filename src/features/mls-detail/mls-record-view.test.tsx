// Section rendering of an MLS record and the photo gallery's keyboard navigation.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MLS_SECTIONS } from '../../api/contract/mls-catalog';
import { MlsRecordView } from './mls-record-view';
import { humanizeKey } from './more-details';
import { makeMlsRecord } from './test-kit';

describe('MlsRecordView', () => {
  it('shows the summary and every default section as a named region', () => {
    render(<MlsRecordView record={makeMlsRecord()} requested={DEFAULT_MLS_SECTIONS} />);
    expect(screen.getByText('$743,000', { selector: '.mls-summary__amount' })).toBeVisible();
    for (const name of [
      'Photos',
      'Listing',
      'Agent remarks',
      'Price history',
      'Status history',
      'Address',
      'Listing details',
      'Homeowners association',
      'Listing agent',
      'Listing office',
      'Co-selling agent',
      'Co-selling office',
      'Schools',
      'Open houses',
    ]) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(screen.queryByRole('region', { name: 'Public record' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'More details' })).not.toBeInTheDocument();
    // No co-listing side on this listing: no empty cards for it.
    expect(screen.queryByRole('region', { name: 'Co-listing agent' })).not.toBeInTheDocument();
  });

  it('reads root scalars and listingDetails under the vendor’s names', () => {
    render(<MlsRecordView record={makeMlsRecord()} requested={DEFAULT_MLS_SECTIONS} />);
    const listing = screen.getByRole('region', { name: 'Listing' });
    expect(listing).toHaveTextContent(/List price\s*\$743,000/);
    expect(listing).toHaveTextContent(/Original list price\s*\$780,000/);
    const details = screen.getByRole('region', { name: 'Listing details' });
    expect(details).toHaveTextContent(/Bedrooms\s*4/);
    expect(details).toHaveTextContent(/Heating\s*Heat Pump/);
    expect(details).toHaveTextContent(/Appliances\s*Range, Washer/);
    expect(screen.getByText('4 bd · 3 ba · 2,874 sq ft')).toBeVisible();
  });

  it('shows only the sections that were asked for', () => {
    const { mlsNumber, listingPrice, schools } = makeMlsRecord();
    render(
      <MlsRecordView
        record={{ mlsNumber, listingPrice, schools }}
        requested={['ROOT', 'schools']}
      />,
    );
    expect(screen.getAllByRole('region')).toHaveLength(2);
    expect(
      within(screen.getByRole('region', { name: 'Schools' })).getByText(
        'Lawrence Elementary School',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Listing details' })).not.toBeInTheDocument();
  });

  it('explains an empty co-selling agent and a section asked for but not sent', () => {
    const record = makeMlsRecord();
    delete record.schools;
    render(<MlsRecordView record={record} requested={DEFAULT_MLS_SECTIONS} />);
    expect(screen.getByRole('region', { name: 'Co-selling agent' })).toHaveTextContent(
      'No co-selling agent yet: the listing is not under contract.',
    );
    expect(screen.getByRole('region', { name: 'Schools' })).toHaveTextContent(
      'Not provided by the MLS.',
    );
  });

  it('shows the public block when asked for, and says when it is missing', () => {
    const { rerender } = render(
      <MlsRecordView
        record={makeMlsRecord({ public: { owner1FullName: 'Stephen Reed', apn: '917' } })}
        requested={['public']}
      />,
    );
    expect(screen.getByRole('region', { name: 'Public record' })).toHaveTextContent('Stephen Reed');
    rerender(<MlsRecordView record={makeMlsRecord()} requested={['public']} />);
    expect(screen.getByRole('region', { name: 'Public record' })).toHaveTextContent(
      'No public record came with this listing.',
    );
  });

  it('formats open houses as dates and clock times', () => {
    render(<MlsRecordView record={makeMlsRecord()} requested={['openHouses']} />);
    expect(screen.getByRole('region', { name: 'Open houses' })).toHaveTextContent(
      'Nov 7, 2026, 11:00 AM – 1:00 PM',
    );
  });
});

describe('price and status timelines', () => {
  it('lists changes newest first with the date, the new value and the change', () => {
    const record = makeMlsRecord({
      priceChangeHistory: [
        { date: '2026-09-01', previousPrice: 800000, newPrice: 780000 },
        { date: '2026-10-28', previousPrice: 780000, newPrice: 743000 },
      ],
      statusChangeHistory: [
        { date: '2026-08-02', previousStatus: null, newStatus: 'Active' },
        { date: '2026-10-30', previousStatus: 'Active', newStatus: 'Pending' },
      ],
    });
    render(<MlsRecordView record={record} requested={[]} />);
    const prices = within(screen.getByRole('region', { name: 'Price history' })).getAllByRole(
      'listitem',
    );
    expect(prices.map((li) => li.textContent)).toEqual([
      'Oct 28, 2026$743,000 from $780,000−$37,000 (−4.7%)',
      'Sep 1, 2026$780,000 from $800,000−$20,000 (−2.5%)',
    ]);
    expect(within(prices[0]!).getByText('Oct 28, 2026').tagName).toBe('TIME');
    const statuses = within(screen.getByRole('region', { name: 'Status history' })).getAllByRole(
      'listitem',
    );
    expect(statuses.map((li) => li.textContent)).toEqual([
      'Oct 30, 2026Pendingfrom Active',
      'Aug 2, 2026Activelisted',
    ]);
  });

  it('says so when there were no changes', () => {
    render(
      <MlsRecordView
        record={makeMlsRecord({ priceChangeHistory: [], statusChangeHistory: [] })}
        requested={['priceChangeHistory', 'statusChangeHistory']}
      />,
    );
    expect(screen.getByRole('region', { name: 'Price history' })).toHaveTextContent(
      'No price changes since it was listed.',
    );
    expect(screen.getByRole('region', { name: 'Status history' })).toHaveTextContent(
      'No status changes on record.',
    );
  });
});

describe('More details', () => {
  it('shows unknown root fields and sections as labelled rows, not dropped', () => {
    const record = makeMlsRecord({
      virtualTourUrl: 'https://tours.example/1',
      greenFeatures: { solarPanels: true, energyRating: null },
    });
    render(<MlsRecordView record={record} requested={[]} />);
    const more = screen.getByRole('region', { name: 'More details' });
    expect(more).toHaveTextContent(/Virtual tour URL\s*https:\/\/tours\.example\/1/);
    expect(within(more).getByRole('heading', { name: 'Green features' })).toBeVisible();
    expect(more).toHaveTextContent(/Solar panels\s*Yes/);
    expect(more).toHaveTextContent(/Energy rating\s*—/);
  });
});

describe('humanizeKey', () => {
  it.each([
    ['exteriorFeatures', 'Exterior features'],
    ['mlsOfficeId', 'MLS office ID'],
    ['mls_board_code', 'MLS board code'],
    ['owner1FullName', 'Owner 1 full name'],
    ['fireplaceYn', 'Fireplace (yes/no)'],
    ['homedetails', 'Homedetails'],
    ['HOAFee', 'HOA fee'],
  ])('%s → %s', (key, words) => {
    expect(humanizeKey(key)).toBe(words);
  });
});

describe('PhotoGallery', () => {
  it('moves between photos with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    render(<MlsRecordView record={makeMlsRecord()} requested={['media']} />);
    const gallery = screen.getByRole('group', { name: /Photos of 4808 Lake Rd/ });
    const photo = () => within(gallery).getByRole('img', { name: /^Photo \d of 3/ });
    expect(photo()).toHaveAttribute('src', '/p/1.svg?size=mid');
    gallery.focus();
    await user.keyboard('{ArrowRight}');
    expect(photo()).toHaveAccessibleName('Photo 2 of 3, 4808 Lake Rd, Phoenix, AZ 85002');
    await user.keyboard('{End}');
    expect(photo()).toHaveAttribute('src', '/p/3.svg?size=mid');
    await user.keyboard('{ArrowRight}');
    expect(photo()).toHaveAttribute('src', '/p/1.svg?size=mid');
    await user.keyboard('{ArrowLeft}');
    expect(within(gallery).getByText('Photo 3 of 3')).toBeVisible();
    await user.keyboard('{Home}');
    expect(within(gallery).getByText('Photo 1 of 3')).toBeVisible();
  });

  it('has previous / next buttons and thumbnails', async () => {
    const user = userEvent.setup();
    render(<MlsRecordView record={makeMlsRecord()} requested={['media']} />);
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByText('Photo 2 of 3')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show photo 3' }));
    expect(screen.getByRole('button', { name: 'Show photo 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(screen.getByText('Photo 2 of 3')).toBeVisible();
  });

  it('lets a keyboard reach the thumbnails: the current one is the strip’s tab stop and keeps the focus', async () => {
    const user = userEvent.setup();
    render(<MlsRecordView record={makeMlsRecord()} requested={['media']} />);
    const strip = screen.getByRole('list', { name: 'All photos' });
    const tabStops = () =>
      within(strip)
        .getAllByRole('button')
        .filter((b) => b.tabIndex === 0);
    expect(tabStops()).toEqual([within(strip).getByRole('button', { name: 'Show photo 1' })]);
    within(strip).getByRole('button', { name: 'Show photo 1' }).focus();
    await user.keyboard('{ArrowRight}');
    const second = within(strip).getByRole('button', { name: 'Show photo 2' });
    expect(tabStops()).toEqual([second]);
    expect(second).toHaveFocus();
    expect(screen.getByText('Photo 2 of 3')).toBeVisible();
  });

  it('says so when a listing has no photos', () => {
    render(
      <MlsRecordView
        record={makeMlsRecord({ media: { photosCount: 0, photosList: [] } })}
        requested={['media']}
      />,
    );
    expect(screen.getByRole('region', { name: 'Photos' })).toHaveTextContent(
      'This listing has no photos.',
    );
  });
});
