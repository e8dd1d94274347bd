// One MLS record, shown by the vendor's sections: a summary, photos, the listing (ROOT scalars),
// remarks, price and status timelines, address, listing details, HOA, agents and offices, schools,
// open houses, data assumptions, the public record, and "More details" for anything unknown.
// Only requested sections appear; one asked for but not sent says so instead of vanishing.
import type { ReactNode } from 'react';
import {
  MLS_SECTION_NAMES,
  ROOT_SCALARS,
  ROOT_SECTION,
  type MlsSectionName,
} from '../../api/contract/mls-catalog';
import type { MlsPublicRecord, MlsRecord } from '../../api/contract/mls-response';
import { formatDate, formatInteger, formatMoney, formatPercent, MISSING } from '../../lib/format';
import { AgentCard, OfficeCard } from './contact-cards';
import { DrawerSection, Facts, NotProvided, fact } from './facts';
import { PriceTimeline, StatusTimeline } from './history-timeline';
import { dayOf, days, formatClock, listText, squareFeet, text, yesNo } from './mls-format';
import { KeyValueRows, MoreDetails } from './more-details';
import { PhotoGallery } from './photo-gallery';
import { SECTION_LABELS } from './section-prefs';
import { StatusBadge } from './status-badge';

const KNOWN_KEYS: ReadonlySet<string> = new Set([...ROOT_SCALARS, ...MLS_SECTION_NAMES]);

/** Fields of a record this app has no place for, in the order they came. */
function unknownEntries(record: MlsRecord): [string, unknown][] {
  return Object.entries(record).filter(([key]) => !KNOWN_KEYS.has(key));
}

const plain = (v: number | null | undefined) => (v == null ? MISSING : String(v));

function Summary({ record }: { record: MlsRecord }) {
  const { address, listingDetails: details } = record;
  const hasRoot = ROOT_SCALARS.some((k) => k in record);
  if (!hasRoot && !address) return null;
  const sold = record.soldPrice != null;
  const price = sold ? record.soldPrice : record.listingPrice;
  const specs = details
    ? [
        details.beds != null ? `${details.beds} bd` : null,
        details.baths != null ? `${details.baths} ba` : null,
        details.livingArea != null ? squareFeet(details.livingArea) : null,
      ].filter(Boolean)
    : [];
  return (
    <div className="mls-summary">
      {hasRoot ? (
        <p className="mls-summary__price">
          <span className="mls-summary__amount">{formatMoney(price)}</span>
          <span className="mls-summary__price-label">{sold ? 'sold price' : 'list price'}</span>
          <StatusBadge status={record.standardStatus} />
        </p>
      ) : null}
      {address?.unparsedAddress ? (
        <p className="mls-summary__address">{address.unparsedAddress}</p>
      ) : null}
      <p className="mls-summary__meta">
        {record.daysOnMarket != null ? <span>{days(record.daysOnMarket)} on market</span> : null}
        {specs.length > 0 ? <span>{specs.join(' · ')}</span> : null}
        {record.mlsNumber ? (
          <span>
            MLS #{record.mlsNumber}
            {record.mlsBoardCode ? ` · ${record.mlsBoardCode}` : ''}
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
  const total = media?.photosCount ?? undefined;
  return (
    <DrawerSection
      title={SECTION_LABELS.media}
      aside={total ? `${formatInteger(total)} photos` : undefined}
    >
      {photos.length > 0 ? (
        <PhotoGallery photos={photos} subject={subject} totalCount={total} />
      ) : (
        <NotProvided>This listing has no photos.</NotProvided>
      )}
    </DrawerSection>
  );
}

/** ROOT: the listing's own scalars. */
function ListingSection({ record }: { record: MlsRecord }) {
  return (
    <DrawerSection title={SECTION_LABELS.ROOT}>
      <Facts
        items={[
          fact(record, 'standardStatus', 'Status', (v) =>
            v ? <StatusBadge status={v} /> : MISSING,
          ),
          fact(record, 'listingPrice', 'List price', formatMoney),
          fact(record, 'originalListingPrice', 'Original list price', formatMoney),
          fact(record, 'pricePerSqFt', 'Price per sq ft', formatMoney),
          fact(record, 'daysOnMarket', 'Days on market', days),
          fact(record, 'listingContractDate', 'Listed on', formatDate),
          fact(record, 'priceChangeTimestamp', 'Last price change', (v) => formatDate(dayOf(v))),
          fact(record, 'modificationTimestamp', 'Last updated', (v) => formatDate(dayOf(v))),
          fact(record, 'soldDate', 'Sold on', formatDate),
          fact(record, 'soldPrice', 'Sold price', formatMoney),
          fact(record, 'mlsNumber', 'MLS number', text),
          fact(record, 'mlsBoardCode', 'Board', text),
          fact(record, 'listingId', 'Listing ID', plain),
          fact(record, 'customStatus', 'Board status', text),
          fact(record, 'hasPhotos', 'Has photos', yesNo),
          fact(record, 'url', 'Listing page', (v) =>
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

function ListingDetailsSection({ d }: { d: NonNullable<MlsRecord['listingDetails']> }) {
  const coordinates =
    d.latitude != null && d.longitude != null
      ? `${d.latitude.toFixed(5)}, ${d.longitude.toFixed(5)}`
      : MISSING;
  return (
    <DrawerSection title={SECTION_LABELS.listingDetails}>
      <Facts
        items={[
          fact(d, 'propertyType', 'Type', text),
          fact(d, 'propertySubType', 'Subtype', text),
          fact(d, 'beds', 'Bedrooms', formatInteger),
          fact(d, 'baths', 'Bathrooms', formatInteger),
          fact(d, 'bathsHalf', 'Half baths', formatInteger),
          fact(d, 'livingArea', 'Living area', squareFeet),
          fact(d, 'lotSizeSquareFeet', 'Lot size', squareFeet),
          fact(d, 'lotSizeAcres', 'Lot size (acres)', plain),
          fact(d, 'yearBuilt', 'Year built', plain),
          fact(d, 'stories', 'Stories', formatInteger),
          fact(d, 'garageSpaces', 'Garage spaces', formatInteger),
          fact(d, 'subdivisionName', 'Subdivision', text),
          fact(d, 'hasPool', 'Pool', yesNo),
          fact(d, 'hasBasement', 'Basement', yesNo),
          fact(d, 'isWaterfront', 'Waterfront', yesNo),
          'latitude' in d ? { label: 'Coordinates', value: coordinates } : null,
          fact(d, 'heating', 'Heating', text),
          fact(d, 'cooling', 'Cooling', text),
          fact(d, 'flooring', 'Flooring', text),
          fact(d, 'roof', 'Roof', text),
          fact(d, 'sewer', 'Sewer', text),
          fact(d, 'waterSource', 'Water', text),
          fact(d, 'zoning', 'Zoning', text),
          fact(d, 'taxAmount', 'Annual tax', formatMoney),
          d.appliances !== undefined
            ? { label: 'Appliances', value: listText(d.appliances), wide: true }
            : null,
        ]}
      />
    </DrawerSection>
  );
}

function RemarksSection({ remarks }: { remarks: NonNullable<MlsRecord['agentRemarks']> }) {
  return (
    <DrawerSection title={SECTION_LABELS.agentRemarks}>
      <p className="mls-remarks">{remarks.publicRemarks?.trim() || 'No remarks.'}</p>
    </DrawerSection>
  );
}

function HoaSection({ hoa }: { hoa: NonNullable<MlsRecord['hoa']> }) {
  const none = hoa.associationFee == null && !hoa.associationName;
  return (
    <DrawerSection title={SECTION_LABELS.hoa}>
      {none ? (
        <NotProvided>No homeowners association on record.</NotProvided>
      ) : (
        <Facts
          items={[
            fact(hoa, 'associationName', 'Association', text),
            fact(hoa, 'associationFee', 'Fee', formatMoney),
            fact(hoa, 'associationFeeFrequency', 'Paid', text),
          ]}
        />
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
        fact(record, 'assessorId', 'Property ID', plain),
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
  const has = (s: MlsSectionName) =>
    s === ROOT_SECTION ? ROOT_SCALARS.some((k) => k in record) : record[s] !== undefined;
  const wants = (s: MlsSectionName) => requested.includes(s) || has(s);
  const subject =
    record.address?.unparsedAddress ??
    (record.mlsNumber ? `MLS #${record.mlsNumber}` : 'this listing');
  const missing = (s: MlsSectionName) => (
    <DrawerSection key={s} title={SECTION_LABELS[s]}>
      <NotProvided />
    </DrawerSection>
  );
  /** An object section: its view when sent, "not provided" when asked for and absent or null. */
  const block = <T,>(s: MlsSectionName, value: T | null | undefined, view: (v: T) => ReactNode) =>
    wants(s) ? (value != null ? view(value) : missing(s)) : null;
  const more = unknownEntries(record);
  return (
    <div className="mls-record">
      <Summary record={record} />
      {wants('media') ? <MediaSection record={record} subject={subject} /> : null}
      {wants('ROOT') ? has('ROOT') ? <ListingSection record={record} /> : missing('ROOT') : null}
      {block('agentRemarks', record.agentRemarks, (r) => (
        <RemarksSection remarks={r} />
      ))}
      {wants('priceChangeHistory') ? (
        <DrawerSection title={SECTION_LABELS.priceChangeHistory}>
          <PriceTimeline items={record.priceChangeHistory ?? []} />
        </DrawerSection>
      ) : null}
      {wants('statusChangeHistory') ? (
        <DrawerSection title={SECTION_LABELS.statusChangeHistory}>
          <StatusTimeline items={record.statusChangeHistory ?? []} />
        </DrawerSection>
      ) : null}
      {block('address', record.address, (a) => (
        <AddressSection address={a} />
      ))}
      {block('listingDetails', record.listingDetails, (d) => (
        <ListingDetailsSection d={d} />
      ))}
      {block('hoa', record.hoa, (h) => (
        <HoaSection hoa={h} />
      ))}
      <div className="mls-contacts">
        {wants('listingAgent') ? (
          <AgentCard
            title={SECTION_LABELS.listingAgent}
            agent={record.listingAgent}
            none="No listing agent on record."
          />
        ) : null}
        {wants('listingOffice') ? (
          <OfficeCard
            title={SECTION_LABELS.listingOffice}
            office={record.listingOffice}
            none="No listing office on record."
          />
        ) : null}
        {/* Most listings have no co-listing side: its cards appear only when there is one. */}
        {record.colistingAgent ? (
          <AgentCard title={SECTION_LABELS.colistingAgent} agent={record.colistingAgent} none="" />
        ) : null}
        {record.colistingOffice ? (
          <OfficeCard
            title={SECTION_LABELS.colistingOffice}
            office={record.colistingOffice}
            none=""
          />
        ) : null}
        {wants('cosellingAgent') ? (
          <AgentCard
            title={SECTION_LABELS.cosellingAgent}
            agent={record.cosellingAgent}
            none="No co-selling agent yet: the listing is not under contract."
          />
        ) : null}
        {wants('cosellingOffice') ? (
          <OfficeCard
            title={SECTION_LABELS.cosellingOffice}
            office={record.cosellingOffice}
            none="No co-selling office yet: the listing is not under contract."
          />
        ) : null}
      </div>
      {block('schools', record.schools, (s) => (
        <SchoolsSection schools={s} />
      ))}
      {wants('openHouses') ? <OpenHousesSection openHouses={record.openHouses} /> : null}
      {record.dataAssumptions != null ? (
        <DrawerSection title={SECTION_LABELS.dataAssumptions}>
          <KeyValueRows value={record.dataAssumptions} />
        </DrawerSection>
      ) : null}
      {wants('public') ? (
        <DrawerSection title={SECTION_LABELS.public}>
          {record.public ? (
            <PublicRecordFacts record={record.public} />
          ) : (
            <NotProvided>No public record came with this listing.</NotProvided>
          )}
        </DrawerSection>
      ) : null}
      <MoreDetails entries={more} />
    </div>
  );
}
