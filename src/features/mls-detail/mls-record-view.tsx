// One MLS record, shown by section: a summary, photos, listing, address, property, home details,
// agents and offices, schools, open houses and the public record. Only requested sections appear.
import type { MlsSectionName } from '../../api/contract/mls-catalog';
import type { MlsPublicRecord, MlsRecord } from '../../api/contract/mls-response';
import { formatDate, formatInteger, formatMoney, formatPercent, MISSING } from '../../lib/format';
import { DrawerSection, Facts, NotProvided, fact } from './facts';
import {
  dayOf,
  days,
  formatClock,
  listText,
  squareFeet,
  statusTone,
  text,
  yesNo,
} from './mls-format';
import { PhotoGallery } from './photo-gallery';
import { SECTION_LABELS } from './section-prefs';

type Agent = NonNullable<MlsRecord['listingAgent']>;
type Office = NonNullable<MlsRecord['listingOffice']>;

export function StatusBadge({ status }: { status: string | null | undefined }) {
  if (!status) return null;
  return <span className={`mls-status mls-status--${statusTone(status)}`}>{status}</span>;
}

function Summary({ record }: { record: MlsRecord }) {
  const { listing, address, property } = record;
  if (!listing && !address) return null;
  const sold = listing?.soldPrice !== null && listing?.soldPrice !== undefined;
  const price = sold ? listing?.soldPrice : listing?.listPrice;
  const specs = property
    ? [
        property.bedroomsTotal != null ? `${property.bedroomsTotal} bd` : null,
        property.bathroomsTotal != null ? `${property.bathroomsTotal} ba` : null,
        property.livingArea != null ? squareFeet(property.livingArea) : null,
      ].filter(Boolean)
    : [];
  return (
    <div className="mls-summary">
      {listing ? (
        <p className="mls-summary__price">
          <span className="mls-summary__amount">{formatMoney(price)}</span>
          <span className="mls-summary__price-label">{sold ? 'sold price' : 'list price'}</span>
          <StatusBadge status={listing.standardStatus} />
        </p>
      ) : null}
      {address?.unparsedAddress ? (
        <p className="mls-summary__address">{address.unparsedAddress}</p>
      ) : null}
      <p className="mls-summary__meta">
        {listing && listing.daysOnMarket != null ? (
          <span>{days(listing.daysOnMarket)} on market</span>
        ) : null}
        {specs.length > 0 ? <span>{specs.join(' · ')}</span> : null}
        {listing?.mlsNumber ? (
          <span>
            MLS #{listing.mlsNumber}
            {listing.mlsBoardCode ? ` · ${listing.mlsBoardCode}` : ''}
          </span>
        ) : null}
      </p>
    </div>
  );
}

function MediaSection({ record, subject }: { record: MlsRecord; subject: string }) {
  const media = record.media;
  const photos = (media?.photosList ?? [])
    .map((p) => ({
      src: p.midRes ?? p.highRes ?? p.lowRes ?? '',
      thumb: p.lowRes ?? undefined,
      full: p.highRes ?? undefined,
    }))
    .filter((p) => p.src !== '');
  if (photos.length === 0 && media?.primaryListingImageUrl) {
    photos.push({ src: media.primaryListingImageUrl, thumb: undefined, full: undefined });
  }
  return (
    <DrawerSection
      title={SECTION_LABELS.media}
      aside={media?.photosCount ? `${formatInteger(media.photosCount)} photos` : undefined}
    >
      {photos.length > 0 ? (
        <PhotoGallery photos={photos} subject={subject} totalCount={media?.photosCount} />
      ) : (
        <NotProvided>This listing has no photos.</NotProvided>
      )}
    </DrawerSection>
  );
}

function ListingSection({ listing }: { listing: NonNullable<MlsRecord['listing']> }) {
  return (
    <DrawerSection title={SECTION_LABELS.listing}>
      <Facts
        items={[
          fact(listing, 'standardStatus', 'Status', (v) =>
            v ? <StatusBadge status={v} /> : MISSING,
          ),
          fact(listing, 'listPrice', 'List price', formatMoney),
          fact(listing, 'originalListPrice', 'Original list price', formatMoney),
          fact(listing, 'pricePerSqFt', 'Price per sq ft', formatMoney),
          fact(listing, 'daysOnMarket', 'Days on market', days),
          fact(listing, 'listingContractDate', 'Listed on', formatDate),
          fact(listing, 'priceChangeTimestamp', 'Last price change', (v) => formatDate(dayOf(v))),
          fact(listing, 'modificationTimestamp', 'Last updated', (v) => formatDate(dayOf(v))),
          fact(listing, 'soldDate', 'Sold on', formatDate),
          fact(listing, 'soldPrice', 'Sold price', formatMoney),
          fact(listing, 'mlsNumber', 'MLS number', text),
          fact(listing, 'mlsBoardCode', 'Board', text),
          fact(listing, 'listingId', 'Listing ID', (v) => (v == null ? MISSING : String(v))),
          fact(listing, 'customStatus', 'Board status', text),
          fact(listing, 'url', 'Listing page', (v) =>
            v ? (
              <a href={v} target="_blank" rel="noreferrer">
                Open on the MLS
              </a>
            ) : (
              MISSING
            ),
          ),
        ]}
      />
      {'publicRemarks' in listing ? (
        <div className="mls-remarks">
          <h4 className="mls-remarks__title">Remarks</h4>
          <p>{listing.publicRemarks?.trim() || 'No remarks.'}</p>
        </div>
      ) : null}
    </DrawerSection>
  );
}

function AddressSection({ address }: { address: NonNullable<MlsRecord['address']> }) {
  return (
    <DrawerSection title={SECTION_LABELS.address}>
      <Facts
        items={[
          fact(address, 'unparsedAddress', 'Address', text),
          fact(address, 'streetNumber', 'House number', text),
          fact(address, 'streetName', 'Street', text),
          fact(address, 'city', 'City', text),
          fact(address, 'countyOrParish', 'County', text),
          fact(address, 'stateOrProvince', 'State', text),
          fact(address, 'zipCode', 'ZIP code', text),
        ]}
      />
    </DrawerSection>
  );
}

function PropertySection({ property }: { property: NonNullable<MlsRecord['property']> }) {
  const coordinates =
    property.latitude != null && property.longitude != null
      ? `${property.latitude.toFixed(5)}, ${property.longitude.toFixed(5)}`
      : MISSING;
  return (
    <DrawerSection title={SECTION_LABELS.property}>
      <Facts
        items={[
          fact(property, 'propertyType', 'Type', text),
          fact(property, 'propertySubType', 'Subtype', text),
          fact(property, 'bedroomsTotal', 'Bedrooms', formatInteger),
          fact(property, 'bathroomsTotal', 'Bathrooms', formatInteger),
          fact(property, 'bathroomsHalf', 'Half baths', formatInteger),
          fact(property, 'livingArea', 'Living area', squareFeet),
          fact(property, 'lotSizeSquareFeet', 'Lot size', squareFeet),
          fact(property, 'yearBuilt', 'Year built', (v) => (v == null ? MISSING : String(v))),
          fact(property, 'stories', 'Stories', formatInteger),
          fact(property, 'subdivisionName', 'Subdivision', text),
          fact(property, 'hasPool', 'Pool', yesNo),
          fact(property, 'hasBasement', 'Basement', yesNo),
          fact(property, 'isWaterfront', 'Waterfront', yesNo),
          'latitude' in property ? { label: 'Coordinates', value: coordinates } : null,
        ]}
      />
    </DrawerSection>
  );
}

function HomeDetailsSection({ home }: { home: NonNullable<MlsRecord['homeDetails']> }) {
  return (
    <DrawerSection title={SECTION_LABELS.homeDetails}>
      <Facts
        items={[
          fact(home, 'heating', 'Heating', text),
          fact(home, 'cooling', 'Cooling', text),
          fact(home, 'flooring', 'Flooring', text),
          fact(home, 'roof', 'Roof', text),
          fact(home, 'sewer', 'Sewer', text),
          fact(home, 'waterSource', 'Water', text),
          fact(home, 'zoning', 'Zoning', text),
          fact(home, 'lotSizeAcres', 'Lot size (acres)', (v) => (v == null ? MISSING : String(v))),
          fact(home, 'taxAmount', 'Annual tax', formatMoney),
          home.appliances !== undefined
            ? { label: 'Appliances', value: listText(home.appliances), wide: true }
            : null,
        ]}
      />
    </DrawerSection>
  );
}

function AgentCard({ title, agent, none }: { title: string; agent: Agent | null; none: string }) {
  return (
    <DrawerSection title={title}>
      {agent ? (
        <div className="mls-contact">
          <p className="mls-contact__name">{agent.fullName ?? MISSING}</p>
          {agent.phone ? (
            <p>
              <a href={`tel:${agent.phone.replace(/[^\d+]/g, '')}`}>{agent.phone}</a>
            </p>
          ) : null}
          {agent.email ? (
            <p>
              <a href={`mailto:${agent.email}`}>{agent.email}</a>
            </p>
          ) : null}
          {agent.mlsAgentId ? <p className="mls-muted">Agent ID {agent.mlsAgentId}</p> : null}
        </div>
      ) : (
        <NotProvided>{none}</NotProvided>
      )}
    </DrawerSection>
  );
}

function OfficeCard({
  title,
  office,
  none,
}: {
  title: string;
  office: Office | null;
  none: string;
}) {
  const place = office
    ? [
        office.address,
        office.city,
        [office.stateOrProvince, office.postalCode].filter(Boolean).join(' '),
      ]
        .filter(Boolean)
        .join(', ')
    : '';
  return (
    <DrawerSection title={title}>
      {office ? (
        <div className="mls-contact">
          <p className="mls-contact__name">{office.name ?? MISSING}</p>
          {place ? <p>{place}</p> : null}
          {office.phone ? (
            <p>
              <a href={`tel:${office.phone.replace(/[^\d+]/g, '')}`}>{office.phone}</a>
            </p>
          ) : null}
          {office.email ? (
            <p>
              <a href={`mailto:${office.email}`}>{office.email}</a>
            </p>
          ) : null}
          {office.mlsOfficeId ? <p className="mls-muted">Office ID {office.mlsOfficeId}</p> : null}
        </div>
      ) : (
        <NotProvided>{none}</NotProvided>
      )}
    </DrawerSection>
  );
}

function SchoolsSection({ schools }: { schools: NonNullable<MlsRecord['schools']> }) {
  return (
    <DrawerSection title={SECTION_LABELS.schools}>
      <Facts
        items={[
          fact(schools, 'elementarySchool', 'Elementary', text),
          fact(schools, 'middleOrJuniorSchool', 'Middle or junior', text),
          fact(schools, 'highSchool', 'High school', text),
          fact(schools, 'schoolDistrict', 'District', text),
        ]}
      />
    </DrawerSection>
  );
}

function OpenHousesSection({ openHouses }: { openHouses: MlsRecord['openHouses'] }) {
  const list = openHouses ?? [];
  return (
    <DrawerSection title={SECTION_LABELS.openHouses}>
      {list.length === 0 ? (
        <NotProvided>No open houses scheduled.</NotProvided>
      ) : (
        <ul className="mls-open-houses">
          {list.map((o, i) => (
            <li key={`${o.date ?? ''}-${o.startTime ?? ''}-${i}`}>
              <span className="mls-open-houses__when">
                {formatDate(o.date)}, {formatClock(o.startTime)} – {formatClock(o.endTime)}
              </span>
              {o.remarks ? <span className="mls-muted">{o.remarks}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </DrawerSection>
  );
}

export function PublicRecordFacts({ record }: { record: MlsPublicRecord }) {
  return (
    <Facts
      items={[
        fact(record, 'owner1FullName', 'Owner', text),
        fact(record, 'ownerOccupied', 'Owner occupied', yesNo),
        fact(record, 'absenteeOwner', 'Absentee owner', yesNo),
        fact(record, 'estimatedValue', 'Estimated value', formatMoney),
        fact(record, 'estimatedEquity', 'Estimated equity', formatMoney),
        fact(record, 'equityPercent', 'Equity', formatPercent),
        fact(record, 'lastSaleDate', 'Last sale', formatDate),
        fact(record, 'lastSaleAmount', 'Last sale price', formatMoney),
        fact(record, 'taxAmount', 'Annual tax', formatMoney),
        fact(record, 'apn', 'APN (parcel number)', text),
        fact(record, 'assessorId', 'Assessor ID', (v) => (v == null ? MISSING : String(v))),
      ]}
    />
  );
}

export interface MlsRecordViewProps {
  record: MlsRecord;
  /** Sections the request asked for: one asked for but missing says so instead of vanishing. */
  requested: readonly MlsSectionName[];
}

export function MlsRecordView({ record, requested }: MlsRecordViewProps) {
  const wants = (s: MlsSectionName) => requested.includes(s) || record[s] !== undefined;
  const subject =
    record.address?.unparsedAddress ??
    (record.listing?.mlsNumber ? `MLS #${record.listing.mlsNumber}` : 'this listing');
  const missing = (s: MlsSectionName) => (
    <DrawerSection key={s} title={SECTION_LABELS[s]}>
      <NotProvided />
    </DrawerSection>
  );
  return (
    <div className="mls-record">
      <Summary record={record} />
      {wants('media') ? <MediaSection record={record} subject={subject} /> : null}
      {wants('listing') ? (
        record.listing ? (
          <ListingSection listing={record.listing} />
        ) : (
          missing('listing')
        )
      ) : null}
      {wants('address') ? (
        record.address ? (
          <AddressSection address={record.address} />
        ) : (
          missing('address')
        )
      ) : null}
      {wants('property') ? (
        record.property ? (
          <PropertySection property={record.property} />
        ) : (
          missing('property')
        )
      ) : null}
      {wants('homeDetails') ? (
        record.homeDetails ? (
          <HomeDetailsSection home={record.homeDetails} />
        ) : (
          missing('homeDetails')
        )
      ) : null}
      <div className="mls-contacts">
        {wants('listingAgent') ? (
          <AgentCard
            title={SECTION_LABELS.listingAgent}
            agent={record.listingAgent ?? null}
            none="No listing agent on record."
          />
        ) : null}
        {wants('listingOffice') ? (
          <OfficeCard
            title={SECTION_LABELS.listingOffice}
            office={record.listingOffice ?? null}
            none="No listing office on record."
          />
        ) : null}
        {wants('sellingAgent') ? (
          <AgentCard
            title={SECTION_LABELS.sellingAgent}
            agent={record.sellingAgent ?? null}
            none="No selling agent yet: the listing has not sold."
          />
        ) : null}
        {wants('sellingOffice') ? (
          <OfficeCard
            title={SECTION_LABELS.sellingOffice}
            office={record.sellingOffice ?? null}
            none="No selling office yet: the listing has not sold."
          />
        ) : null}
      </div>
      {wants('schools') ? (
        record.schools ? (
          <SchoolsSection schools={record.schools} />
        ) : (
          missing('schools')
        )
      ) : null}
      {wants('openHouses') ? <OpenHousesSection openHouses={record.openHouses} /> : null}
      {wants('public') ? (
        <DrawerSection title={SECTION_LABELS.public}>
          {record.public ? (
            <PublicRecordFacts record={record.public} />
          ) : (
            <NotProvided>No public record came with this listing.</NotProvided>
          )}
        </DrawerSection>
      ) : null}
    </div>
  );
}
