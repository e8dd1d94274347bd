// Where the caller stands against the caps right now: their month, the team's day, and how long
// until the daily cap resets (midnight UTC). Each with a meter when there is a cap to fill.
import type { UsageAnswer } from '../../api/app-store/contract';
import { capShare, dailyCapWords, monthlyCapWords, shortDay } from './usage-words';

function CapMeter({ label, share }: { label: string; share: number | undefined }) {
  if (share === undefined) return null;
  return (
    <meter
      className="usage-caps__meter"
      aria-label={label}
      min={0}
      max={1}
      low={0.75}
      high={0.9}
      optimum={0}
      value={share}
    />
  );
}

export function UsageCaps({ caps, now }: { caps: UsageAnswer['caps']; now: number }) {
  const monthEnds = shortDay(caps.monthly.resetsAt.slice(0, 10));
  return (
    <ul className="usage-caps" aria-label="Caps">
      <li className="usage-caps__item">
        <span className="usage-caps__title">You this month</span>
        <span className="usage-caps__words">{monthlyCapWords(caps.monthly)}</span>
        <CapMeter label="Share of your monthly cap used" share={capShare(caps.monthly)} />
        <span className="usage-caps__hint">The month resets on {monthEnds} (UTC).</span>
      </li>
      <li className="usage-caps__item">
        <span className="usage-caps__title">Team today</span>
        <span className="usage-caps__words">{dailyCapWords(caps.daily, now)}</span>
        <CapMeter label="Share of the team’s daily cap used" share={capShare(caps.daily)} />
        <span className="usage-caps__hint">Days are counted in UTC.</span>
      </li>
    </ul>
  );
}
