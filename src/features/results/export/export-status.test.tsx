// The export's status line while the file is written: what it is doing, and no Pause.
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
