// Settings' "Team spending": the team's daily cap in credits (blank: none; it resets at midnight
// UTC), the size of call that asks before it spends, and your own monthly cap. An admin changes
// the first two here (a member's monthly cap is set in Users); a member reads them.
import { useId } from 'react';
import type { CapsAnswer } from '../../api/app-store/contract';
import { FieldError, describedBy } from './settings-fields';
import { TeamTimeZone } from './team-time-zone';
import { creditsWords, useTeamSpending, type TeamSpendingInput } from './use-team-spending';
import { WebhookTargets } from './webhook-targets';

type Model = ReturnType<typeof useTeamSpending>;

interface CreditsFieldProps {
  model: Model;
  name: keyof TeamSpendingInput;
  label: string;
  hint: string;
}

function CreditsField({ model, name, label, hint }: CreditsFieldProps) {
  const ids = { input: useId(), hint: useId(), error: useId() };
  const problem = model.form.formState.errors[name]?.message;
  return (
    <div className="settings-field">
      <label htmlFor={ids.input} className="settings-field__label">
        {label}
      </label>
      <input
        {...model.form.register(name)}
        id={ids.input}
        className="text-input team-spending__input"
        inputMode="numeric"
        autoComplete="off"
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy(ids.hint, problem && ids.error)}
      />
      <p id={ids.hint} className="settings-field__hint">
        {hint}
      </p>
      <FieldError id={ids.error} message={problem} />
    </div>
  );
}

function TeamSpendingForm({ model, caps }: { model: Model; caps: CapsAnswer }) {
  return (
    <form className="team-spending__form" noValidate onSubmit={(event) => void model.save(event)}>
      <CreditsField
        model={model}
        name="dailyCredits"
        label="Team daily cap (credits)"
        hint="What the whole team may spend in a day; it resets at midnight UTC. Blank: no daily cap."
      />
      <CreditsField
        model={model}
        name="confirmAbove"
        label="Confirm calls above (credits)"
        hint="A pull that may cost more asks before it spends anything. The default is 1,000."
      />
      <p className="settings-field__hint">
        Each member’s monthly cap is set in Users. Last changed{' '}
        {caps.updatedBy ? `by ${caps.updatedBy}` : 'never'}.
      </p>
      {/* aria-live, not role=status: the connection test's verdict is the dialog's one status. */}
      <p className="team-spending__status" aria-live="polite">
        {model.status}
      </p>
      {model.problem ? (
        <p role="alert" className="settings-field__error">
          {model.problem}
        </p>
      ) : null}
      <div className="team-spending__actions">
        {/* Not "Save…": the connection form's Save must stay the one button of that name. */}
        <button type="submit" className="button" disabled={model.form.formState.isSubmitting}>
          Apply team caps
        </button>
      </div>
    </form>
  );
}

function TeamSpendingValues({ caps }: { caps: CapsAnswer }) {
  return (
    <dl className="team-spending__values">
      <dt>Team daily cap</dt>
      <dd>{creditsWords(caps.dailyCreditCap, 'None')}</dd>
      <dt>Confirm calls above</dt>
      <dd>{creditsWords(caps.confirmAboveCredits, 'None')}</dd>
    </dl>
  );
}

export function TeamSpending() {
  const titleId = useId();
  const model = useTeamSpending();
  const { caps } = model;
  return (
    <section className="team-spending" aria-labelledby={titleId}>
      <h3 id={titleId} className="team-spending__title">
        Team spending
      </h3>
      {model.pending ? <p className="settings-field__hint">Reading the team’s caps…</p> : null}
      {model.readProblem ? <p className="settings-field__hint">{model.readProblem}</p> : null}
      {caps ? (
        <>
          {caps.canChange ? <TeamSpendingForm model={model} caps={caps} /> : null}
          {caps.canChange ? null : <TeamSpendingValues caps={caps} />}
          <p className="team-spending__mine">
            Your monthly cap: {creditsWords(caps.monthlyCreditCap, 'none')}.
          </p>
          <WebhookTargets />
        </>
      ) : null}
      <TeamTimeZone />
    </section>
  );
}
