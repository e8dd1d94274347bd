// The Watch dialog's form: its fields as the inputs hold them (text for numbers, so a blank cap
// means none), read into the PUT body with the contract's credits reading, and filled from a watch.
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { creditsFieldSchema } from '../../api/app-store/contract';
import type { Watch, WatchBody } from '../../api/app-store/watch-contract';

/** The target list choice that makes a new list for the watch. */
export const NEW_LIST = 'new';

const watchFormSchema = z
  .object({
    frequency: z.enum(['daily', 'weekly']),
    weekday: z.string(),
    hour: z.string().regex(/^\d{1,2}$/),
    target: z.string().min(1, { error: 'Pick the list new leads go to.' }),
    pullRecords: z.boolean(),
    skipTrace: z.boolean(),
    cap: creditsFieldSchema({ blankIsNoCap: true }),
    paused: z.boolean(),
  })
  .transform((values) => ({ ...values, skipTrace: values.pullRecords && values.skipTrace }));

export type WatchFormInput = z.input<typeof watchFormSchema>;
type WatchFormOutput = z.output<typeof watchFormSchema>;

// Read by hand, as Team spending's is (its comment says why: no resolver chunk of its own).
export const watchFormResolver: Resolver<WatchFormInput, unknown, WatchFormOutput> = (values) => {
  const parsed = watchFormSchema.safeParse(values);
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors = Object.fromEntries(
    parsed.error.issues.map((issue) => [
      String(issue.path[0]),
      { type: 'validate', message: issue.message },
    ]),
  );
  return { values: {}, errors };
};

/** The form's values for a watch, or the defaults for a new one (daily at 07:00, a new list). */
export function watchFormValues(watch: Watch | null | undefined): WatchFormInput {
  return {
    frequency: watch?.frequency ?? 'daily',
    weekday: String(watch?.weekday ?? 1),
    hour: String(watch?.hour ?? 7),
    target: watch?.listId ?? NEW_LIST,
    pullRecords: watch?.pullRecords ?? false,
    skipTrace: watch?.skipTrace ?? false,
    cap: watch?.monthlyCreditCap == null ? '' : String(watch.monthlyCreditCap),
    paused: watch?.paused ?? false,
  };
}

/** The default name of the list a watch makes: "Denver absentee — new leads". */
export function newListName(searchName: string): string {
  return `${searchName} — new leads`.slice(0, 120);
}

/** The PUT body of the form's values. */
export function watchBody(values: WatchFormOutput, searchName: string): WatchBody {
  return {
    frequency: values.frequency,
    weekday: values.frequency === 'weekly' ? Number(values.weekday) : null,
    hour: Number(values.hour),
    ...(values.target === NEW_LIST
      ? { newListName: newListName(searchName) }
      : { listId: values.target }),
    pullRecords: values.pullRecords,
    skipTrace: values.skipTrace,
    monthlyCreditCap: values.cap,
    paused: values.paused,
  };
}
