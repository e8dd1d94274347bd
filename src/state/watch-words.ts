// What the panel, the Watch dialog and the Usage screen's background work say about a watch and
// its runs: "Watching daily at 07:00 · last run 3 h ago: +12", "every Monday at 07:00", a run's
// status in words.
import type { Watch, WatchRun } from '../api/app-store/watch-contract';
import { formatDate } from '../lib/format';
import { integerFormat } from '../lib/plural';

export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** 7 → "07:00". */
export function hourWords(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

/** "daily at 07:00" / "every Monday at 07:00". */
export function scheduleWords(watch: Pick<Watch, 'frequency' | 'weekday' | 'hour'>): string {
  const at = `at ${hourWords(watch.hour)}`;
  if (watch.frequency === 'weekly' && watch.weekday !== null)
    return `every ${WEEKDAY_NAMES[watch.weekday] ?? 'week'} ${at}`;
  return `daily ${at}`;
}

/** "just now", "12 min ago", "3 h ago", "2 d ago". */
export function agoWords(iso: string, now: Date): string {
  const minutes = Math.max(0, Math.round((now.getTime() - Date.parse(iso)) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.round(hours / 24)} d ago`;
}

const signed = (sign: '+' | '−', n: number) => `${sign}${integerFormat.format(n)}`;

/** What a finished run found, in brief: "+12", "+12 −3", "+12, stopped by its cap", "failed". */
function foundWords(run: WatchRun): string {
  if (run.status === 'running') return 'running now';
  if (run.status === 'failed') return 'failed';
  const found = run.removedCount
    ? `${signed('+', run.newCount)} ${signed('−', run.removedCount)}`
    : signed('+', run.newCount);
  return run.status === 'stopped-by-cap' ? `${found}, stopped by its cap` : found;
}

/** The row's line: "Watching daily at 07:00 · last run 3 h ago: +12", "Paused (daily at 07:00)". */
export function glanceWords(watch: Watch, now: Date): string {
  const schedule = scheduleWords(watch);
  if (watch.paused) return `Watch paused (${schedule})`;
  const run = watch.lastRun;
  if (!run) return `Watching ${schedule} · not run yet`;
  return `Watching ${schedule} · last run ${agoWords(run.startedAt, now)}: ${foundWords(run)}`;
}

/** A run's status in words, with what it said: "Done", "Stopped by its cap: This job has used …". */
export function runStatusWords(run: WatchRun): string {
  const said = run.message ? ` ${run.message}` : '';
  switch (run.status) {
    case 'running':
      return run.error ? `Trying again: ${run.error}` : 'Running…';
    case 'failed':
      return `Failed: ${run.error ?? 'the run did not finish.'}${said}`;
    case 'stopped-by-cap':
      return `Stopped by a cap.${said}`;
    default:
      return `Done.${said}`;
  }
}

/** "2 Nov 2026, 07:00" in the browser's own clock (the run's moment, not the team's hour). */
export function whenWords(iso: string): string {
  const at = new Date(iso);
  const time = `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
  const day = `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
  return `${formatDate(day)}, ${time}`;
}

/** "1,240 credits" / "no credits". */
export function creditsWords(credits: number): string {
  if (credits === 0) return 'no credits';
  return `${integerFormat.format(credits)} ${credits === 1 ? 'credit' : 'credits'}`;
}
