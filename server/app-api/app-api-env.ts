// Who is calling /app/v1, as the mount established it. Its own module so the API and its route
// registration share it without importing each other.

/**
 * The user (lists belong to it) and whether they are a team admin (team settings). Absent
 * `appRole` means a member.
 */
export type AppApiEnv = { Bindings: { appUser: string; appRole?: 'admin' | 'member' } };
