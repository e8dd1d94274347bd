// The routes of exports run on the server (docs/lists-api.md "Exports"), spread into APP_ROUTES.
import { APP_API_PREFIX } from './contract';
import {
  exportFileAnswerSchema,
  exportsAnswerSchema,
  serverExportSchema,
  startExportBodySchema,
} from './exports-contract';

export const EXPORT_ROUTES = {
  startExport: {
    method: 'POST',
    path: '/exports',
    body: startExportBodySchema,
    answer: serverExportSchema,
    created: true,
  },
  // Members see their own; admins every member's, with the owner named.
  exports: { method: 'GET', path: '/exports', answer: exportsAnswerSchema },
  getExport: { method: 'GET', path: '/exports/:id', answer: serverExportSchema },
  cancelExport: { method: 'POST', path: '/exports/:id/cancel', answer: serverExportSchema },
  // The finished file, streamed from the server's exports directory (owner or admin).
  exportFile: { method: 'GET', path: '/exports/:id/file', answer: exportFileAnswerSchema },
} as const; // checked as AppRoutes where routes.ts spreads them

/** Where a finished export's file downloads from (a link: the browser streams it to disk). */
export function exportFileUrl(id: string): string {
  return `${APP_API_PREFIX}/exports/${encodeURIComponent(id)}/file`;
}
