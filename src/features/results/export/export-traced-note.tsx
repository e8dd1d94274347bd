// What the dialog says about the owner contacts before anything is fetched: how many of the leads
// are traced, so phone and email columns left empty (or a Dialer file with fewer rows) are no
// surprise. Exporting never traces: that is the results' "Trace owners", which says its cost.
import { formatInteger } from '../../../lib/format';
import { pluralize } from '../../../lib/plural';
import type { TracedCount } from './use-traced-count';

function tracedWords({ traced, leads }: TracedCount): string {
  if (traced >= leads)
    return `${leads === 1 ? 'The lead has' : `All ${pluralize(leads, 'lead')} have`} traced contacts.`;
  if (traced === 0)
    return `${leads === 1 ? 'The lead has no' : `None of the ${pluralize(leads, 'lead')} has`} traced contacts yet: phone and email columns stay empty. Trace owners first to fill them.`;
  return `${formatInteger(traced)} of ${pluralize(leads, 'lead')} have traced contacts; trace the rest first with Trace owners.`;
}

export function ExportTracedNote({ count }: { count: TracedCount | undefined }) {
  if (!count) return null;
  return (
    <p className="export-dialog__traced" role="status">
      {tracedWords(count)}
    </p>
  );
}
