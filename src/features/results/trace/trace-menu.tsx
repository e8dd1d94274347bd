// The toolbar's "Trace owners": the leads on this page, or every match of the search (its ids
// from a free ids_only call, up to the service's 10,000). The selection bar and the saved lists
// ask for theirs directly. Each opens the trace dialog, which says what it costs first.
import { useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../api/client-context';
import { LIMITS } from '../../../api/contract/search-fields';
import type { PropertySearchRequest } from '../../../api/contract/search-request';
import { idsQuery } from '../../../api/queries';
import { Popover } from '../../../components/ui/popover';
import { formatInteger } from '../../../lib/format';
import { pluralize } from '../../../lib/plural';
import { requestTrace } from '../../../state/contacts/trace/trace-request';
import './trace.css';

export interface TraceMenuProps {
  /** The leads on the page shown. */
  pageIds: readonly number[];
  /** Matches of the search (or leads of the list shown). */
  total: number | undefined;
  /** The search's ids_only request (free), as "Select all" asks it. */
  idsRequest: PropertySearchRequest;
}

export function TraceMenu({ pageIds, total, idsRequest }: TraceMenuProps) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const searchIds = async () => (await queryClient.fetchQuery(idsQuery(client, idsRequest))).data;
  const capped = total !== undefined && total > LIMITS.maxIdsOnly;
  const searchLabel = capped
    ? `the first ${formatInteger(LIMITS.maxIdsOnly)} matches`
    : pluralize(total ?? 0, 'match', 'matches');
  return (
    <Popover
      label="Trace owners…"
      title="Whose owners to trace"
      align="end"
      disabled={!total || pageIds.length === 0}
    >
      {(close) => (
        <div className="trace-menu">
          <p>Find the owners’ phones and emails. The cost is shown before anything is bought.</p>
          <button
            type="button"
            className="button"
            onClick={() => {
              close();
              const ids = [...pageIds];
              requestTrace({
                label: `${pluralize(ids.length, 'lead')} on this page`,
                ids: async () => ids,
              });
            }}
          >
            This page ({pluralize(pageIds.length, 'lead')})
          </button>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              close();
              requestTrace({ label: searchLabel, ids: searchIds });
            }}
          >
            {capped
              ? `The first ${formatInteger(LIMITS.maxIdsOnly)} matches`
              : `Every match (${formatInteger(total ?? 0)})`}
          </button>
        </div>
      )}
    </Popover>
  );
}
