// The team's users over /auth (the app's own server, password sign-in): the session answer, and
// the admin's users API (list, add, reset a password, change a role, remove, end sessions), shared
// by the server (validation) and the browser (parsing answers).
import { z } from 'zod';

const TEAM_ROLES = ['admin', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const USERS_PATH = '/auth/users';

const teamUserSchema = z.object({
  name: z.string(),
  role: z.enum(TEAM_ROLES),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
  /** Sessions that have not ended or expired. */
  sessions: z.number().int(),
  /** Credits a month (issue 39); null: no cap of their own. Set through /app/v1/caps/member. */
  monthlyCreditCap: z.number().int().nullable().default(null),
});
export type TeamUser = z.infer<typeof teamUserSchema>;

export const usersAnswerSchema = z.object({ users: z.array(teamUserSchema) });

/** Name and password rules are the server's (it answers 400 with the sentence to show). */
export const addUserBodySchema = z.strictObject({
  name: z.string().max(64),
  password: z.string().max(1024),
  role: z.enum(TEAM_ROLES),
});
export type AddUserBody = z.infer<typeof addUserBodySchema>;

export const changeUserBodySchema = z
  .strictObject({
    role: z.enum(TEAM_ROLES).optional(),
    password: z.string().max(1024).optional(),
  })
  .refine((body) => body.role !== undefined || body.password !== undefined, {
    error: 'Send a new role or a new password',
  });
export type ChangeUserBody = z.infer<typeof changeUserBodySchema>;

export const userAnswerSchema = z.object({ user: teamUserSchema });

export const sessionsEndedAnswerSchema = z.object({ ended: z.number().int() });

export const removedAnswerSchema = z.object({ removed: z.string() });
