// Whether the production server may start: proxy mode never runs open by accident.
import type { Auth } from './auth';
import type { ApiMode } from '../server-env';

export function authStartupProblem(
  apiMode: ApiMode,
  auth: Auth,
  usersFile?: string,
): string | undefined {
  if (apiMode !== 'proxy' || auth.mode !== 'password' || auth.userCount() > 0) return undefined;
  return [
    `Sign-in is required in proxy mode, but ${usersFile ?? 'the users file'} has no users.`,
    'Add one with:  npm run users -- add NAME',
    'Or, if something else already guards this server, start it with AUTH=none (anyone who can reach it then spends your account’s credits).',
  ].join('\n');
}
