// A grey shimmering placeholder that holds the shape of content while it loads.
import './skeleton.css';

export interface SkeletonProps {
  /** CSS width, e.g. '60%' or 80 (px). */
  width?: string | number;
  height?: string | number;
}

export function Skeleton({ width = '100%', height = '0.9em' }: SkeletonProps) {
  return <span className="skeleton" aria-hidden="true" style={{ width, height }} />;
}
