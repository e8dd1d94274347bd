// Exports too big for one screen of pages run on the app's server (issue 41 item 4): the dialog
// offers "Run on the server" above SERVER_EXPORT_ABOVE rows, and the export then starts there
// with the same search, columns and options, after the same cost gate. The browser path keeps
// every page in the tab until it writes the file; past ~40 pages that is a tab to keep open for
// minutes and tens of megabytes to hold, where the server streams the file to disk instead.
import type { StartExportBody } from '../../../api/app-store/exports-contract';
import { formatInteger } from '../../../lib/format';
import { createStore, useStore } from '../../../lib/store';
import type { ExportJob, ExportSettings } from './job-store';

/** Rows above which the dialog offers the server (40 pages of 250: one screen of pages). */
export const SERVER_EXPORT_ABOVE = 10_000;

/** The server's bound (SERVER_EXPORT_LIMITS.maxRows), kept here to leave the contract out of the dialog. */
export const SERVER_EXPORT_MAX_ROWS = 1_000_000;

/** The body POST /app/v1/exports takes for this job and these settings. */
export function serverExportBody(job: ExportJob, settings: ExportSettings): StartExportBody {
  const rows = Math.min(job.total, settings.limit ?? job.total, SERVER_EXPORT_MAX_ROWS);
  return {
    search: job.base as Record<string, unknown>,
    // "600 of 13,045 matches" when the export stops short of them all.
    label: rows < job.total ? `${formatInteger(rows)} of ${job.label}` : job.label,
    fileSlug: job.fileSlug.slice(0, 80),
    privacy: job.privacy,
    format: settings.format,
    maxRows: Math.max(1, rows),
    settings: {
      columnIds: [...settings.columnIds],
      dedupe: settings.dedupe,
      ...(settings.contactFilters && { contactFilters: settings.contactFilters }),
      ...(settings.setName && { setName: settings.setName.slice(0, 200) }),
    },
  };
}

interface ExportsListState {
  open: boolean;
  /** Why a server export just asked for could not start (shown at the top of the list). */
  startError?: string | undefined;
}

/** Whether the Exports list is open (the toolbar's "Exports…", or a server export just started). */
const exportsListStore = createStore<ExportsListState>({ open: false });

export function openExportsList(startError?: string): void {
  exportsListStore.set({ open: true, startError });
}

export function closeExportsList(): void {
  exportsListStore.set({ open: false });
}

export function useExportsList(): ExportsListState {
  return useStore(exportsListStore);
}
