// What the MLS drawer shows, kept in app state (not the URL, which stays the search).
import { useCallback, useMemo, useState } from 'react';
import type { PropertyRecord } from '../../api/contract/property-record';
import { ownedByEntity } from '../../api/skip-item';

export type MlsDrawerTarget =
  /** One property, looked up by assessor_id (= the search record's property id). */
  | {
      kind: 'property';
      assessorId: number;
      label?: string | undefined;
      /** A company or trust owns it (known from a results row): its contacts say so. */
      ownedByEntity?: boolean | undefined;
    }
  /** Many properties, looked up in batches of 1,000 through MLSDetailBulk. */
  | { kind: 'bulk'; assessorIds: number[]; addresses?: ReadonlyMap<number, string> | undefined }
  /** The lookup form on its own: MLS number, listing id, assessor id or address. */
  | { kind: 'form' };

export interface MlsDrawerControls {
  target: MlsDrawerTarget | null;
  /** A results row (click or Enter). */
  openRecord: (record: PropertyRecord) => void;
  /** A property by id, e.g. a map point. */
  openProperty: (assessorId: number, label?: string) => void;
  /** Selected rows, up to every match (ids_only gives at most 10,000). */
  openBulk: (assessorIds: number[], addresses?: ReadonlyMap<number, string>) => void;
  openForm: () => void;
  close: () => void;
}

export function useMlsDrawer(): MlsDrawerControls {
  const [target, setTarget] = useState<MlsDrawerTarget | null>(null);
  const openProperty = useCallback((assessorId: number, label?: string) => {
    if (Number.isFinite(assessorId)) setTarget({ kind: 'property', assessorId, label });
  }, []);
  const openRecord = useCallback((record: PropertyRecord) => {
    const assessorId = Number(record.id);
    if (!Number.isFinite(assessorId)) return;
    setTarget({
      kind: 'property',
      assessorId,
      label: record.address?.address ?? undefined,
      ownedByEntity: ownedByEntity(record),
    });
  }, []);
  const openBulk = useCallback((assessorIds: number[], addresses?: ReadonlyMap<number, string>) => {
    if (assessorIds.length > 0) setTarget({ kind: 'bulk', assessorIds, addresses });
  }, []);
  const openForm = useCallback(() => setTarget({ kind: 'form' }), []);
  const close = useCallback(() => setTarget(null), []);
  return useMemo(
    () => ({ target, openRecord, openProperty, openBulk, openForm, close }),
    [target, openRecord, openProperty, openBulk, openForm, close],
  );
}
