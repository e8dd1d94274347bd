// Before a bulk MLS lookup starts: what it may cost (one credit per lead at most) and what is left
// ("1,200 to buy ≈ 1,200 credits; you have 4,200 left this month"), then Start. Above the team's
// threshold Start asks first; past a cap it says the server would refuse it and offers nothing to
// spend. Inline rather than a dialog: the lookup already sits in the drawer.
import { lazy, Suspense, useState } from 'react';
import { estimateWords, type SpendEstimate } from '../../api/app-store/spend-estimate';
import { useSpendEstimate } from '../../components/spend/use-spend-estimate';

// Loaded when it asks: a static import would make it a chunk the first screen's preload map names.
const SpendConfirm = lazy(() =>
  import('../../components/spend/spend-confirm').then((module) => ({
    default: module.SpendConfirm,
  })),
);

export function BulkSpend({ total, onStart }: { total: number; onStart: () => void }) {
  const estimate = useSpendEstimate('mls', { records: total });
  const [asking, setAsking] = useState<SpendEstimate | null>(null);

  if (asking)
    return (
      <div role="group" aria-label="Confirm the lookup">
        <Suspense fallback={null}>
          <SpendConfirm
            estimate={asking}
            onAnswer={(go) => {
              setAsking(null);
              if (go) onStart();
            }}
          />
        </Suspense>
      </div>
    );

  // A click before the estimate is in waits for it; an estimate that cannot be read does not
  // block the lookup (the server's meter still refuses anything past a cap).
  const decide = async () => {
    const known = estimate.data ?? (await estimate.refetch()).data;
    if (known && (known.verdict === 'ask' || known.verdict === 'refused')) setAsking(known);
    else onStart();
  };
  return (
    <>
      {estimate.data ? <p className="mls-muted">{estimateWords(estimate.data)}</p> : null}
      <button type="button" className="button" onClick={() => void decide()}>
        Start lookup
      </button>
    </>
  );
}
