// The Exports list (issue 41 item 4): the exports run on the app's server, newest first, each with
// its progress (leads of total, percent), what it has cost so far, its status, and the download
// once done. It is the server's state, so it survives a reload and a closed tab. While one runs
// it asks again every 3 s: one small JSON read, rendered in a few rows, so the page stays free.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ServerExport } from '../../../api/app-store/exports-contract';
import { exportFileUrl } from '../../../api/app-store/exports-routes';
import { useAppStore } from '../../../api/app-store/queries';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { explainError } from '../../../lib/explain-error';
import { formatInteger } from '../../../lib/format';
import { pluralize } from '../../../lib/plural';
import './exports-list.css';

const EXPORTS_KEY = ['app-store', 'exports'] as const;
const POLL_MS = 3000;

const STATUS_WORDS: Record<ServerExport['status'], string> = {
  queued: 'Waiting to start',
  running: 'Running',
  done: 'Done',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

const active = (e: ServerExport) => e.status === 'queued' || e.status === 'running';

function progressWords(e: ServerExport): string {
  if (e.total === null) return active(e) ? 'Counting the matches…' : '';
  const percent = e.total === 0 ? 100 : Math.floor((e.leads / e.total) * 100);
  const rows = e.rows === e.leads ? '' : ` → ${pluralize(e.rows, 'row')} in the file`;
  return `${formatInteger(e.leads)} of ${pluralize(e.total, 'lead')} (${percent}%)${rows}`;
}

function ExportItem({ item, onCancel }: { item: ServerExport; onCancel: (id: string) => void }) {
  const total = item.total ?? 0;
  return (
    <li className="exports-list__item">
      <div className="exports-list__head">
        <span className="exports-list__name">{item.fileName}</span>
        <span>{STATUS_WORDS[item.status]}</span>
      </div>
      <p className="exports-list__meta">
        {[item.label, item.setName, item.mine ? null : `by ${item.owner}`]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {active(item) ? (
        <progress
          max={Math.max(1, total)}
          value={item.leads}
          aria-label={`Progress of ${item.fileName}`}
        />
      ) : null}
      <p className="exports-list__meta">
        {progressWords(item)} · {pluralize(item.credits, 'credit')} so far
      </p>
      {item.error ? <p className="exports-list__error">{item.error}</p> : null}
      <div className="exports-list__actions">
        {item.status === 'done' ? (
          <a className="button" href={exportFileUrl(item.id)} download={item.fileName}>
            Download {item.format === 'xlsx' ? 'Excel file' : 'CSV'}
          </a>
        ) : null}
        {active(item) ? (
          <button type="button" className="button button--ghost" onClick={() => onCancel(item.id)}>
            Cancel export
          </button>
        ) : null}
      </div>
    </li>
  );
}

export default function ExportsListDialog({
  startError,
  onClose,
}: {
  /** Why the export just asked for could not start. */
  startError?: string | undefined;
  onClose: () => void;
}) {
  const store = useAppStore();
  const queryClient = useQueryClient();
  const exports = useQuery({
    queryKey: EXPORTS_KEY,
    queryFn: () => store.exports(),
    refetchInterval: (query) => (query.state.data?.exports.some(active) ? POLL_MS : false),
  });
  const cancel = useMutation({
    mutationFn: (id: string) => store.cancelExport(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: EXPORTS_KEY }),
  });
  const items = exports.data?.exports ?? [];
  return (
    <ModalDialog
      title="Exports"
      description="Exports run on the server: they go on when this tab closes. Download each when it is done."
      onClose={onClose}
    >
      {startError ? <p role="alert">The export could not start: {startError}</p> : null}
      {exports.isPending ? <p>Loading exports…</p> : null}
      {exports.isError ? <p role="alert">{explainError(exports.error).body}</p> : null}
      {cancel.isError ? <p role="alert">{explainError(cancel.error).body}</p> : null}
      {exports.isSuccess && items.length === 0 ? (
        <p>No exports yet. An export of more than 10,000 rows can run on the server.</p>
      ) : null}
      <ul className="exports-list" aria-label="Server exports">
        {items.map((item) => (
          <ExportItem key={item.id} item={item} onCancel={(id) => cancel.mutate(id)} />
        ))}
      </ul>
      <div className="export-dialog__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          Close
        </button>
      </div>
    </ModalDialog>
  );
}
