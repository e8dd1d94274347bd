// Sign-in for the production server: builds the mode AUTH asks for (password, header or none);
// each answers /auth/* and says who is calling (or that nobody is) for every API request.
import { Hono } from 'hono';
import { unavailableWhenFailing } from '../store/db-errors';
import type { AppStore } from '../store/store';
import type { AuthConfig } from './auth-env';
import type { HashQueue } from './hash-queue';
import { headerAuth } from './header-auth';
import type { Auth } from './identity';
import { passwordAuth } from './password-auth';

export interface AuthOptions {
  log?: (line: string) => void;
  now?: () => number;
  /** The team database (users, roles, sessions, sign-in counters); needed unless AUTH=none. */
  store?: () => Promise<AppStore>;
  hashQueue?: HashQueue;
  /** bcrypt cost of passwords an admin sets in the app; tests lower it. */
  hashCost?: number;
}

export function createAuth(config: AuthConfig, options: AuthOptions = {}): Auth {
  const log = options.log ?? ((line: string) => console.warn(line));
  const now = options.now ?? Date.now;

  if (config.mode === 'none') {
    const routes = new Hono();
    routes.get('/auth/session', (c) => c.json({ mode: 'none', user: null, canSignOut: false }));
    return { mode: 'none', routes, identify: async () => ({ kind: 'open' }) };
  }
  if (!options.store) throw new Error(`AUTH=${config.mode} needs the team database`);
  const store = unavailableWhenFailing(options.store);
  if (config.mode === 'header') return headerAuth(config, { store, log });
  return passwordAuth(config, {
    log,
    now,
    store,
    ...(options.hashQueue && { hashQueue: options.hashQueue }),
    ...(options.hashCost !== undefined && { hashCost: options.hashCost }),
  });
}
