// The Watch dialog's settings: how often and at what hour (in the team's time zone), the list new
// leads go to (one of the caller's, or a new one), whether to buy their records and trace their
// owners (each costs credits), the watch's monthly cap, Pause; Save and Stop watching.
import { useId } from 'react';
import { hourWords, WEEKDAY_NAMES } from '../../state/watch-words';
import { NEW_LIST, newListName } from './watch-form-values';
import type { WatchDialogModel } from './use-watch-dialog';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

function ScheduleFields({ model }: { model: WatchDialogModel }) {
  const ids = { often: useId(), day: useId(), hour: useId(), zone: useId() };
  const { register, watch } = model.form;
  const weekly = watch('frequency') === 'weekly';
  return (
    <fieldset className="watch-form__group">
      <legend>When it runs</legend>
      <div className="watch-form__row">
        <label htmlFor={ids.often}>How often</label>
        <select id={ids.often} className="text-input" {...register('frequency')}>
          <option value="daily">Daily</option>
          <option value="weekly">Weekly</option>
        </select>
        {weekly ? (
          <>
            <label htmlFor={ids.day}>On</label>
            <select id={ids.day} className="text-input" {...register('weekday')}>
              {WEEKDAY_NAMES.map((day, index) => (
                <option key={day} value={String(index)}>
                  {day}
                </option>
              ))}
            </select>
          </>
        ) : null}
        <label htmlFor={ids.hour}>At</label>
        <select
          id={ids.hour}
          className="text-input"
          aria-describedby={ids.zone}
          {...register('hour')}
        >
          {HOURS.map((hour) => (
            <option key={hour} value={String(hour)}>
              {hourWords(hour)}
            </option>
          ))}
        </select>
      </div>
      <p id={ids.zone} className="watch-form__hint">
        at {hourWords(Number(watch('hour')))}, {model.timeZone} (the team’s time zone)
      </p>
    </fieldset>
  );
}

function TargetField({ model }: { model: WatchDialogModel }) {
  const id = useId();
  const problem = model.form.formState.errors.target?.message;
  return (
    <div className="watch-form__field">
      <label htmlFor={id}>New leads go to</label>
      <select id={id} className="text-input" {...model.form.register('target')}>
        <option value={NEW_LIST}>New list: {newListName(model.search.name)}</option>
        {model.ownLists.map((list) => (
          <option key={list.id} value={list.id}>
            {list.name}
          </option>
        ))}
      </select>
      {problem ? <p className="watch-form__error">{problem}</p> : null}
    </div>
  );
}

function SpendFields({ model }: { model: WatchDialogModel }) {
  const ids = { cap: useId(), capHint: useId(), capError: useId() };
  const { register, watch, formState } = model.form;
  const pulling = watch('pullRecords');
  const capProblem = formState.errors.cap?.message;
  return (
    <fieldset className="watch-form__group">
      <legend>What it buys</legend>
      <label className="watch-form__check">
        <input type="checkbox" {...register('pullRecords')} /> Pull records of new leads (costs
        credits)
      </label>
      <label className="watch-form__check">
        <input type="checkbox" disabled={!pulling} {...register('skipTrace')} /> Skip trace new
        leads (costs credits)
      </label>
      {pulling ? null : (
        <p className="watch-form__hint">Skip tracing needs the records: pull them too.</p>
      )}
      <div className="watch-form__field">
        <label htmlFor={ids.cap}>Monthly cap for this watch (credits)</label>
        <input
          id={ids.cap}
          className="text-input watch-form__cap"
          inputMode="numeric"
          autoComplete="off"
          aria-invalid={capProblem ? true : undefined}
          aria-describedby={capProblem ? `${ids.capHint} ${ids.capError}` : ids.capHint}
          {...register('cap')}
        />
        <p id={ids.capHint} className="watch-form__hint">
          A run stops when this watch has spent it this month. Blank: no cap of its own (yours and
          the team’s still apply). Records the team holds cost nothing.
        </p>
        {capProblem ? (
          <p id={ids.capError} className="watch-form__error">
            {capProblem}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}

export function WatchForm({ model }: { model: WatchDialogModel }) {
  const busy = model.form.formState.isSubmitting;
  return (
    <form className="watch-form" noValidate onSubmit={(event) => void model.save(event)}>
      <ScheduleFields model={model} />
      <TargetField model={model} />
      <SpendFields model={model} />
      <label className="watch-form__check">
        <input type="checkbox" {...model.form.register('paused')} /> Pause (no scheduled runs)
      </label>
      <div className="watch-form__actions">
        <button type="submit" className="button" disabled={busy}>
          {model.current ? 'Save watch' : 'Start watching'}
        </button>
        {model.current ? (
          <button type="button" className="button button--ghost" onClick={() => void model.stop()}>
            Stop watching
          </button>
        ) : null}
      </div>
    </form>
  );
}
