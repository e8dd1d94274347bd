// The cross-sold fallback (§4.2): no MLS listing, so the service answered with the property's public record.
import type { MlsDetailResponse } from '../../api/contract/mls-response';
import { formatDate, formatInteger, formatMoney, formatPercent, MISSING } from '../../lib/format';
import { DrawerSection, Facts, fact } from './facts';
import { squareFeet, text, yesNo } from './mls-format';
import { PublicRecordFacts } from './mls-record-view';

export type FallbackData = Extract<MlsDetailResponse, { dataSource: 'public_record' }>['data'];

const FALLBACK_BADGE = 'No MLS listing — public record shown';

function owners(data: FallbackData): string {
  const names = [
    [data.owner1FirstName, data.owner1LastName],
    [data.owner2FirstName, data.owner2LastName],
  ]
    .map((parts) => parts.filter(Boolean).join(' '))
    .filter(Boolean);
  const company = typeof data.companyName === 'string' ? data.companyName : '';
  // A company owner is often both owner 1's name and the company name: say it once.
  const seen = new Set<string>();
  const distinct = [...names, company].filter((name) => {
    const key = name.trim().toLowerCase();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return distinct.join(' & ') || MISSING;
}

export function PublicRecordView({ data }: { data: FallbackData }) {
  const specs = [
    data.bedrooms != null ? `${data.bedrooms} bd` : null,
    data.bathrooms != null ? `${data.bathrooms} ba` : null,
    data.squareFeet != null ? squareFeet(data.squareFeet) : null,
  ].filter(Boolean);
  return (
    <div className="mls-record mls-record--fallback">
      <div className="mls-fallback">
        <p className="mls-fallback__badge">{FALLBACK_BADGE}</p>
        <p className="mls-fallback__body">
          The service answered with the property’s public record instead: owner, value and sale
          history. It counts as one public-record credit, not an MLS credit.
        </p>
      </div>
      <div className="mls-summary">
        <p className="mls-summary__price">
          <span className="mls-summary__amount">{formatMoney(data.estimatedValue)}</span>
          <span className="mls-summary__price-label">estimated value</span>
        </p>
        {data.address?.address ? (
          <p className="mls-summary__address">{data.address.address}</p>
        ) : null}
        <p className="mls-summary__meta">
          {data.propertyType ? <span>{data.propertyType}</span> : null}
          {specs.length > 0 ? <span>{specs.join(' · ')}</span> : null}
          {data.yearBuilt ? <span>Built {data.yearBuilt}</span> : null}
          <span>Property {data.id}</span>
        </p>
      </div>
      <DrawerSection title="Owner">
        <Facts
          items={[
            { label: 'Owner', value: owners(data) },
            fact(data, 'ownerOccupied', 'Owner occupied', yesNo),
            fact(data, 'absenteeOwner', 'Absentee owner', yesNo),
            fact(data, 'yearsOwned', 'Years owned', formatInteger),
            data.mailAddress
              ? { label: 'Mailing address', value: text(data.mailAddress.address), wide: true }
              : null,
          ]}
        />
      </DrawerSection>
      <DrawerSection title="Value and equity">
        <Facts
          items={[
            fact(data, 'estimatedValue', 'Estimated value', formatMoney),
            fact(data, 'estimatedEquity', 'Estimated equity', formatMoney),
            fact(data, 'equityPercent', 'Equity', formatPercent),
            fact(data, 'openMortgageBalance', 'Open mortgages', formatMoney),
            fact(data, 'assessedValue', 'Assessed value', formatMoney),
            fact(data, 'suggestedRent', 'Suggested rent', formatMoney),
          ]}
        />
      </DrawerSection>
      <DrawerSection title="Last sale">
        <Facts
          items={[
            fact(data, 'lastSaleDate', 'Date', formatDate),
            fact(data, 'lastSaleAmount', 'Price', formatMoney),
            fact(data, 'documentType', 'Document', text),
            fact(data, 'lenderName', 'Lender', text),
          ]}
        />
      </DrawerSection>
      <DrawerSection title="Building">
        <Facts
          items={[
            fact(data, 'propertyUse', 'Use', text),
            fact(data, 'bedrooms', 'Bedrooms', formatInteger),
            fact(data, 'bathrooms', 'Bathrooms', formatInteger),
            fact(data, 'squareFeet', 'Living area', squareFeet),
            fact(data, 'lotSquareFeet', 'Lot size', squareFeet),
            fact(data, 'yearBuilt', 'Year built', (v) => (v == null ? MISSING : String(v))),
          ]}
        />
      </DrawerSection>
      {data.public ? (
        <DrawerSection title="Public record">
          <PublicRecordFacts record={data.public} />
        </DrawerSection>
      ) : null}
    </div>
  );
}
