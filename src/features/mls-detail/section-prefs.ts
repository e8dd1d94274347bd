// Which MLS sections to ask for, and the public-record options, remembered in this browser.
import { useState } from 'react';
import {
  DEFAULT_MLS_SECTIONS,
  isMlsSection,
  type MlsSectionName,
} from '../../api/contract/mls-catalog';
import type { MlsDetailRequest } from '../../api/contract/mls-request';
import { readJson, writeJson } from '../../lib/local-store';

/** Versioned so a later shape change can ignore (not misread) old values. */
export const SECTION_PREFS_KEY = 'llb.mls-sections.v1';

export interface SectionPrefs {
  /** Sections to request; `public` is not among them (it is the `publicRecord` switch). */
  sections: MlsSectionName[];
  /** Send `public: true` for the public-record block. */
  publicRecord: boolean;
  /** Let the service answer with the public record when there is no listing (§4.2). */
  fallback: boolean;
}

/** The sections a user can pick; the public block has its own switch. */
export const CHOOSABLE_SECTIONS: readonly MlsSectionName[] = DEFAULT_MLS_SECTIONS;

export const SECTION_LABELS: Record<MlsSectionName, string> = {
  ROOT: 'Listing',
  address: 'Address',
  listingDetails: 'Listing details',
  agentRemarks: 'Agent remarks',
  listingAgent: 'Listing agent',
  listingOffice: 'Listing office',
  colistingAgent: 'Co-listing agent',
  colistingOffice: 'Co-listing office',
  cosellingAgent: 'Co-selling agent',
  cosellingOffice: 'Co-selling office',
  media: 'Photos',
  priceChangeHistory: 'Price history',
  statusChangeHistory: 'Status history',
  schools: 'Schools',
  hoa: 'Homeowners association',
  openHouses: 'Open houses',
  dataAssumptions: 'Data assumptions',
  public: 'Public record',
};

/**
 * Section names this app stored before it used the vendor's (they were invented, and the vendor
 * answers them with a 400): each maps to the sections that now hold its facts.
 */
const FORMER_SECTIONS: Readonly<Record<string, readonly MlsSectionName[]>> = {
  listing: ['ROOT', 'agentRemarks'],
  property: ['listingDetails'],
  homeDetails: ['listingDetails'],
  sellingAgent: ['cosellingAgent'],
  sellingOffice: ['cosellingOffice'],
};
/** Every section the first version offered: a stored choice of all of them meant "all". */
const FORMER_ALL = [
  'listing',
  'address',
  'property',
  'homeDetails',
  'schools',
  'media',
  'listingAgent',
  'sellingAgent',
  'listingOffice',
  'sellingOffice',
  'openHouses',
];

/** Stored section names → today's choosable sections: former names mapped, unknown ones dropped. */
export function migrateSections(stored: readonly unknown[]): MlsSectionName[] {
  if (FORMER_ALL.every((s) => stored.includes(s))) return [...CHOOSABLE_SECTIONS];
  const names = new Set<string>();
  for (const s of stored) {
    if (typeof s !== 'string') continue;
    for (const name of FORMER_SECTIONS[s] ?? [s]) names.add(name);
  }
  return CHOOSABLE_SECTIONS.filter((s) => names.has(s));
}

export const DEFAULT_PREFS: SectionPrefs = {
  sections: [...CHOOSABLE_SECTIONS],
  publicRecord: false,
  fallback: true,
};

function isStored(value: unknown): value is Partial<Record<keyof SectionPrefs, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads stored prefs; anything unknown or malformed falls back to the defaults, field by field. */
export function readSectionPrefs(): SectionPrefs {
  const stored = readJson(SECTION_PREFS_KEY, isStored);
  if (!stored) return DEFAULT_PREFS;
  const picked = Array.isArray(stored.sections) ? migrateSections(stored.sections) : [];
  return {
    sections: picked.length > 0 ? picked : DEFAULT_PREFS.sections,
    publicRecord:
      typeof stored.publicRecord === 'boolean' ? stored.publicRecord : DEFAULT_PREFS.publicRecord,
    fallback: typeof stored.fallback === 'boolean' ? stored.fallback : DEFAULT_PREFS.fallback,
  };
}

/** The prefs, and a setter that also stores them (a full or blocked storage only loses the memory). */
export function useSectionPrefs(): [SectionPrefs, (next: SectionPrefs) => void] {
  const [prefs, setPrefs] = useState(readSectionPrefs);
  const update = (next: SectionPrefs) => {
    setPrefs(next);
    try {
      writeJson(SECTION_PREFS_KEY, next);
    } catch {
      // Not remembered across visits; the choice still applies now.
    }
  };
  return [prefs, update];
}

/** Sections in catalog order, so the same choice always makes the same request (and cache key). */
export function orderedSections(sections: readonly string[]): MlsSectionName[] {
  return CHOOSABLE_SECTIONS.filter((s) => sections.includes(s) && isMlsSection(s));
}

/**
 * The selection part of a request: `field_sections` only when it differs from the default (all
 * but public), `public: true` when asked, `public_record_fallback: false` when switched off.
 */
export function selectionOf(
  prefs: SectionPrefs,
): Pick<MlsDetailRequest, 'field_sections' | 'public' | 'public_record_fallback'> {
  const sections = orderedSections(prefs.sections);
  const all = sections.length === CHOOSABLE_SECTIONS.length;
  return {
    ...(all ? {} : { field_sections: sections }),
    ...(prefs.publicRecord ? { public: true } : {}),
    ...(prefs.fallback ? {} : { public_record_fallback: false }),
  };
}

/** The sections an answer is expected to hold (what to show as "not provided" when missing). */
export function requestedSections(prefs: SectionPrefs): MlsSectionName[] {
  const sections = orderedSections(prefs.sections);
  return prefs.publicRecord ? [...sections, 'public'] : sections;
}
