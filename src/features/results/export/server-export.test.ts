// What the dialog's "Run on the server" sends: the job's search and the dialog's settings, the
// rows capped by the limit and by the server's 1,000,000, and a label that says when it stops short.
import { describe, expect, it } from 'vitest';
import { startExportBodySchema } from '../../../api/app-store/exports-contract';
import { serverExportBody } from './server-export';

const job = {
  label: '12,679 matches',
  base: { property_type: 'SFR' as const, sort: { year_built: 'desc' as const } },
  total: 12_679,
  fileSlug: 'sfr',
  privacy: false,
};

describe('serverExportBody', () => {
  it('sends the search and the settings, valid for the route', () => {
    const body = serverExportBody(job, {
      columnIds: ['id', 'contactPhone1'],
      dedupe: 'mailing',
      format: 'xlsx',
      setName: 'Mail merge',
      contactFilters: { withPhone: true, mobileOnly: false, noDnc: true },
      onServer: true,
    });
    expect(body).toEqual({
      search: job.base,
      label: '12,679 matches',
      fileSlug: 'sfr',
      privacy: false,
      format: 'xlsx',
      maxRows: 12_679,
      settings: {
        columnIds: ['id', 'contactPhone1'],
        dedupe: 'mailing',
        setName: 'Mail merge',
        contactFilters: { withPhone: true, mobileOnly: false, noDnc: true },
      },
    });
    expect(startExportBodySchema.safeParse(body).success).toBe(true);
  });

  it('stops at the limit, and says so', () => {
    const body = serverExportBody(job, {
      columnIds: ['id'],
      dedupe: 'off',
      format: 'csv',
      limit: 600,
    });
    expect(body).toMatchObject({ maxRows: 600, label: '600 of 12,679 matches' });
  });

  it('never asks for more than the server takes', () => {
    const big = { ...job, total: 2_500_000, label: '2,500,000 matches' };
    const body = serverExportBody(big, { columnIds: ['id'], dedupe: 'off', format: 'csv' });
    expect(body.maxRows).toBe(1_000_000);
    expect(startExportBodySchema.safeParse(body).success).toBe(true);
  });
});
