// A labelled determinate progress bar (native <progress>, so assistive tech reads its value).
import './progress-bar.css';

export interface ProgressBarProps {
  value: number;
  max: number;
  /** Accessible name, e.g. "Export progress". */
  label: string;
  /** Visible text under the bar, e.g. "2,500 of 10,000 rows". */
  detail?: string;
}

export function ProgressBar({ value, max, label, detail }: ProgressBarProps) {
  const safeMax = Math.max(1, max);
  return (
    <div className="progress-bar">
      <progress
        className="progress-bar__track"
        value={Math.min(value, safeMax)}
        max={safeMax}
        aria-label={label}
      />
      {detail ? <span className="progress-bar__detail">{detail}</span> : null}
    </div>
  );
}
