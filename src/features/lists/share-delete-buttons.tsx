// The owner's last two actions on a list or a saved search: share or unshare, and delete (the
// panel's toast offers the undo). One component so both rows say and do exactly the same.
interface ShareDeleteButtonsProps {
  shared: boolean;
  busy: boolean;
  onShare: (shared: boolean) => void;
  onDelete: () => void;
}

export function ShareDeleteButtons({ shared, busy, onShare, onDelete }: ShareDeleteButtonsProps) {
  return (
    <>
      <button
        type="button"
        className="button button--ghost"
        disabled={busy}
        onClick={() => onShare(!shared)}
      >
        {shared ? 'Make private' : 'Share with the team'}
      </button>
      <button
        type="button"
        className="button button--ghost button--danger-text"
        disabled={busy}
        onClick={onDelete}
      >
        Delete
      </button>
    </>
  );
}
