// The controls only the groups that start closed use (code lists, Yes/No flags, the Privacy mode
// toggle): one chunk and one component, loaded once (filter-control-inputs.tsx), off the first
// visit. One lazy component rather than three: each costs the first visit's entry its own bytes.
import { MultiSelectList, type MultiSelectListProps } from '../../components/ui/multi-select-list';
import {
  SegmentedControl,
  type SegmentedControlProps,
} from '../../components/ui/segmented-control';
import { Switch, type SwitchProps } from '../../components/ui/switch';

export type ClosedGroupInputProps =
  | ({ as: 'multi' } & MultiSelectListProps)
  | ({ as: 'flag' } & SegmentedControlProps)
  | ({ as: 'toggle' } & SwitchProps);

export function ClosedGroupInput(props: ClosedGroupInputProps) {
  if (props.as === 'multi') return <MultiSelectList {...props} />;
  if (props.as === 'flag') return <SegmentedControl {...props} />;
  return <Switch {...props} />;
}
