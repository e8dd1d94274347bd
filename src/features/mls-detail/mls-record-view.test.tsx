// Section rendering of an MLS record and the photo gallery's keyboard navigation.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MLS_SECTIONS } from '../../api/contract/mls-catalog';
import { MlsRecordView } from './mls-record-view';
import { makeMlsRecord } from './test-kit';

describe('MlsRecordView', () => {
  it('shows the summary and every default section as a named region', () => {
    render(<MlsRecordView record={makeMlsRecord()} requested={DEFAULT_MLS_SECTIONS} />);
    expect(screen.getByText('$743,000', { selector: '.mls-summary__amount' })).toBeVisible();
    for (const name of [
      'Photos',
      'Listing',
      'Address',
      'Property',
      'Home details',
      'Listing agent',
      'Listing office',
      'Selling agent',
      'Selling office',
      'Schools',
      'Open houses',
    ]) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(screen.queryByRole('region', { name: 'Public record' })).not.toBeInTheDocument();
  });

  it('shows only the sections that were asked for', () => {
    const { listing, schools } = makeMlsRecord();
    render(<MlsRecordView record={{ listing, schools }} requested={['listing', 'schools']} />);
    expect(
      screen.getAllByRole('region').map((r) => r.getAttribute('aria-labelledby')),
    ).toHaveLength(2);
    expect(
      within(screen.getByRole('region', { name: 'Schools' })).getByText(
        'Lawrence Elementary School',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Property' })).not.toBeInTheDocument();
  });

  it('explains an empty selling agent and a section asked for but not sent', () => {
    const record = makeMlsRecord();
    delete record.schools;
    render(<MlsRecordView record={record} requested={DEFAULT_MLS_SECTIONS} />);
    expect(screen.getByRole('region', { name: 'Selling agent' })).toHaveTextContent(
      'No selling agent yet: the listing has not sold.',
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
