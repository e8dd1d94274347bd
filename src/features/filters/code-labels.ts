// The code tables' labels ("181 – Single Family Residential", "DTWD – Warranty Deed") arrive in a
// chunk of their own (api/contract/codes.ts), off the first visit: fetched with the closed groups'
// inputs once the first screen is painted, and at once when a group opens or the find box is used
// (filter-control-inputs.ts preloadClosedGroupInputs). Until then a code list offers its codes and
// a chip names the code; both show the label once it is in. Which codes the search accepts is
// known from the start (contract/code-values.ts), so a form is checked the same either way.
import type { CodeTable } from '../../api/contract/code-values';
import { createStore, useStore } from '../../lib/store';

/** Each code table's options with their labels (contract/codes.ts CODE_OPTIONS). */
export type CodeLabels = Readonly<Record<CodeTable, readonly { value: string; label: string }[]>>;

interface Option {
  value: string;
  label: string;
}

/** A select or list control: its options, and the code table they are codes of, if any. */
interface OptionsControl {
  options: readonly Option[];
  codes?: CodeTable;
}

const labelsStore = createStore<CodeLabels | undefined>(undefined);
let pending: Promise<void> | undefined;

/**
 * Starts loading the labels, once (again after a failed load). Resolves when they are in, or when
 * the load failed: the codes then stand in for their labels until a later call loads them.
 */
export function loadCodeLabels(): Promise<void> {
  pending ??= import('../../api/contract/codes').then(
    ({ CODE_OPTIONS }) => labelsStore.set(CODE_OPTIONS),
    () => {
      pending = undefined;
    },
  );
  return pending;
}

/** The labels, when they have arrived. */
export function codeLabels(): CodeLabels | undefined {
  return labelsStore.get();
}

/** The labels, re-rendering when they arrive. */
export function useCodeLabels(): CodeLabels | undefined {
  return useStore(labelsStore);
}

/** A control's options: its code table's, labelled, once `labels` are in; else its own. */
export function optionsOf(
  control: OptionsControl,
  labels: CodeLabels | undefined,
): readonly Option[] {
  return (control.codes && labels?.[control.codes]) || control.options;
}

/** A control's options, re-rendering (only a code list's) when the labels arrive. */
export function useOptions(control: OptionsControl): readonly Option[] {
  return useStore(labelsStore, (labels) => optionsOf(control, labels));
}

/** The words of one value of a control: its option's label, else the value itself. */
export function optionLabel(
  control: OptionsControl,
  value: string,
  labels: CodeLabels | undefined,
): string {
  return optionsOf(control, labels).find((o) => o.value === value)?.label ?? value;
}
