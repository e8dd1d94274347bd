// The admin's users API under /auth/users (password sign-in): list, add, reset a password, change a
// role, remove, end a user's sessions. Admins only; every change is audited with who and when, and
// takes effect on every instance at the next request (roles and sessions are read per request).
import { Hono, type Context, type ErrorHandler } from 'hono';
import type { z } from 'zod';
import {
  addUserBodySchema,
  changeUserBodySchema,
  USERS_PATH,
  type TeamUser,
} from '../../src/api/contract/team-users';
import { refuseUnlessJson } from '../http/require-json';
import { StoreRefusal } from '../store/refusal';
import type { AppStore } from '../store/store';
import { userKey, userNameProblem } from '../store/user-names';
import { quoted, signInRequired, type Identity } from './identity';
import { passwordProblem } from './password-hash';

interface AdminRoutesOptions {
  identify: (c: Context) => Promise<Identity>;
  store: () => Promise<AppStore>;
  log: (line: string) => void;
  onError: ErrorHandler;
  hash: (password: string) => Promise<string>;
}

type Admin = Extract<Identity, { kind: 'user' }>;

async function body<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let json: unknown;
  try {
    json = await c.req.json();
  } catch {
    throw new StoreRefusal(400, 'The request body is not valid JSON.');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = issue?.path.map(String).join('.');
    throw new StoreRefusal(400, `${path ? `${path}: ` : ''}${issue?.message ?? 'invalid body'}`);
  }
  return parsed.data;
}

function refuseBadPassword(password: string): void {
  const problem = passwordProblem(password);
  if (problem) throw new StoreRefusal(400, problem);
}

export function adminRoutes(options: AdminRoutesOptions): Hono<{ Variables: { admin: Admin } }> {
  const { store, log } = options;
  const app = new Hono<{ Variables: { admin: Admin } }>();
  app.onError(options.onError);

  app.use(`${USERS_PATH}`, admin);
  app.use(`${USERS_PATH}/*`, admin);
  async function admin(c: Context<{ Variables: { admin: Admin } }>, next: () => Promise<void>) {
    if (['POST', 'PATCH', 'PUT'].includes(c.req.method)) {
      const notJson = refuseUnlessJson(c);
      if (notJson) return notJson;
    }
    const who = await options.identify(c);
    if (who.kind !== 'user') return signInRequired(c, 'password');
    if (who.role !== 'admin')
      return c.json(
        {
          statusCode: 403,
          error: 'Forbidden',
          errorCode: 'ADMIN_ONLY',
          message: 'Only an admin can manage users.',
        },
        403,
      );
    c.set('admin', who);
    await next();
    c.header('Cache-Control', 'no-store');
  }

  const summaryOf = async (name: string): Promise<TeamUser> => {
    const users = await (await store()).users.list();
    const found = users.find((user) => userKey(user.name) === userKey(name));
    if (!found) throw new StoreRefusal(404, `No user named ${JSON.stringify(name)}.`);
    return found;
  };

  app.get(USERS_PATH, async (c) => c.json({ users: await (await store()).users.list() }));

  app.post(USERS_PATH, async (c) => {
    const input = await body(c, addUserBodySchema);
    const nameProblem = userNameProblem(input.name);
    if (nameProblem) throw new StoreRefusal(400, nameProblem);
    refuseBadPassword(input.password);
    const actor = c.get('admin').key;
    const added = await (
      await store()
    ).users.add(
      { name: input.name, passwordHash: await options.hash(input.password), role: input.role },
      actor,
    );
    log(`[auth] ${quoted(actor)} added ${quoted(added.name)} as ${added.role}`);
    return c.json({ user: await summaryOf(added.name) }, 201);
  });

  app.patch(`${USERS_PATH}/:name`, async (c) => {
    const input = await body(c, changeUserBodySchema);
    const name = c.req.param('name');
    const actor = c.get('admin').key;
    const { users } = await store();
    if (input.password !== undefined) {
      refuseBadPassword(input.password);
      const ended = await users.setPassword(name, await options.hash(input.password), actor);
      log(
        `[auth] ${quoted(actor)} set a new password for ${quoted(name)} (${ended} sessions ended)`,
      );
    }
    if (input.role !== undefined) {
      await users.setRole(name, input.role, actor);
      log(`[auth] ${quoted(actor)} made ${quoted(name)} ${input.role}`);
    }
    return c.json({ user: await summaryOf(name) });
  });

  app.delete(`${USERS_PATH}/:name`, async (c) => {
    const name = c.req.param('name');
    const actor = c.get('admin').key;
    await (await store()).users.remove(name, actor);
    log(`[auth] ${quoted(actor)} removed ${quoted(name)}`);
    return c.json({ removed: userKey(name) });
  });

  app.post(`${USERS_PATH}/:name/sign-out`, async (c) => {
    const name = c.req.param('name');
    const actor = c.get('admin').key;
    const { users, sessions } = await store();
    if (!(await users.find(name)))
      throw new StoreRefusal(404, `No user named ${JSON.stringify(name)}.`);
    const ended = await sessions.endAll(name, actor);
    log(`[auth] ${quoted(actor)} ended ${ended} sessions of ${quoted(name)}`);
    return c.json({ ended });
  });

  return app;
}
