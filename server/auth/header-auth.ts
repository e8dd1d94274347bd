// Single sign-on (AUTH=header): the trusted reverse proxy names the user; the database says their
// role (an admin is someone `npm run users` made one; anyone else is a member).
import { Hono, type Context } from 'hono';
import type { AppStore } from '../store/store';
import { LOCAL_USER, userKey } from '../store/user-names';
import type { AuthConfig, HeaderAuth } from './auth-env';
import { SIGN_IN_MESSAGE, signInRequired, type Auth, type Identity } from './identity';
import { isListed, socketAddress } from './peer';
import { authRouteError } from './route-errors';

export function headerAuth(
  config: HeaderAuth & AuthConfig,
  options: { store: () => Promise<AppStore>; log: (line: string) => void },
): Auth {
  const routes = new Hono();
  routes.onError(authRouteError(options.log));

  const identify = async (c: Context): Promise<Identity> => {
    // The header means something only when the trusted proxy set it; from anyone else it is a claim.
    if (!isListed(socketAddress(c), config.proxyIps))
      return {
        kind: 'anonymous',
        message: 'Sign in through your organisation’s sign-in page to use Lead List Builder.',
      };
    const name = c.req.header(config.header)?.trim() ?? '';
    if (!name || name.length > 128 || [...name].some((ch) => ch < ' '))
      return { kind: 'anonymous', message: SIGN_IN_MESSAGE };
    // `local` owns what was made while nobody signed in; no SSO account may inherit it.
    if (userKey(name) === LOCAL_USER)
      return { kind: 'anonymous', message: `The user name "${name}" is reserved on this server.` };
    const row = await (await options.store()).users.find(name);
    return { kind: 'user', name, key: userKey(name), role: row?.role ?? 'member' };
  };

  routes.get('/auth/session', async (c) => {
    const who = await identify(c);
    if (who.kind !== 'user')
      return signInRequired(c, 'header', who.kind === 'anonymous' ? who.message : undefined);
    return c.json({
      mode: 'header',
      user: { name: who.name, role: who.role },
      canSignOut: false,
    });
  });
  return { mode: 'header', routes, identify };
}
