// Settings' "Team time zone": the zone every watch's hour is in (an IANA name, UTC until set). An
// admin picks it here; a member reads it.
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { isApiError } from '../../api/api-error';
import { useAppStore } from '../../api/app-store/queries';
import { useTeamTimeZoneQuery } from '../../api/app-store/watch-queries';

/** Every zone this browser knows, UTC first (older browsers list none: then UTC and the current one). */
function zoneNames(current: string): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set(['UTC', current, ...known])];
}

function TimeZoneForm({ current }: { current: string }) {
  const store = useAppStore();
  const queryClient = useQueryClient();
  const id = useId();
  const zones = useMemo(() => zoneNames(current), [current]);
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<{ timeZone: string }>({ values: { timeZone: current } });
  const save = form.handleSubmit(async ({ timeZone }) => {
    setStatus('');
    setProblem(null);
    try {
      const answer = await store.putTeamTimeZone(timeZone);
      queryClient.setQueryData(['app-store', 'team-time-zone'], answer);
      await queryClient.invalidateQueries({ queryKey: ['app-store'] });
      setStatus(`Watches now run in ${answer.timeZone} time.`);
    } catch (error) {
      setProblem(isApiError(error) ? error.message : 'That did not work. Try again.');
    }
  });
  return (
    <form className="team-spending__form" noValidate onSubmit={(event) => void save(event)}>
      <div className="settings-field">
        <label htmlFor={id} className="settings-field__label">
          Team time zone
        </label>
        <select id={id} className="text-input" {...form.register('timeZone')}>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </select>
        <p className="settings-field__hint">The hour of every watch of a saved search is in it.</p>
      </div>
      <p className="team-spending__status" aria-live="polite">
        {status}
      </p>
      {problem ? (
        <p role="alert" className="settings-field__error">
          {problem}
        </p>
      ) : null}
      <div className="team-spending__actions">
        <button type="submit" className="button" disabled={form.formState.isSubmitting}>
          Apply time zone
        </button>
      </div>
    </form>
  );
}

export function TeamTimeZone() {
  const zone = useTeamTimeZoneQuery();
  if (!zone.data) return null;
  if (!zone.data.canChange)
    return (
      <p className="team-spending__mine">
        Team time zone (watches run in it): {zone.data.timeZone}.
      </p>
    );
  return <TimeZoneForm current={zone.data.timeZone} />;
}
