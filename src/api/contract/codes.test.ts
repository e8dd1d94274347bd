import { describe, expect, it } from 'vitest';
import roofMaterialRows from './codes/roof-material-codes.json';
import {
  CONSTRUCTION_CODES,
  DOCUMENT_TYPE_CODES,
  DOCUMENT_TYPE_OPTIONS,
  FLOOD_ZONE_CODES,
  FLOOD_ZONE_OPTIONS,
  LOAN_TYPE_OPTIONS,
  PROPERTY_USE_CODES,
  PROPERTY_USE_OPTIONS,
  ROOF_CONSTRUCTION_CODES,
  ROOF_CONSTRUCTION_OPTIONS,
  ROOF_MATERIAL_CODES,
  ROOF_MATERIAL_OPTIONS,
  SEWAGE_CODES,
  SEWAGE_OPTIONS,
  WATER_SOURCE_CODES,
  isFloodZoneCode,
} from './codes';

const labelOf = <T extends string | number>(options: { code: T; label: string }[], code: T) =>
  options.find((o) => o.code === code)?.label;

describe('document type codes', () => {
  it('labels a code as "CODE – Title Case Description"', () => {
    expect(labelOf(DOCUMENT_TYPE_OPTIONS, 'DTWD')).toBe('DTWD – Warranty Deed');
    expect(labelOf(DOCUMENT_TYPE_OPTIONS, 'DTAD')).toBe('DTAD – Administrators Deed');
  });

  it('does not capitalize the letter after an apostrophe', () => {
    expect(labelOf(DOCUMENT_TYPE_OPTIONS, 'DTRF')).toMatch(/^DTRF – Referee's Deed/);
  });

  it('has one option per table row (74, duplicates already removed)', () => {
    expect(DOCUMENT_TYPE_OPTIONS).toHaveLength(74);
    expect(new Set(DOCUMENT_TYPE_CODES).size).toBe(DOCUMENT_TYPE_CODES.length);
    expect(DOCUMENT_TYPE_CODES).toContain('DTWD');
  });
});

describe('string code lists', () => {
  it('labels loan types with their description', () => {
    expect(LOAN_TYPE_OPTIONS.every((o) => o.label.startsWith(`${o.code} – `))).toBe(true);
  });

  it('labels plain-value lists with the value itself', () => {
    expect(SEWAGE_OPTIONS.map((o) => o.label)).toEqual(SEWAGE_CODES);
    expect(SEWAGE_CODES).toEqual(['Municipal', 'Yes', 'Septic', 'None', 'Storm']);
    expect(WATER_SOURCE_CODES).toContain('Well');
    expect(CONSTRUCTION_CODES.length).toBeGreaterThan(0);
  });
});

describe('integer code lists', () => {
  it('filters the roof NULL row out ("unknown or not provided" cannot be searched)', () => {
    expect(roofMaterialRows.some((r) => r.code === null)).toBe(true);
    expect(ROOF_MATERIAL_OPTIONS).toHaveLength(roofMaterialRows.length - 1);
    expect(ROOF_MATERIAL_OPTIONS.every((o) => typeof o.code === 'number')).toBe(true);
    expect(ROOF_CONSTRUCTION_OPTIONS.every((o) => typeof o.code === 'number')).toBe(true);
    expect(ROOF_CONSTRUCTION_CODES.has(101)).toBe(true);
    expect(ROOF_MATERIAL_CODES.has(102)).toBe(true);
  });

  it('labels roof codes as "code – Title Case"', () => {
    expect(labelOf(ROOF_CONSTRUCTION_OPTIONS, 101)).toBe('101 – Dormer');
    expect(labelOf(ROOF_MATERIAL_OPTIONS, 102)).toBe('102 – Wood Shingle');
  });

  it('strips the deprecation marker (**) from property use labels', () => {
    expect(labelOf(PROPERTY_USE_OPTIONS, 103)).toBe('103 – Farm, Crops');
    expect(PROPERTY_USE_OPTIONS.some((o) => o.label.includes('(**)'))).toBe(false);
  });

  it('knows every property use code of the table', () => {
    expect(PROPERTY_USE_OPTIONS).toHaveLength(376);
    expect(PROPERTY_USE_CODES.has(385)).toBe(true);
    expect(PROPERTY_USE_CODES.has(99999)).toBe(false);
  });
});

describe('flood zones', () => {
  it('lists the zones of §2.1', () => {
    expect([...FLOOD_ZONE_CODES]).toEqual([
      'B',
      'C',
      'X',
      'A',
      'AE',
      'A1-30',
      'AH',
      'AO',
      'AR',
      'A99',
      'V',
      'VE',
      'V1-V30',
      'D',
    ]);
  });

  it('labels each zone with its risk group', () => {
    expect(labelOf(FLOOD_ZONE_OPTIONS, 'X')).toBe('X – Low Risk');
    expect(labelOf(FLOOD_ZONE_OPTIONS, 'AE')).toBe('AE – High Risk');
    expect(labelOf(FLOOD_ZONE_OPTIONS, 'A1-30')).toBe('A1-30 – High Risk');
    expect(labelOf(FLOOD_ZONE_OPTIONS, 'VE')).toBe('VE – Coastal & High Risk');
    expect(labelOf(FLOOD_ZONE_OPTIONS, 'V1-V30')).toBe('V1-V30 – Coastal & High Risk');
    expect(labelOf(FLOOD_ZONE_OPTIONS, 'D')).toBe('D – Undetermined');
  });

  it.each(['A7', 'A1', 'A30', 'V1', 'V30', 'AE', 'A1-30', 'V1-V30', 'D'])('accepts %s', (zone) => {
    expect(isFloodZoneCode(zone)).toBe(true);
  });

  it.each(['A0', 'A31', 'V31', 'A07', 'a7', 'E', '', 'A1-A30'])('rejects %j', (zone) => {
    expect(isFloodZoneCode(zone)).toBe(false);
  });
});
