// The model of Settings' "Team spending": the team's caps as the server says them (GET /caps, which
// also says whether this user may change them), and for an admin a form over them (react-hook-form
// with the contract's credits reading: the daily cap may be blank, for none) saved with PUT /caps.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { isApiError } from '../../api/api-error';
import { creditsFieldSchema, type CapsAnswer } from '../../api/app-store/contract';
import { useAppStore } from '../../api/app-store/queries';

/** Under the app store's stem, so any change there refreshes it too. */
const TEAM_CAPS_KEY = ['app-store', 'caps'] as const;

const teamSpendingSchema = z.object({
  dailyCredits: creditsFieldSchema({ blankIsNoCap: true }),
  // Never blank (the reading refuses it), so a number.
  confirmAbove: creditsFieldSchema({ blankIsNoCap: false }).pipe(z.number()),
});
export type TeamSpendingInput = z.input<typeof teamSpendingSchema>;
type TeamSpendingOutput = z.output<typeof teamSpendingSchema>;

// The schema read by hand rather than through @hookform/resolvers/zod: a third dialog using that
// would split it into a chunk of its own, named in the first screen's preload map (bundle budget).
const teamSpendingResolver: Resolver<TeamSpendingInput, unknown, TeamSpendingOutput> = (values) => {
  const parsed = teamSpendingSchema.safeParse(values);
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors = Object.fromEntries(
    parsed.error.issues.map((issue) => [
      String(issue.path[0]),
      { type: 'validate', message: issue.message },
    ]),
  );
  return { values: {}, errors };
};

function formValues(caps: CapsAnswer | undefined): TeamSpendingInput {
  return {
    dailyCredits: caps?.dailyCreditCap == null ? '' : String(caps.dailyCreditCap),
    confirmAbove: caps ? String(caps.confirmAboveCredits) : '',
  };
}

/** "20,000 credits", or the words for none. */
export function creditsWords(credits: number | null, none: string): string {
  return credits === null ? none : `${credits.toLocaleString('en-US')} credits`;
}

export function useTeamSpending() {
  const store = useAppStore();
  const queryClient = useQueryClient();
  const caps = useQuery({ queryKey: TEAM_CAPS_KEY, queryFn: () => store.caps(), retry: false });
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<TeamSpendingInput, unknown, TeamSpendingOutput>({
    resolver: teamSpendingResolver,
    mode: 'onTouched',
    // Follows the server's values: once read, and after each save.
    values: formValues(caps.data),
  });

  const save = form.handleSubmit(async ({ dailyCredits, confirmAbove }) => {
    setStatus('');
    setProblem(null);
    try {
      const answer = await store.putTeamCaps({
        dailyCreditCap: dailyCredits,
        confirmAboveCredits: confirmAbove,
      });
      queryClient.setQueryData(TEAM_CAPS_KEY, answer);
      setStatus('Saved the team’s spending caps.');
    } catch (error) {
      setProblem(isApiError(error) ? error.message : 'That did not work. Try again.');
    }
  });

  return {
    caps: caps.data,
    pending: caps.isPending,
    readProblem: caps.isError
      ? `The team’s spending caps could not be read: ${isApiError(caps.error) ? caps.error.message : 'try again later.'}`
      : null,
    form,
    save,
    status,
    problem,
  };
}
