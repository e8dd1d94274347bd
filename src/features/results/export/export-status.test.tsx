// The export's status line while the file is written (what it is doing, and no Pause), and when
// it is done: the file, and what merging saved.
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ExportStatus } from './export-status';
import type { ExportView } from './use-export';

const RUNNING: ExportView = {
  status: 'running',
  label: '1,200 matches',
  rows: 600,
  total: 1200,
  waitCount: 0,
  settings: { columnIds: ['id'], dedupe: 'off', format: 'xlsx' },
};

function renderStatus(view: ExportView) {
  const handlers = {
    onCancel: vi.fn(),
    onPause: vi.fn(),
    onResume: vi.fn(),
    onDownloadPartial: vi.fn(),
    onDismiss: vi.fn(),
  };
  render(<ExportStatus view={view} {...handlers} />);
  return handlers;
}

describe('ExportStatus while running', () => {
  it('shows the pages coming in with Pause and Cancel', () => {
    renderStatus(RUNNING);
    expect(screen.getByText('Exporting 1,200 matches…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel export' })).toBeInTheDocument();
  });

  it('says the file is being written once every page is in, with Cancel and no Pause', () => {
    renderStatus({ ...RUNNING, rows: 1200, writing: true });
    expect(screen.getByRole('status')).toHaveTextContent('Writing the Excel file of 1,200 rows…');
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel export' })).toBeInTheDocument();
  });
});

describe('ExportStatus when done', () => {
  const DONE: ExportView = {
    status: 'done',
    label: '240 matches',
    rows: 240,
    total: 240,
    waitCount: 0,
    fileName: 'dallas-county-tx-pre-foreclosure-2026-11-28.csv',
    fileRows: 227,
    merged: 13,
    settings: { columnIds: ['addressee'], dedupe: 'mailing', format: 'csv' },
  };

  it('a mail merge says how many leads became how many letters, and why', () => {
    renderStatus(DONE);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Downloaded dallas-county-tx-pre-foreclosure-2026-11-28.csv (240 leads → 227 letters: 13 shared a mailing address).',
    );
  });

  it('merging by owner, and a merge that found nothing, say so too', () => {
    const { unmount } = render(
      <ExportStatus
        view={{ ...DONE, settings: { columnIds: ['id'], dedupe: 'owner', format: 'csv' } }}
        onCancel={vi.fn()}
        onPause={vi.fn()}
        onResume={vi.fn()}
        onDownloadPartial={vi.fn()}
        onDismiss={vi.fn()}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      '(240 leads → 227 rows: 13 shared an owner)',
    );
    unmount();
    renderStatus({ ...DONE, fileRows: 240, merged: 0 });
    expect(screen.getByRole('status')).toHaveTextContent(
      '(240 leads → 240 letters: none shared a mailing address)',
    );
  });

  it('without merging, the rows', () => {
    renderStatus({
      ...DONE,
      fileRows: 240,
      merged: 0,
      settings: { columnIds: ['id'], dedupe: 'off', format: 'csv' },
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Downloaded dallas-county-tx-pre-foreclosure-2026-11-28.csv (240 rows).',
    );
  });
});
