// Whether the production server may start: proxy mode never runs open by accident.
import type { ApiMode } from '../server-env';
import type { AuthConfig } from './auth-env';

export function authStartupProblem(
  apiMode: ApiMode,
  authMode: AuthConfig['mode'],
  users: { users: number; admins: number },
): string | undefined {
  if (apiMode !== 'proxy' || authMode !== 'password' || users.users > 0) return undefined;
  return [
    'Sign-in is required in proxy mode, but the database has no users.',
    'Add one with:  npm run users -- add NAME   (the first user is the team’s admin)',
    'Or, if something else already guards this server, start it with AUTH=none (anyone who can reach it then spends your account’s credits).',
  ].join('\n');
}
