// The results feature: everything below the map. This eager part is small on purpose: it shows
// the empty state or an invalid-link message at once, and loads the rest (results-screen) as a chunk.
import { Suspense, useState } from 'react';
import { ErrorBoundary } from '../../components/ui/error-boundary';
import { lazyWithPreload } from '../../lib/lazy-with-preload';
import { navigateToSearch, useSearchState } from '../../state/search/use-search-state';
import { NoSearch } from './no-search';
import type { ResultsPanelProps } from './results-props';
import { mayHaveLocalLists } from './lists-menu/storage-key';
import { useStore } from '../../lib/store';
import { mayHaveTraceJob, traceRequestStore } from '../../state/contacts/trace/trace-request';
import './results-panel.css';

const resultsScreen = lazyWithPreload<ResultsPanelProps>(() =>
  import('./results-screen').then((module) => module.ResultsScreen),
);

/** Starts loading the results screen on a hint that a search is coming (the filters are in use). */
export function preloadResultsScreen(): void {
  void resultsScreen.preload();
}

/** Shown while the results chunk loads for a search (a link opened with a search in it). */
function ResultsLoading() {
  return (
    <div className="results results--empty" aria-busy="true">
      <div className="empty-state">
        <p className="empty-state__title">Loading results…</p>
      </div>
    </div>
  );
}

function ResultsFailed({ retry }: { retry: () => void }) {
  return (
    <div className="results">
      <div className="results__message" role="alert">
        <p className="results__message-title">The results could not be shown</p>
        <p>Your filters are kept. Check the connection and try again.</p>
        <button type="button" className="button" onClick={retry}>
          Try again
        </button>
      </div>
    </div>
  );
}

/** Renders a friendly empty state until a search runs, and explains a link that cannot be run. */
export function ResultsPanel(props: ResultsPanelProps) {
  const { result, state } = useSearchState();
  // The screen (and its chunk) is needed once there is a search or a saved list to offer. Once
  // mounted it stays, so an export keeps running when the search is cleared.
  const [screenOn, setScreenOn] = useState(false);
  // A trace asked for from the Lists panel, or one left by an earlier visit, runs there too.
  const traceAsked = useStore(traceRequestStore) !== null;
  if (!screenOn && (state || mayHaveLocalLists() || traceAsked || mayHaveTraceJob()))
    setScreenOn(true);
  if (result.kind === 'invalid') {
    return (
      <div className="results">
        <div className="results__message" role="alert">
          <p className="results__message-title">This search could not be run</p>
          <p>{result.reason}</p>
          <p>Fix the filters, or start over.</p>
          <button type="button" className="button" onClick={() => navigateToSearch(null)}>
            Start a new search
          </button>
        </div>
      </div>
    );
  }
  if (!screenOn) return <NoSearch />;
  return (
    <ErrorBoundary fallback={(_error, retry) => <ResultsFailed retry={retry} />}>
      <Suspense fallback={state ? <ResultsLoading /> : <NoSearch />}>
        <resultsScreen.Component {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
