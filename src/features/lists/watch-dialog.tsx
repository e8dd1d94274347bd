// The Watch dialog of a saved search (loaded on demand from the Lists panel's "Watch…"): its
// settings, Run now, its webhooks and the run history. Opened over the page once the panel has closed (a modal
// on the side drawer would fight over focus); closing it goes back to the panel.
import { ModalDialog } from '../../components/ui/modal-dialog';
import type { SavedSearch } from '../../api/app-store/contract';
import { useWatchDialog } from './use-watch-dialog';
import { DeliveriesSection } from './watch/deliveries-section';
import { WatchForm } from './watch-form';
import { WatchHistory } from './watch-history';
import './watch-dialog.css';

export interface WatchDialogProps {
  search: SavedSearch;
  /** Back to the panel. */
  onClose: () => void;
  /** A run's new leads were opened on the map and in the table: close everything. */
  onOpened: () => void;
}

export function WatchDialog({ search, onClose, onOpened }: WatchDialogProps) {
  const model = useWatchDialog(search, onOpened);
  return (
    <ModalDialog
      title={`Watch “${search.name}”`}
      description="A watch runs this search on its own and adds the new matches to a list. Asking for the matches is free; records and traces cost credits."
      onClose={onClose}
    >
      <div className="watch-dialog">
        {model.watch.isPending ? (
          <p className="watch-form__hint">Reading the watch…</p>
        ) : model.watch.isError ? (
          <p role="alert">The watch could not be read: {model.watch.error.message}</p>
        ) : (
          <WatchForm model={model} />
        )}
        <p className="watch-dialog__status" role="status" aria-live="polite">
          {model.status}
        </p>
        {model.problem ? (
          <p role="alert" className="watch-form__error">
            {model.problem}
          </p>
        ) : null}
        {/* Once the watch exists: where its new leads are sent (signed webhooks), then its runs. */}
        {model.current ? <DeliveriesSection searchId={search.id} /> : null}
        {model.current ? <WatchHistory model={model} /> : null}
      </div>
    </ModalDialog>
  );
}
