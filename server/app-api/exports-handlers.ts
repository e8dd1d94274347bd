// What the routes of server exports do (src/api/app-store/exports-routes.ts), spread into
// APP_HANDLERS: start one (a row, then its first attempt on the queue), list and read them
// (members their own, admins everyone's), cancel one, and stream the finished file.
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { AppRoutes } from '../app-contract';
import { processExportFiles } from '../exports/export-files';
import { enqueueExport } from '../exports/export-work';
import { exportFileName, XLSX_MIME } from '../exports/lead-rows';
import type { AppHandlers } from './route-call';
import { userKey } from '../store/user-names';

type ExportHandlers = Pick<
  AppHandlers,
  keyof Pick<AppRoutes, 'startExport' | 'exports' | 'getExport' | 'cancelExport' | 'exportFile'>
>;

/** Paging is the runner's: whatever paging or mode the app's request carried is dropped. */
function searchWithoutPaging(search: Record<string, unknown>): Record<string, unknown> {
  const { size: _size, resultIndex: _resultIndex, count: _count, ...rest } = search;
  return rest;
}

const CONTENT_TYPES = { csv: 'text/csv; charset=utf-8', xlsx: XLSX_MIME } as const;

export const EXPORT_HANDLERS: ExportHandlers = {
  startExport: async ({ store, user, body, work }) => {
    // The runner first: where none can run, a 503 and no export left waiting for nothing.
    const jobs = await work.jobs();
    const fileName = exportFileName(body.fileSlug, new Date(), body.format);
    const started = await store.exports.create(
      userKey(user),
      { ...body, search: searchWithoutPaging(body.search) },
      fileName,
    );
    // If this enqueue is lost (the database went away after the insert), the sweep enqueues it.
    await enqueueExport(jobs, {
      exportId: started.id,
      attempt: 1,
      owner: started.owner,
      subject: started.label,
    });
    return started;
  },
  // Exports are keyed by the member's name key, as lists and the ledger are ("Ann" is "ann").
  exports: async ({ store, user, admin }) => ({
    exports: await store.exports.list(userKey(user), admin),
  }),
  getExport: ({ store, user, admin, params }) => store.exports.get(userKey(user), admin, params.id),
  cancelExport: ({ store, user, admin, params }) =>
    store.exports.cancel(userKey(user), admin, params.id),
  exportFile: async ({ store, user, admin, params }) => {
    const row = await store.exports.file(userKey(user), admin, params.id);
    const path = processExportFiles().filePath(row.id, row.format);
    const stream = Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>;
    return new Response(stream, {
      headers: {
        'content-type': CONTENT_TYPES[row.format],
        'content-disposition': `attachment; filename="${row.fileName.replace(/[^\w.-]/g, '_')}"`,
      },
    });
  },
};
