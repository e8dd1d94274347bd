// One MLS lookup: the section options, the lookup form, and the answer (record, fallback, miss or error).
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../api/api-error';
import { useApiClient } from '../../api/client-context';
import { lookupMethod, type MlsDetailRequest } from '../../api/contract/mls-request';
import type { MlsDetailResponse } from '../../api/contract/mls-response';
import { mlsDetailQuery } from '../../api/queries';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Skeleton } from '../../components/ui/skeleton';
import { MlsLookupForm } from './lookup-form';
import { describeLookup, lookupToValues, type LookupField, type MlsLookup } from './lookup-rules';
import { explainMlsError, inWords, isNotFound, nextLookupAfterMiss } from './mls-errors';
import { MlsRecordView } from './mls-record-view';
import { PublicRecordView } from './public-record-view';
import { SectionChooser } from './section-chooser';
import {
  requestedSections,
  selectionOf,
  useSectionPrefs,
  type SectionPrefs,
} from './section-prefs';

/** MLS lookups are billed: an answer stays fresh for the drawer's lifetime instead of a minute. */
const MLS_STALE_MS = 10 * 60_000;
const NO_REQUEST: MlsDetailRequest = {};

export interface SingleLookupProps {
  /** What to look up at once; null shows the form first. */
  initialLookup: MlsLookup | null;
  /** The address the opener knew (a results row), offered as the next try after a miss. */
  knownAddress?: string | undefined;
  onOpenSettings?: (() => void) | undefined;
}

function Warnings({ warnings }: { warnings: readonly string[] }) {
  if (warnings.length === 0) return null;
  return (
    <div className="mls-notice mls-notice--warning" role="note" aria-label="Warnings">
      <p className="mls-notice__title">Public record not included</p>
      <ul className="mls-notice__list">
        {warnings.map((w) => (
          <li key={w}>{w}</li>
        ))}
      </ul>
      <p className="mls-notice__body">
        Your plan has MLS access but no public-record access. Ask your account admin to add a
        public-record plan, or switch off “Public record” to stop asking for it.
      </p>
    </div>
  );
}

interface NotFoundProps {
  error: unknown;
  request: MlsDetailRequest;
  prefs: SectionPrefs;
  knownAddress: string | undefined;
  onLookup: (lookup: MlsLookup) => void;
  /** Opens the form at the field of the suggested lookup. */
  onEditLookup: (field: LookupField) => void;
  onPrefsChange: (prefs: SectionPrefs) => void;
}

function NotFound({
  error,
  request,
  prefs,
  knownAddress,
  onLookup,
  onEditLookup,
  onPrefsChange,
}: NotFoundProps) {
  const method = lookupMethod(request);
  const next = nextLookupAfterMiss(method);
  const message = isApiError(error) ? inWords(error.message) : 'No MLS listing matched.';
  const tryAddress = method !== 'address' && knownAddress && knownAddress.length >= 10;
  return (
    <div className="mls-notice mls-notice--miss" role="alert">
      <p className="mls-notice__title">No MLS listing found</p>
      <p className="mls-notice__body">{message}</p>
      <p className="mls-notice__body">{next.advice}</p>
      {!prefs.fallback ? (
        <p className="mls-notice__body">
          “Public record if not listed” is off, so no public record was offered instead.
        </p>
      ) : null}
      <div className="mls-notice__actions">
        {tryAddress ? (
          <button
            type="button"
            className="button"
            onClick={() => onLookup({ address: knownAddress })}
          >
            Look up by address
          </button>
        ) : null}
        <button
          type="button"
          className="button button--ghost"
          onClick={() => onEditLookup(next.field)}
        >
          {tryAddress ? 'Change the lookup' : next.label}
        </button>
        {!prefs.fallback ? (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => onPrefsChange({ ...prefs, fallback: true })}
          >
            Show the public record instead
          </button>
        ) : null}
      </div>
    </div>
  );
}

function Loading() {
  return (
    <div className="mls-loading" role="status" aria-label="Looking up the listing">
      <Skeleton width="100%" height={220} />
      <Skeleton width="45%" height={28} />
      <Skeleton width="70%" />
      <Skeleton width="60%" />
    </div>
  );
}

function Answer({
  response,
  request,
  prefs,
}: {
  response: MlsDetailResponse;
  request: MlsDetailRequest;
  prefs: SectionPrefs;
}) {
  const warnings = response.warnings ?? [];
  if (response.dataSource === 'public_record') {
    return (
      <>
        <Warnings warnings={warnings} />
        <PublicRecordView data={response.data} />
      </>
    );
  }
  return (
    <>
      <Warnings warnings={warnings} />
      <MlsRecordView record={response.data} requested={requestedSections(prefs)} />
      {request.field_sections ? (
        <p className="mls-muted mls-footnote">
          Showing the sections you chose. Use “Sections” to show more.
        </p>
      ) : null}
    </>
  );
}

export function SingleLookup({ initialLookup, knownAddress, onOpenSettings }: SingleLookupProps) {
  const client = useApiClient();
  const [prefs, setPrefs] = useSectionPrefs();
  const [lookup, setLookup] = useState<MlsLookup | null>(initialLookup);
  const [formOpen, setFormOpen] = useState(initialLookup === null);
  const [focus, setFocus] = useState<{ field: LookupField; token: number } | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const refocusToggle = useRef(false);
  const answerRef = useRef<HTMLDivElement>(null);
  // A button of a miss notice ("Look up by address", "Show the public record instead") goes away
  // when pressed; focus then moves to the answer instead of falling to the page body.
  const refocusAnswer = useRef(false);
  useEffect(() => {
    if (!refocusAnswer.current) return;
    refocusAnswer.current = false;
    answerRef.current?.focus();
  });

  const request: MlsDetailRequest | null = lookup ? { ...lookup, ...selectionOf(prefs) } : null;
  const query = useQuery({
    ...mlsDetailQuery(client, request ?? NO_REQUEST),
    enabled: request !== null,
    staleTime: MLS_STALE_MS,
  });

  // The submit button goes away with the form; focus lands on the button that brings it back.
  useEffect(() => {
    if (!formOpen && refocusToggle.current) {
      refocusToggle.current = false;
      toggleRef.current?.focus();
    }
  }, [formOpen]);

  const runLookup = (next: MlsLookup) => {
    // The same lookup again keeps its cache key: after a failure, asking again means "retry".
    if (JSON.stringify(next) === JSON.stringify(lookup) && query.isError) void query.refetch();
    setLookup(next);
    refocusToggle.current = formOpen;
    refocusAnswer.current = !formOpen;
    setFormOpen(false);
  };

  const retrying = query.fetchStatus === 'fetching' && !!query.failureReason && !query.isError;
  const shownError = query.isError ? query.error : retrying ? query.failureReason : null;

  return (
    <div className="mls-single">
      {request ? (
        <div className="mls-toolbar">
          <p className="mls-lookup-used" role="status">
            {query.isSuccess
              ? query.data.dataSource === 'public_record'
                ? // The fallback's badge says there is no listing; this line says only how it was asked.
                  `Looked up by ${describeLookup(request, lookupMethod(request))}.`
                : `Found by ${describeLookup(request, lookupMethod(request))}.`
              : query.isPending && !shownError
                ? `Looking up by ${describeLookup(request, lookupMethod(request))}…`
                : `Looked up by ${describeLookup(request, lookupMethod(request))}.`}
          </p>
          <span className="mls-toolbar__spacer" />
          <button
            ref={toggleRef}
            type="button"
            className="button button--ghost"
            aria-expanded={formOpen}
            onClick={() => setFormOpen((open) => !open)}
          >
            Find another listing
          </button>
        </div>
      ) : null}

      {formOpen ? (
        <MlsLookupForm
          initialValues={lookupToValues(lookup)}
          onSubmit={runLookup}
          onCancel={lookup ? () => setFormOpen(false) : undefined}
          focusField={focus?.field}
          focusToken={focus?.token}
        />
      ) : null}

      <SectionChooser prefs={prefs} onChange={setPrefs} />

      <div ref={answerRef} tabIndex={-1} className="mls-single__answer">
        {request === null ? null : query.isSuccess ? (
          <Answer response={query.data} request={request} prefs={prefs} />
        ) : shownError && isNotFound(shownError) ? (
          <NotFound
            error={shownError}
            request={request}
            prefs={prefs}
            knownAddress={knownAddress}
            onLookup={runLookup}
            onEditLookup={(field) => {
              setFormOpen(true);
              setFocus((f) => ({ field, token: (f?.token ?? 0) + 1 }));
            }}
            onPrefsChange={(next) => {
              refocusAnswer.current = true;
              setPrefs(next);
            }}
          />
        ) : shownError ? (
          <MlsErrorNotice
            error={shownError}
            retrying={retrying}
            attempt={query.failureCount}
            onRetry={() => void query.refetch()}
            onOpenSettings={onOpenSettings}
          />
        ) : (
          <Loading />
        )}
      </div>
    </div>
  );
}

export function MlsErrorNotice({
  error,
  retrying,
  attempt,
  onRetry,
  onOpenSettings,
}: {
  error: unknown;
  retrying: boolean;
  attempt: number;
  onRetry: () => void;
  onOpenSettings?: (() => void) | undefined;
}) {
  const { nextStep, ...explanation } = explainMlsError(error);
  return (
    <ErrorNotice
      explanation={
        nextStep ? { ...explanation, body: `${explanation.body} ${nextStep}` } : explanation
      }
      retrying={retrying}
      attempt={attempt}
      onRetry={onRetry}
      onOpenSettings={onOpenSettings}
    />
  );
}
