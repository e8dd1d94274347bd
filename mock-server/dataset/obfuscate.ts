// obfuscateRecord: a copy of a record without address and owner-name fields (reference-shapes, obfuscate: true).
import { OBFUSCATED_FIELDS } from '../../src/api/contract/property-record';
import type { MockPropertyRecord } from './record-types';

/** Fields removed by `obfuscate: true` (the contract's list); coordinates stay. */
export type ObfuscatedRecord = Omit<MockPropertyRecord, (typeof OBFUSCATED_FIELDS)[number]>;

export function obfuscateRecord(record: MockPropertyRecord): ObfuscatedRecord {
  const {
    address: _address,
    mailAddress: _mailAddress,
    owner1FirstName: _owner1FirstName,
    owner1LastName: _owner1LastName,
    owner2FirstName: _owner2FirstName,
    owner2LastName: _owner2LastName,
    companyName: _companyName,
    ...rest
  } = record;
  return rest;
}
