// What the app hands the results feature, and what the screen hands the view. In a module of its
// own so the panel, the lazily loaded screen and the view read them without importing one another
// (they used to form a type cycle).
import type { ReactNode } from 'react';
import type { SearchState } from '../../state/search/search-state';
import type { useExport } from './export/use-export';
import type { MlsJoinStore } from '../../state/mls-join';
import type { ListSummary } from '../../api/app-store/contract';
import type { useSavedLists } from './lists-menu/use-saved-lists';

export interface ResultsPanelProps {
  /**
   * "MLS lookup" on the selected rows: property ids (as numbers) in the table's order, and the
   * addresses of those the table has shown. The button is disabled without it.
   */
  onBulkLookup?: ((ids: number[], addresses: ReadonlyMap<number, string>) => void) | undefined;
  /** A bulk MLS lookup's answers, joined onto the leads' rows and export by property id. */
  mlsJoin?: MlsJoinStore | undefined;
  /** Opens the Settings dialog; offered on key and account errors. */
  onOpenSettings?: (() => void) | undefined;
}

/** The view of one search (or saved list); the screen owns the lists and the export. */
export interface ResultsViewProps extends Pick<
  ResultsPanelProps,
  'onBulkLookup' | 'onOpenSettings'
> {
  mlsJoin: MlsJoinStore;
  state: SearchState;
  savedLists: ReturnType<typeof useSavedLists>;
  exporter: ReturnType<typeof useExport>;
  /** The export's progress and outcome (the screen owns it, so it outlives this view). */
  exportStatus: ReactNode;
  /** The owner trace's progress and outcome (the screen owns it too). */
  traceStatus: ReactNode;
  onExportList: (list: ListSummary) => void;
  onOpenList: (list: ListSummary) => void;
}
