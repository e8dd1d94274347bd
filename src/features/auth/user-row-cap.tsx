// A user's monthly cap in credits, on their row of the admin's users screen: blank is no cap. The
// field is its own small form (react-hook-form over the contract's credits reading), saved through
// /app/v1/caps/member; the server decides (admins only, 0..100,000,000) and audits the change.
import { useId } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { creditsFieldSchema } from '../../api/app-store/contract';
import { useAppStore } from '../../api/app-store/queries';
import type { TeamUser } from '../../api/contract/team-users';
import type { UserAction } from './team-users-context';

const capFormSchema = z.object({ monthlyCredits: creditsFieldSchema({ blankIsNoCap: true }) });
type CapFormInput = z.input<typeof capFormSchema>;
type CapFormOutput = z.output<typeof capFormSchema>;

// The schema read by hand rather than through @hookform/resolvers/zod: a third dialog using that
// would split it into a chunk of its own, named in the first screen's preload map (bundle budget).
const capFormResolver: Resolver<CapFormInput, unknown, CapFormOutput> = (values) => {
  const parsed = capFormSchema.safeParse(values);
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors = Object.fromEntries(
    parsed.error.issues.map((issue) => [
      String(issue.path[0]),
      { type: 'validate', message: issue.message },
    ]),
  );
  return { values: {}, errors };
};

/** What the status line says once a cap is saved. */
function monthlyCapWords(name: string, credits: number | null): string {
  return credits === null
    ? `${name} has no monthly cap now.`
    : `${name}’s monthly cap is now ${credits.toLocaleString('en-US')} credits.`;
}

export interface UserCapFieldProps {
  user: TeamUser;
  run: (action: UserAction) => Promise<boolean>;
}

export function UserCapField({ user, run }: UserCapFieldProps) {
  const ids = { input: useId(), hint: useId(), error: useId() };
  const store = useAppStore();
  const saved = user.monthlyCreditCap === null ? '' : String(user.monthlyCreditCap);
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<CapFormInput, unknown, CapFormOutput>({
    resolver: capFormResolver,
    // Follows the list: after a save (or someone else's) the field shows the server's value.
    values: { monthlyCredits: saved },
  });
  const problem = errors.monthlyCredits?.message;

  const save = handleSubmit(async ({ monthlyCredits }) => {
    await run(async () => {
      const changed = await store.putMemberCap({
        name: user.name,
        monthlyCreditCap: monthlyCredits,
      });
      return monthlyCapWords(user.name, changed.monthlyCreditCap);
    });
  });

  return (
    <form className="user-row__cap" noValidate onSubmit={(event) => void save(event)}>
      <label htmlFor={ids.input} className="user-row__label">
        Monthly credits
      </label>
      <input
        id={ids.input}
        className="text-input user-row__cap-input"
        inputMode="numeric"
        autoComplete="off"
        placeholder="No cap"
        aria-label={`Monthly credits of ${user.name}`}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${ids.error} ${ids.hint}` : ids.hint}
        {...register('monthlyCredits')}
      />
      <button
        type="submit"
        className="button button--ghost"
        aria-label={`Save monthly credits of ${user.name}`}
        disabled={!isDirty || isSubmitting}
      >
        Save
      </button>
      <span id={ids.hint} className="user-row__cap-hint">
        Blank: no cap of their own.
      </span>
      {problem ? (
        <span id={ids.error} className="user-row__cap-error">
          {problem}
        </span>
      ) : null}
    </form>
  );
}
