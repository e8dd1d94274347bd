// The /app/v1 routes of watches (issue 41), spread into the route table (routes.ts). A watch is
// addressed by its saved search: its id is the search's. Checked as AppRoutes where spread.
import { z } from 'zod';
import {
  deleteWatchAnswerSchema,
  runNowAnswerSchema,
  teamTimeZoneAnswerSchema,
  teamTimeZoneBodySchema,
  watchAnswerSchema,
  watchBodySchema,
  watchesAnswerSchema,
  watchesQuerySchema,
  watchRunIdsAnswerSchema,
  watchRunsAnswerSchema,
  watchRunsQuerySchema,
} from './watch-contract';

export const WATCH_ROUTES = {
  // The caller's watches (an admin's whole team's with ?all=true), each with its last run.
  watches: {
    method: 'GET',
    path: '/watches',
    query: watchesQuerySchema,
    answer: watchesAnswerSchema,
  },
  getWatch: { method: 'GET', path: '/searches/:id/watch', answer: watchAnswerSchema },
  putWatch: {
    method: 'PUT',
    path: '/searches/:id/watch',
    body: watchBodySchema,
    answer: watchAnswerSchema,
  },
  deleteWatch: { method: 'DELETE', path: '/searches/:id/watch', answer: deleteWatchAnswerSchema },
  // Run now: enqueued at once; the answer's jobId names the run in the history once it starts.
  runWatch: {
    method: 'POST',
    path: '/searches/:id/watch/runs',
    body: z.strictObject({}),
    answer: runNowAnswerSchema,
    created: true,
  },
  watchRuns: {
    method: 'GET',
    path: '/searches/:id/watch/runs',
    query: watchRunsQuerySchema,
    answer: watchRunsAnswerSchema,
  },
  watchRunIds: {
    method: 'GET',
    path: '/searches/:id/watch/runs/:run',
    answer: watchRunIdsAnswerSchema,
  },

  // The team's time zone: the hour of every watch is in it. Anyone reads it; an admin sets it.
  teamTimeZone: { method: 'GET', path: '/team/time-zone', answer: teamTimeZoneAnswerSchema },
  putTeamTimeZone: {
    method: 'PUT',
    path: '/team/time-zone',
    body: teamTimeZoneBodySchema,
    answer: teamTimeZoneAnswerSchema,
    adminOnly: 'Only an admin can change the team’s time zone.',
  },
} as const;
