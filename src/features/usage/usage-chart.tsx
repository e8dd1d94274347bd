// Credits by day as a small hand-written SVG bar chart (a chart library would cost more than the
// whole screen). To assistive technology it is one image with a summary for its label; the same
// numbers are in a table only screen readers see, day by day.
import type { UsageAnswer } from '../../api/app-store/contract';
import { integerFormat } from '../../lib/plural';
import { chartSummary, creditsWords, shortDay } from './usage-words';

const WIDTH = 640;
const HEIGHT = 150;
const AXIS = 18;
const TOP = 14;

type Day = UsageAnswer['byDay'][number];

function Bars({ byDay, max }: { byDay: readonly Day[]; max: number }) {
  const step = WIDTH / byDay.length;
  const gap = step > 6 ? Math.min(4, step * 0.2) : 0;
  const plot = HEIGHT - AXIS - TOP;
  return byDay.map((day, index) => {
    const height = day.credits > 0 ? Math.max(2, (day.credits / max) * plot) : 0;
    const x = index * step + gap / 2;
    return (
      <g key={day.day}>
        <title>{`${shortDay(day.day)}: ${creditsWords(day.credits, day.unknownCalls)} credits`}</title>
        {/* The whole column answers the pointer, so a short bar's tooltip is easy to reach. */}
        <rect x={x} y={TOP} width={step - gap} height={plot} className="usage-chart__hit" />
        <rect
          x={x}
          y={HEIGHT - AXIS - height}
          width={step - gap}
          height={height}
          className="usage-chart__bar"
        />
        {day.unknownCalls > 0 ? (
          <circle
            cx={x + (step - gap) / 2}
            cy={HEIGHT - AXIS - height - 5}
            r={Math.min(3, step / 2)}
            className="usage-chart__unknown"
          />
        ) : null}
      </g>
    );
  });
}

export function UsageChart({ byDay }: { byDay: readonly Day[] }) {
  const highest = Math.max(0, ...byDay.map((day) => day.credits));
  const hasUnknown = byDay.some((day) => day.unknownCalls > 0);
  return (
    <figure className="usage-chart">
      <svg
        className="usage-chart__svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={chartSummary(byDay)}
      >
        <line
          x1={0}
          x2={WIDTH}
          y1={HEIGHT - AXIS}
          y2={HEIGHT - AXIS}
          className="usage-chart__axis"
        />
        <Bars byDay={byDay} max={Math.max(1, highest)} />
      </svg>
      <div className="usage-chart__scale" aria-hidden="true">
        <span>{byDay[0] ? shortDay(byDay[0].day) : ''}</span>
        <span>Highest day: {integerFormat.format(highest)}</span>
        <span>{byDay.at(-1) ? shortDay(byDay.at(-1)!.day) : ''}</span>
      </div>
      {hasUnknown ? (
        <figcaption className="usage-chart__legend">
          <span className="usage-chart__dot" aria-hidden="true" /> a day with calls of unknown cost
        </figcaption>
      ) : null}
      <table className="visually-hidden">
        <caption>Credits by day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Credits</th>
          </tr>
        </thead>
        <tbody>
          {byDay.map((day) => (
            <tr key={day.day}>
              <th scope="row">{shortDay(day.day)}</th>
              <td>{creditsWords(day.credits, day.unknownCalls)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
