// The MLS detail drawer: one property, a lookup form, or a bulk run, in a side panel over the page.
import { SideDrawer } from '../../components/ui/side-drawer';
import { formatInteger } from '../../lib/format';
import { pluralize } from '../../lib/plural';
import { BulkLookup } from './bulk-lookup';
import { batchCount, type BulkRow } from './bulk-run';
import { OwnerContactsSection } from './owner-contacts-section';
import { SingleLookup } from './single-lookup';
import type { MlsDrawerTarget } from './use-mls-drawer';
import './mls-drawer.css';

export interface MlsDrawerProps {
  target: MlsDrawerTarget | null;
  onClose: () => void;
  /** Offered on key errors; the drawer closes first, so the two dialogs never fight over focus. */
  onOpenSettings?: (() => void) | undefined;
  /** A bulk lookup's rows as they arrive, for the app to join onto the results table. */
  onBulkRows?: ((rows: readonly BulkRow[]) => void) | undefined;
}

function titleOf(target: MlsDrawerTarget): string {
  if (target.kind === 'bulk')
    return `MLS lookup for ${pluralize(target.assessorIds.length, 'lead')}`;
  if (target.kind === 'form') return 'MLS lookup';
  return 'MLS details';
}

function subtitleOf(target: MlsDrawerTarget): string {
  if (target.kind === 'bulk') {
    const batches = batchCount(target.assessorIds.length);
    return `Selected leads by property ID, ${batches === 1 ? 'in one request' : `in ${formatInteger(batches)} batches`}`;
  }
  if (target.kind === 'form')
    return 'Find a listing by MLS number, listing ID, property ID or address';
  return target.label
    ? `${target.label} · property ${target.assessorId}`
    : `Property ${target.assessorId}`;
}

/** New content (and state) for each thing opened; the same thing keeps its state. */
function keyOf(target: MlsDrawerTarget): string {
  if (target.kind === 'property') return `property-${target.assessorId}`;
  if (target.kind === 'bulk') return `bulk-${target.assessorIds.length}-${target.assessorIds[0]}`;
  return 'form';
}

export function MlsDrawer({ target, onClose, onOpenSettings, onBulkRows }: MlsDrawerProps) {
  if (!target) return null;
  const openSettings = onOpenSettings
    ? () => {
        onClose();
        onOpenSettings();
      }
    : undefined;
  return (
    <SideDrawer
      title={titleOf(target)}
      subtitle={subtitleOf(target)}
      onClose={onClose}
      closeLabel="Close MLS details"
      size={target.kind === 'bulk' ? 'wide' : 'normal'}
    >
      {target.kind === 'bulk' ? (
        <BulkLookup
          key={keyOf(target)}
          assessorIds={target.assessorIds}
          addresses={target.addresses}
          onRows={onBulkRows}
          onOpenSettings={openSettings}
        />
      ) : (
        <div key={keyOf(target)} className="mls-single">
          {target.kind === 'property' ? (
            <OwnerContactsSection
              propertyId={String(target.assessorId)}
              ownedByEntity={target.ownedByEntity}
            />
          ) : null}
          <SingleLookup
            initialLookup={target.kind === 'property' ? { assessor_id: target.assessorId } : null}
            knownAddress={target.kind === 'property' ? target.label : undefined}
            onOpenSettings={openSettings}
          />
        </div>
      )}
    </SideDrawer>
  );
}
