// The browser's export code the server's export shares (docs/jobs.md "Exports"): the columns, the
// page projection (contacts, merge keys), the CSV and .xlsx pieces, and the search answer's reader.
// All pure, no browser API; the boundaries rule lets server/ import only src/api/contract, so
// these re-exports are the one crossing, as server/app-contract.ts is for the lists API.
/* eslint-disable boundaries/dependencies -- pure modules shared with the browser (see above) */
export {
  exportColumnsOf,
  needsContacts,
  rowsPerNumber,
} from '../../src/lib/lead-rows/contact-columns';
export { exportFileName, projectPage } from '../../src/lib/lead-rows/export-file';
export { contactsById, type OwnerContacts } from '../../src/lib/lead-rows/owner-contacts';
export type { PropertyRecord } from '../../src/api/contract/property-record';
export { csvHead, csvLines } from '../../src/lib/csv';
export {
  SHEET_END_XML,
  sheetRowsXml,
  sheetStartXml,
  XLSX_MIME,
  zipWorkbook,
} from '../../src/lib/xlsx';
export { readSearchList } from '../../src/api/read/read-search';
export { parseRetryAfter } from '../../src/api/api-error';
/* eslint-enable boundaries/dependencies */
