// Whatever the service sends that this app has no place for (a section the vendor added, a v2
// section, a free-form note) is shown as labelled key/value rows instead of being dropped.
import type { ReactNode } from 'react';
import { MISSING } from '../../lib/format';
import { DrawerSection, Facts, type Fact } from './facts';

/** Words that read as acronyms, not as lower-case words. */
const ACRONYMS: Readonly<Record<string, string>> = {
  id: 'ID',
  mls: 'MLS',
  url: 'URL',
  hoa: 'HOA',
  apn: 'APN',
  zip: 'ZIP',
  yn: '(yes/no)',
};

/** `exteriorFeatures` → "Exterior features", `mls_office_id` → "MLS office ID", `owner1Name` → "Owner 1 name". */
export function humanizeKey(key: string): string {
  const words = key
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/([0-9])([a-zA-Z])/g, '$1 $2')
    .split(/[\s_.-]+/)
    .filter(Boolean)
    .map((w) => ACRONYMS[w.toLowerCase()] ?? w.toLowerCase());
  const sentence = words.join(' ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const isScalar = (v: unknown) => v === null || v === undefined || typeof v !== 'object';

/** One value as text: yes/no for booleans, a dash for nothing, lists of words joined. */
function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return MISSING;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value) && value.every(isScalar)) {
    const words = value.filter((v) => v !== null && v !== undefined && v !== '').map(valueText);
    return words.length > 0 ? words.join(', ') : MISSING;
  }
  return JSON.stringify(value);
}

/** Rows are capped so one very large unknown block cannot swamp the drawer. */
const MAX_ROWS = 60;

/** An object's leaves as label/value rows; nested objects read "Parent › child". */
function detailRows(value: Record<string, unknown>, prefix = '', depth = 0): Fact[] {
  const rows: Fact[] = [];
  for (const [key, v] of Object.entries(value)) {
    const label = prefix ? `${prefix} › ${humanizeKey(key)}` : humanizeKey(key);
    if (isPlainObject(v) && depth < 2) rows.push(...detailRows(v, label, depth + 1));
    else if (Array.isArray(v) && v.some(isPlainObject) && depth < 2) {
      v.forEach((item, i) => {
        const itemLabel = `${label} ${i + 1}`;
        if (isPlainObject(item)) rows.push(...detailRows(item, itemLabel, depth + 1));
        else rows.push({ label: itemLabel, value: valueText(item) });
      });
    } else rows.push({ label, value: valueText(v) });
    if (rows.length >= MAX_ROWS) break;
  }
  return rows.slice(0, MAX_ROWS);
}

/** A free-form block (an object, a list, or one value) as rows. */
export function KeyValueRows({ value }: { value: unknown }): ReactNode {
  if (isPlainObject(value)) return <Facts items={detailRows(value)} />;
  if (Array.isArray(value) && value.some(isPlainObject)) {
    return <Facts items={detailRows({ entry: value }).map(stripEntry)} />;
  }
  return <p>{valueText(value)}</p>;
}

/** "Entry 1 › Date" → "1 › Date": list items are numbered, not named. */
const stripEntry = (f: Fact): Fact => ({ ...f, label: f.label.replace(/^Entry /, '') });

export interface MoreDetailsProps {
  /** Fields of the record this app does not know, in the order the service sent them. */
  entries: readonly (readonly [string, unknown])[];
}

export function MoreDetails({ entries }: MoreDetailsProps) {
  if (entries.length === 0) return null;
  const scalars = entries.filter(([, v]) => !isPlainObject(v) && !Array.isArray(v));
  const blocks = entries.filter(([, v]) => isPlainObject(v) || Array.isArray(v));
  return (
    <DrawerSection title="More details">
      <p className="mls-muted">Sent by the MLS service; this app shows them as they came.</p>
      {scalars.length > 0 ? (
        <Facts items={scalars.map(([k, v]) => ({ label: humanizeKey(k), value: valueText(v) }))} />
      ) : null}
      {blocks.map(([key, value]) => (
        <div key={key} className="mls-more">
          <h4 className="mls-more__title">{humanizeKey(key)}</h4>
          <KeyValueRows value={value} />
        </div>
      ))}
    </DrawerSection>
  );
}
