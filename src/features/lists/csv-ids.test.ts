import { describe, expect, it } from 'vitest';
import { idsFromCsv } from './csv-ids';

describe('idsFromCsv', () => {
  it('reads the id column by its header, de-duplicated in order, counting cells that are not ids', () => {
    const csv =
      'address,propertyId,owner\n"1 Main St, Austin",1003,Ann\n2 Elm,17,Bo\n3 Oak,n/a,Cy\n4 Ash,1003,Di\n';
    expect(idsFromCsv(csv)).toEqual({ ids: [1003, 17], skipped: 1 });
  });

  it('takes the first column when no header names the ids, with or without a header row', () => {
    expect(idsFromCsv('apn,city\n55,Austin\n56,Dallas')).toEqual({ ids: [55, 56], skipped: 0 });
    expect(idsFromCsv('55\n56\r\n\n57')).toEqual({ ids: [55, 56, 57], skipped: 0 });
  });

  it('accepts property_id and ID in any case, and ignores blanks and an empty file', () => {
    expect(idsFromCsv('PROPERTY_ID\n 9 \n\n10').ids).toEqual([9, 10]);
    expect(idsFromCsv('Id;x\n1;2').ids).toEqual([1]);
    expect(idsFromCsv('')).toEqual({ ids: [], skipped: 0 });
  });
});
