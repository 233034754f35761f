import { useId } from 'react';
import type { WeekBucket } from './progressChartData';

/**
 * Four bars, one per week, as tall as the number of check-ins, with the count written on each bar so a child reads
 * it at a glance. The same figures are in a table for screen readers (the bars are hidden from them).
 */
export function ProgressChart({ buckets }: { buckets: readonly WeekBucket[] }) {
  const titleId = useId();
  const tallest = Math.max(1, ...buckets.map((bucket) => bucket.entries));
  return (
    <figure className="tracker-chart" aria-labelledby={titleId}>
      <figcaption id={titleId} className="tracker-chart__title">
        Check-ins in the last 4 weeks
      </figcaption>
      <div className="tracker-chart__bars" aria-hidden="true">
        {buckets.map((bucket) => (
          <div key={bucket.start} className="tracker-chart__column">
            <span className="tracker-chart__count">{bucket.entries}</span>
            <div className="tracker-chart__track">
              <div
                className="tracker-chart__bar"
                style={{ height: `${(bucket.entries / tallest) * 100}%` }}
              />
            </div>
            <span className="tracker-chart__label">{bucket.label}</span>
          </div>
        ))}
      </div>
      {/* Hidden on a wrapper: a table ignores overflow, so its cells would widen the page. */}
      <div className="visually-hidden">
        <table>
          <caption>Check-ins and average score (out of 10) per week</caption>
          <thead>
            <tr>
              <th scope="col">Week</th>
              <th scope="col">Check-ins</th>
              <th scope="col">Average score</th>
            </tr>
          </thead>
          <tbody>
            {buckets.map((bucket) => (
              <tr key={bucket.start}>
                <th scope="row">{bucket.label}</th>
                <td>{bucket.entries}</td>
                <td>{bucket.averageScore ?? 'none'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
