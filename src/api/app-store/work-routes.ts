// The routes of the background work's overview (work-contract.ts), spread into the route table.
import { jobsAnswerSchema, jobsQuerySchema } from './work-contract';

export const WORK_ROUTES = {
  // Jobs the queue holds (waiting, running, done for a week): an admin's the team's, a member's
  // their own.
  jobs: { method: 'GET', path: '/jobs', query: jobsQuerySchema, answer: jobsAnswerSchema },
} as const;
