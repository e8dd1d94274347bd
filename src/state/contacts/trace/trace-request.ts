// "Trace the owners of these leads", asked from wherever the leads are (the results' selection,
// page or search, a saved list in the Lists panel), answered by the one screen that runs traces
// (the results' trace host): features never import each other, so they meet here. Small on
// purpose: the results panel reads it on the first screen to know the trace screen is needed.
import { createStore } from '../../../lib/store';

export const TRACE_JOB_KEY = 'llb.trace.job.v1';

export interface TraceRequest {
  /** What is traced, in words: "250 leads on this page", "the list “Austin”". */
  label: string;
  /** The leads' ids, read when the dialog opens (free: a list from the store, a search ids_only). */
  ids: () => Promise<readonly number[]>;
}

export const traceRequestStore = createStore<TraceRequest | null>(null);

export function requestTrace(request: TraceRequest): void {
  traceRequestStore.set(request);
}

export function clearTraceRequest(): void {
  traceRequestStore.set(null);
}

/** True when a trace of an earlier visit waits (cheap: no parsing), so its screen loads. */
export function mayHaveTraceJob(): boolean {
  try {
    return localStorage.getItem(TRACE_JOB_KEY) !== null;
  } catch {
    return false;
  }
}
