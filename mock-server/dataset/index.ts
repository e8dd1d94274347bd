// Public API of the mock dataset: generation, record building and the types around them.
export { generateDataset, type GenerateOptions } from './generate-dataset';
export { buildRecord, rowOfId } from './build-record';
export { obfuscateRecord, OBFUSCATED_FIELDS, type ObfuscatedRecord } from './obfuscate';
export type { MockAddress, MockNeighborhood, MockPropertyRecord } from './record-types';
export { FIRST_PROPERTY_ID, type Dataset } from './types';
