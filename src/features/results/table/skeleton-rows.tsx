// The rows shown while a first page loads: a skeleton bar in every cell, of varied widths.
import type { Column } from '@tanstack/react-table';
import type { PropertyRecord } from '../../../api/contract/property-record';
import { Skeleton } from '../../../components/ui/skeleton';
import { SELECT_COLUMN_ID } from '../columns/result-columns';
import { cellClass } from './table-columns';

interface SkeletonRowsProps {
  count: number;
  columns: Column<PropertyRecord, unknown>[];
}

export function SkeletonRows({ count, columns }: SkeletonRowsProps) {
  return Array.from({ length: count }, (_, i) => (
    <tr key={`skeleton-${i}`} className="results-table__row is-skeleton">
      {columns.map((c) => (
        <td key={c.id} className={cellClass('results-table__td', c)}>
          <Skeleton
            width={c.id === SELECT_COLUMN_ID ? 14 : `${50 + ((i * 7 + c.id.length * 13) % 45)}%`}
          />
        </td>
      ))}
    </tr>
  ));
}
