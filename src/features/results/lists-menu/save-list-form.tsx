// "Save as list": a name, and whether to keep all matches (up to 10,000 ids) or the selected rows.
import { useState, type FormEvent } from 'react';
import { LIMITS } from '../../../api/contract/search-fields';
import { Popover } from '../../../components/ui/popover';
import { formatInteger } from '../../../lib/format';
import { pluralize } from '../../../lib/plural';

export type SaveScope = 'all' | 'selected';

export interface SaveListFormProps {
  suggestedName: string;
  /** Matches of the current search, when known. */
  total: number | undefined;
  selectedCount: number;
  /** Resolves when saved; rejects with an Error whose message is shown. */
  onSave: (input: { name: string; scope: SaveScope }) => Promise<unknown>;
  disabled?: boolean;
}

function SaveForm({
  suggestedName,
  total,
  selectedCount,
  onSave,
  close,
}: SaveListFormProps & { close: () => void }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const capped = total !== undefined && total > LIMITS.maxIdsOnly;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const name = String(data.get('name') ?? '').trim();
    const scope = data.get('scope') === 'selected' ? 'selected' : 'all';
    if (!name) {
      setError('Give the list a name.');
      return;
    }
    setPending(true);
    setError(null);
    onSave({ name, scope }).then(
      () => close(),
      (e: unknown) => {
        setPending(false);
        setError(e instanceof Error ? e.message : 'The list could not be saved. Try again.');
      },
    );
  };

  return (
    <form className="save-list" onSubmit={submit}>
      <label className="save-list__field">
        List name
        <input name="name" defaultValue={suggestedName} maxLength={120} autoFocus required />
      </label>
      <fieldset className="save-list__scope">
        <legend>Leads to keep</legend>
        <label>
          <input type="radio" name="scope" value="all" defaultChecked={selectedCount === 0} />
          {total === undefined
            ? 'All matches'
            : capped
              ? `The first ${formatInteger(LIMITS.maxIdsOnly)} of ${pluralize(total, 'match', 'matches')}`
              : `All ${pluralize(total, 'match', 'matches')}`}
        </label>
        <label>
          <input
            type="radio"
            name="scope"
            value="selected"
            disabled={selectedCount === 0}
            defaultChecked={selectedCount > 0}
          />
          {selectedCount === 0
            ? 'Selected rows (none selected)'
            : `${pluralize(selectedCount, 'selected row')}`}
        </label>
      </fieldset>
      {error ? (
        <p className="save-list__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="save-list__actions">
        <button type="submit" className="button" disabled={pending}>
          {pending ? 'Saving…' : 'Save list'}
        </button>
        <button type="button" className="button button--ghost" onClick={close}>
          Cancel
        </button>
      </div>
    </form>
  );
}

export function SaveListForm(props: SaveListFormProps) {
  return (
    <Popover label="Save as list" title="Save as list" disabled={props.disabled}>
      {(close) => <SaveForm {...props} close={close} />}
    </Popover>
  );
}
