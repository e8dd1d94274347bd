// The team's held skip answers as answer-skips reads and writes them: the fresh ones among some
// owners (within the team's freshness window, the setting held records use), and holding new ones.
import type { AppStore } from '../store/store';
import { loggedFailure } from './logged-failure';
import type { HeldSkipAnswer, SkipAnswerKey } from '../store/skip-repo';

export interface HeldSkips {
  /** The fresh held answers among `keys`. Throws when the database cannot say. */
  lookup(keys: readonly SkipAnswerKey[]): Promise<HeldSkipAnswer[]>;
  /** Holds answers bought by `by`. Throws when the database cannot write them. */
  hold(answers: readonly HeldSkipAnswer[], by: string): Promise<void>;
}

export function heldSkipsOf(
  store: () => Promise<AppStore>,
  log: (line: string) => void,
): HeldSkips {
  const logged = loggedFailure(log);
  return {
    lookup: (keys) =>
      logged('look up held skip answers', async () => {
        const opened = await store();
        return opened.skips.held(keys, await opened.settings.freshnessDays());
      }),
    hold: (answers, by) =>
      logged('hold skip answers', async () => {
        await (await store()).skips.store(answers, by);
      }),
  };
}
