// The controls only the groups that start closed use (code lists, Yes/No flags, the Privacy mode
// toggle): one chunk, loaded once (filter-control-inputs.tsx), off the first visit.
export { MultiSelectList } from '../../components/ui/multi-select-list';
export { SegmentedControl } from '../../components/ui/segmented-control';
export { Switch } from '../../components/ui/switch';
