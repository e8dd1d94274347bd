// List stacking: 2 or more picked lists into a new list by union, intersection, difference or
// "on at least N of them". Ids only, so it costs no credits.
import { useId, useState, type FormEvent } from 'react';
import type { StackOp } from '../../api/app-store/contract';

interface StackFormProps {
  /** The picked lists, in the order they were picked (difference keeps the first). */
  names: string[];
  onStack: (input: { name: string; op: StackOp; atLeast?: number }) => Promise<void>;
  onClear: () => void;
}

const OPS: { op: StackOp; label: string }[] = [
  { op: 'union', label: 'On any of them (union)' },
  { op: 'intersection', label: 'On all of them (intersection)' },
  { op: 'difference', label: 'On the first, not the others (difference)' },
  { op: 'atLeast', label: 'On at least N of them' },
];

export function StackForm({ names, onStack, onClear }: StackFormProps) {
  const [op, setOp] = useState<StackOp>('intersection');
  const [atLeast, setAtLeast] = useState(2);
  const [busy, setBusy] = useState(false);
  const nameId = useId();
  const nId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '').trim();
    setBusy(true);
    onStack({
      name: name || `Stack of ${names.join(', ')}`,
      op,
      ...(op === 'atLeast' ? { atLeast } : {}),
    }).finally(() => setBusy(false));
  };

  return (
    <form className="lists-stack" onSubmit={submit} aria-label="Stack the picked lists">
      <p className="lists-stack__title">
        Stack {names.length} lists: {names.join(', ')}
      </p>
      <fieldset className="lists-stack__ops">
        <legend>Keep the leads that are</legend>
        {OPS.map((item) => (
          <label key={item.op}>
            <input
              type="radio"
              name="op"
              value={item.op}
              checked={op === item.op}
              onChange={() => setOp(item.op)}
            />
            {item.label}
          </label>
        ))}
      </fieldset>
      {op === 'atLeast' ? (
        <p>
          <label htmlFor={nId}>N (lists a lead must be on)</label>{' '}
          <input
            id={nId}
            type="number"
            min={1}
            max={names.length}
            value={atLeast}
            onChange={(event) => setAtLeast(Number(event.target.value))}
          />
        </p>
      ) : null}
      <p>
        <label htmlFor={nameId}>Name of the new list</label>{' '}
        <input id={nameId} name="name" maxLength={120} placeholder="e.g. Absentee + high equity" />
      </p>
      <div className="lists-item__actions">
        <button type="submit" className="button" disabled={busy}>
          Stack into a new list
        </button>
        <button type="button" className="button button--ghost" onClick={onClear}>
          Clear picks
        </button>
      </div>
    </form>
  );
}
