// When a watch is due, in the team's time zone: pure functions of the clock, so the hourly tick's
// rule is tested across zones and daylight-saving changes without waiting for them.
//
// The tick runs at the top of every UTC hour (and once at start-up). A watch of hour H is due for
// local date D at the first tick of D whose local hour is H or later: on an ordinary day that is
// the H:00 tick; on a spring-forward day whose H:00 does not exist, the next tick after the jump;
// on a fall-back day whose H:00 comes twice, the first (and the run's key, its local date, keeps
// the second from running it again). A tick looks back a few hours, so a server down at H:00 runs
// the watch when it is back (within the look-back), and a watch created after its hour today first
// runs on the next day.

export interface WatchSchedule {
  frequency: 'daily' | 'weekly';
  /** 0 Sunday … 6 Saturday, local. */
  weekday: number | null;
  /** 0–23, local. */
  hour: number;
  createdAt: Date;
}

export interface LocalTime {
  /** YYYY-MM-DD */
  date: string;
  hour: number;
  /** 0 Sunday … 6 Saturday */
  weekday: number;
}

const HOUR_MS = 3_600_000;
/** Ticks missed by a server that was down this many hours or less are caught up. */
const LOOK_BACK_HOURS = 3;

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
      weekday: 'short',
    });
    formatters.set(zone, format);
  }
  return format;
}

/** The date, hour and weekday at `at` in `zone` (an IANA name). */
export function localTime(at: Date, zone: string): LocalTime {
  const parts = Object.fromEntries(
    formatterFor(zone)
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour) % 24,
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
  };
}

/** Whether the tick at `tick` is the first of its local day at or after the watch's hour. */
function crossesHour(tick: Date, zone: string, hour: number): LocalTime | undefined {
  const now = localTime(tick, zone);
  if (now.hour < hour) return undefined;
  const before = localTime(new Date(tick.getTime() - HOUR_MS), zone);
  return before.date !== now.date || before.hour < hour ? now : undefined;
}

/**
 * The local date whose run of this watch is due at `now`, or null: the watch's hour was crossed
 * at one of the last LOOK_BACK_HOURS hourly ticks (on its weekday, for a weekly one), after the
 * watch was created.
 */
export function dueDate(watch: WatchSchedule, now: Date, zone: string): string | null {
  const topOfHour = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  for (let back = 0; back < LOOK_BACK_HOURS; back++) {
    const tick = new Date(topOfHour - back * HOUR_MS);
    if (tick < watch.createdAt) break;
    const crossed = crossesHour(tick, zone, watch.hour);
    if (!crossed) continue;
    if (watch.frequency === 'weekly' && crossed.weekday !== watch.weekday) continue;
    return crossed.date;
  }
  return null;
}
