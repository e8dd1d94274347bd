// The hourly tick's rule: which local date a watch is due for at a given moment, in several zones
// and across daylight-saving changes.
import { describe, expect, it } from 'vitest';
import { dueDate, localTime, type WatchSchedule } from './due';

const LONG_AGO = new Date('2020-01-01T00:00:00Z');
const daily = (hour: number, createdAt = LONG_AGO): WatchSchedule => ({
  frequency: 'daily',
  weekday: null,
  hour,
  createdAt,
});
const at = (iso: string) => new Date(iso);

/** Every hourly tick of a UTC day range at which the watch is due, as "tick → local date". */
function dueTicks(watch: WatchSchedule, zone: string, fromIso: string, hours: number) {
  const due: string[] = [];
  const dates = new Set<string>();
  for (let h = 0; h < hours; h++) {
    const tick = new Date(Date.parse(fromIso) + h * 3_600_000);
    const date = dueDate(watch, tick, zone);
    if (date && !dates.has(date)) {
      dates.add(date);
      due.push(`${tick.toISOString().slice(0, 16)} → ${date}`);
    }
  }
  return due;
}

describe('localTime', () => {
  it('reads the date, hour and weekday in a zone', () => {
    expect(localTime(at('2026-07-01T12:00:00Z'), 'America/Chicago')).toEqual({
      date: '2026-07-01',
      hour: 7,
      weekday: 3,
    });
    expect(localTime(at('2026-07-01T23:30:00Z'), 'Asia/Tokyo')).toEqual({
      date: '2026-07-02',
      hour: 8,
      weekday: 4,
    });
    expect(localTime(at('2026-07-01T00:00:00Z'), 'UTC').hour).toBe(0);
  });
});

describe('dueDate', () => {
  it('is due at the tick of the watch’s local hour, not before, in the team’s zone', () => {
    const watch = daily(7);
    // 07:00 in Chicago (CDT, UTC−5) is 12:00 UTC.
    expect(dueDate(watch, at('2026-07-01T11:00:00Z'), 'America/Chicago')).toBeNull();
    expect(dueDate(watch, at('2026-07-01T12:00:00Z'), 'America/Chicago')).toBe('2026-07-01');
    // In Tokyo (UTC+9) the same hour is 22:00 UTC the day before.
    expect(dueDate(watch, at('2026-06-30T22:00:00Z'), 'Asia/Tokyo')).toBe('2026-07-01');
    expect(dueDate(watch, at('2026-07-01T07:00:00Z'), 'UTC')).toBe('2026-07-01');
  });

  it('is due once per local day over days of hourly ticks', () => {
    expect(dueTicks(daily(7), 'America/Chicago', '2026-07-01T00:00:00Z', 72)).toEqual([
      '2026-07-01T12:00 → 2026-07-01',
      '2026-07-02T12:00 → 2026-07-02',
      '2026-07-03T12:00 → 2026-07-03',
    ]);
  });

  it('catches up a tick missed while no server ran, within the look-back', () => {
    expect(dueDate(daily(7), at('2026-07-01T14:05:00Z'), 'America/Chicago')).toBe('2026-07-01');
    expect(dueDate(daily(7), at('2026-07-01T15:00:00Z'), 'America/Chicago')).toBeNull();
  });

  it('first runs the next day when created after its hour', () => {
    const watch = daily(7, at('2026-07-01T12:30:00Z'));
    expect(dueDate(watch, at('2026-07-01T13:00:00Z'), 'America/Chicago')).toBeNull();
    expect(dueDate(watch, at('2026-07-02T12:00:00Z'), 'America/Chicago')).toBe('2026-07-02');
  });

  it('runs a weekly watch on its local weekday only', () => {
    const watch: WatchSchedule = { frequency: 'weekly', weekday: 1, hour: 23, createdAt: LONG_AGO };
    // Monday 23:00 in Sydney (AEST, UTC+10) is Monday 13:00 UTC.
    expect(dueTicks(watch, 'Australia/Sydney', '2026-06-28T00:00:00Z', 24 * 14)).toEqual([
      '2026-06-29T13:00 → 2026-06-29',
      '2026-07-06T13:00 → 2026-07-06',
    ]);
  });

  it('runs at the next hour when spring-forward skips the watch’s hour', () => {
    // 8 March 2026, Chicago: 02:00 CST becomes 03:00 CDT (08:00 UTC).
    expect(dueTicks(daily(2), 'America/Chicago', '2026-03-07T00:00:00Z', 72)).toEqual([
      '2026-03-07T08:00 → 2026-03-07',
      '2026-03-08T08:00 → 2026-03-08',
      '2026-03-09T07:00 → 2026-03-09',
    ]);
  });

  it('runs once when fall-back repeats the watch’s hour', () => {
    // 1 November 2026, Chicago: 01:00 CDT (06:00 UTC) comes again as 01:00 CST (07:00 UTC).
    const due = (iso: string) => dueDate(daily(1), at(iso), 'America/Chicago');
    expect(due('2026-11-01T06:00:00Z')).toBe('2026-11-01');
    // The second 01:00 is no crossing; the run key (the date) would stop it anyway.
    expect(dueTicks(daily(1), 'America/Chicago', '2026-10-31T00:00:00Z', 72)).toEqual([
      '2026-10-31T06:00 → 2026-10-31',
      '2026-11-01T06:00 → 2026-11-01',
      '2026-11-02T07:00 → 2026-11-02',
    ]);
  });

  it('runs at :30 UTC-hour ticks in a half-hour zone, at the local hour’s half past', () => {
    // India (UTC+5:30): the 02:00 UTC tick is 07:30 local, the first tick in the 07 hour.
    expect(dueDate(daily(7), at('2026-07-01T02:00:00Z'), 'Asia/Kolkata')).toBe('2026-07-01');
    expect(dueDate(daily(7), at('2026-07-01T01:00:00Z'), 'Asia/Kolkata')).toBeNull();
  });

  it('runs a midnight watch on the new local day', () => {
    expect(dueDate(daily(0), at('2026-07-01T05:00:00Z'), 'America/Chicago')).toBe('2026-07-01');
    expect(dueDate(daily(0), at('2026-07-01T04:00:00Z'), 'America/Chicago')).toBeNull();
  });
});
