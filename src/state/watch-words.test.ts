import { describe, expect, it } from 'vitest';
import type { Watch, WatchRun } from '../api/app-store/watch-contract';
import { agoWords, glanceWords, runStatusWords, scheduleWords } from './watch-words';

const NOW = new Date('2026-07-01T10:00:00Z');
const run = (change: Partial<WatchRun> = {}): WatchRun => ({
  id: 'r1',
  searchId: 's1',
  jobId: 'j1',
  trigger: 'scheduled',
  status: 'done',
  startedAt: '2026-07-01T07:00:00Z',
  finishedAt: '2026-07-01T07:00:05Z',
  matches: 300,
  newCount: 12,
  removedCount: 0,
  pulled: 0,
  traced: 0,
  credits: 0,
  message: null,
  error: null,
  ...change,
});
const watch = (change: Partial<Watch> = {}): Watch => ({
  searchId: 's1',
  searchName: 'Denver',
  owner: 'ann',
  mine: true,
  frequency: 'daily',
  weekday: null,
  hour: 7,
  listId: 'l1',
  listName: 'Denver — new leads',
  pullRecords: false,
  skipTrace: false,
  monthlyCreditCap: null,
  paused: false,
  createdAt: '2026-06-01T00:00:00Z',
  updatedAt: '2026-06-01T00:00:00Z',
  creditsThisMonth: 0,
  lastRun: run(),
  ...change,
});

describe('watch words', () => {
  it('says the schedule', () => {
    expect(scheduleWords({ frequency: 'daily', weekday: null, hour: 7 })).toBe('daily at 07:00');
    expect(scheduleWords({ frequency: 'weekly', weekday: 1, hour: 18 })).toBe(
      'every Monday at 18:00',
    );
  });

  it('says how long ago', () => {
    expect(agoWords('2026-07-01T09:59:50Z', NOW)).toBe('just now');
    expect(agoWords('2026-07-01T09:48:00Z', NOW)).toBe('12 min ago');
    expect(agoWords('2026-07-01T07:00:00Z', NOW)).toBe('3 h ago');
    expect(agoWords('2026-06-28T10:00:00Z', NOW)).toBe('3 d ago');
  });

  it('says a watched search at a glance', () => {
    expect(glanceWords(watch(), NOW)).toBe('Watching daily at 07:00 · last run 3 h ago: +12');
    expect(glanceWords(watch({ lastRun: run({ removedCount: 3 }) }), NOW)).toBe(
      'Watching daily at 07:00 · last run 3 h ago: +12 −3',
    );
    expect(glanceWords(watch({ lastRun: null }), NOW)).toBe(
      'Watching daily at 07:00 · not run yet',
    );
    expect(glanceWords(watch({ lastRun: run({ status: 'stopped-by-cap' }) }), NOW)).toBe(
      'Watching daily at 07:00 · last run 3 h ago: +12, stopped by its cap',
    );
    expect(glanceWords(watch({ paused: true }), NOW)).toBe('Watch paused (daily at 07:00)');
  });

  it('says a run’s status with what it said', () => {
    expect(runStatusWords(run())).toBe('Done.');
    expect(runStatusWords(run({ message: 'Watching the first 10,000 of 12,400 matches.' }))).toBe(
      'Done. Watching the first 10,000 of 12,400 matches.',
    );
    expect(
      runStatusWords(
        run({
          status: 'stopped-by-cap',
          message: 'This job has used 500 of its 500 monthly credits.',
        }),
      ),
    ).toBe('Stopped by a cap. This job has used 500 of its 500 monthly credits.');
    expect(
      runStatusWords(run({ status: 'failed', error: 'The list for new leads was deleted.' })),
    ).toBe('Failed: The list for new leads was deleted.');
  });
});
