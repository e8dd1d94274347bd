// The where-box, code-split: it is on the first screen, but its combobox and lookups need not hold
// up the first paint (the first screen's JS has a budget). Its chunk starts loading with the first
// render; until it arrives, a placeholder of the same size keeps the panel from jumping.
import { Suspense } from 'react';
import { ErrorBoundary } from '../../components/ui/error-boundary';
import { lazyWithPreload } from '../../lib/lazy-with-preload';
import type { WhereBoxProps } from './where-box';
import './where-box.css';

const whereBox = lazyWithPreload<WhereBoxProps>(() =>
  import('./where-box').then((module) => module.WhereBox),
);

function Placeholder() {
  return (
    <div className="where-box" aria-hidden="true">
      <p className="where-box__title">Where</p>
      <div className="where-box__input where-box__input--placeholder">
        County, city, zip, address or APN
      </div>
    </div>
  );
}

export function WhereBoxLoader(props: WhereBoxProps) {
  return (
    <ErrorBoundary
      fallback={(_error, retry) => (
        <div className="where-box">
          <p className="where-box__status where-box__status--error">
            The place search could not load; the Location filters below still work.{' '}
            <button type="button" className="button button--ghost button--small" onClick={retry}>
              Try again
            </button>
          </p>
        </div>
      )}
    >
      <Suspense fallback={<Placeholder />}>
        <whereBox.Component {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
