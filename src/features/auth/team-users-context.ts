// Which users client the admin screen talks to: the real one, unless a test provides another.
import { createContext, useContext } from 'react';
import { createTeamUsersClient, type TeamUsersClient } from '../../api/team-users';

export const TeamUsersContext = createContext<TeamUsersClient | null>(null);

let defaultClient: TeamUsersClient | undefined;

export function useTeamUsers(): TeamUsersClient {
  const provided = useContext(TeamUsersContext);
  defaultClient ??= createTeamUsersClient();
  return provided ?? defaultClient;
}

/** One key for the users list: every change refreshes it. */
export const TEAM_USERS_KEY = ['auth', 'team-users'] as const;

/** A change on the users screen: resolves to what to announce when it is done. */
export type UserAction = () => Promise<string>;
