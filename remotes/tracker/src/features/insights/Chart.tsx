export interface ChartSeries {
  label: string;
  color: string;
  values: readonly (number | null)[];
}

/**
 * A small SVG chart that scales to its container (375 px phones included): stacked bars or lines over the same
 * x labels. The picture is decorative for screen readers (`aria-hidden`); the table beside it carries the figures.
 */
export function Chart({
  kind,
  labels,
  series,
  max,
  unit,
}: {
  kind: 'bars' | 'lines';
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** Top of the y axis; the largest value (or stack) when left out. */
  max?: number;
  unit: string;
}) {
  const width = 320;
  const height = 140;
  const left = 28;
  const bottom = 18;
  const plotWidth = width - left - 4;
  const plotHeight = height - bottom - 6;
  const columns = Math.max(1, labels.length);
  const stackTotals = labels.map((_, i) => series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0));
  const top =
    max ??
    Math.max(
      1,
      kind === 'bars'
        ? Math.max(...stackTotals)
        : Math.max(...series.flatMap((s) => s.values.map((v) => v ?? 0))),
    );
  const y = (value: number) => 6 + plotHeight - (value / top) * plotHeight;
  const x = (index: number) => left + (index + 0.5) * (plotWidth / columns);
  const barWidth = (plotWidth / columns) * 0.7;
  return (
    <figure className="pro-chart">
      <svg viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false" data-unit={unit}>
        {[0, 0.5, 1].map((f) => (
          <g key={f}>
            <line x1={left} x2={width - 4} y1={y(top * f)} y2={y(top * f)} className="pro-chart__grid" />
            <text x={left - 4} y={y(top * f) + 3} textAnchor="end" className="pro-chart__axis">
              {Math.round(top * f * 10) / 10}
            </text>
          </g>
        ))}
        {labels.map((label, i) =>
          i % 2 === columns % 2 || columns <= 6 ? (
            <text key={label} x={x(i)} y={height - 4} textAnchor="middle" className="pro-chart__axis">
              {label}
            </text>
          ) : null,
        )}
        {kind === 'bars'
          ? labels.map((label, i) => {
              let base = 0;
              return (
                <g key={label}>
                  {series.map((s) => {
                    const value = s.values[i] ?? 0;
                    if (value <= 0) return null;
                    const rect = (
                      <rect
                        key={s.label}
                        x={x(i) - barWidth / 2}
                        width={barWidth}
                        y={y(base + value)}
                        height={y(base) - y(base + value)}
                        fill={s.color}
                      />
                    );
                    base += value;
                    return rect;
                  })}
                </g>
              );
            })
          : series.map((s) => {
              const points = s.values
                .map((v, i) => (v === null ? null : `${x(i)},${y(v)}`))
                .filter((point): point is string => point !== null);
              return (
                <g key={s.label}>
                  <polyline points={points.join(' ')} fill="none" stroke={s.color} strokeWidth={2} />
                  {points.map((point) => {
                    const [cx, cy] = point.split(',');
                    return <circle key={point} cx={cx} cy={cy} r={2.5} fill={s.color} />;
                  })}
                </g>
              );
            })}
      </svg>
      <figcaption className="pro-chart__legend">
        {series.map((s) => (
          <span key={s.label}>
            <span className="pro-chart__swatch" style={{ background: s.color }} aria-hidden="true" />
            {s.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}

/** The same figures as a table, for screen readers and anyone who prefers numbers. */
export function ChartTable({
  caption,
  labelHeader,
  labels,
  series,
}: {
  caption: string;
  labelHeader: string;
  labels: readonly string[];
  series: readonly ChartSeries[];
}) {
  return (
    <details className="pro-chart__details">
      <summary>Show as a table</summary>
      <div className="pro-table-wrap" role="region" aria-label={caption} tabIndex={0}>
        <table className="pro-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeader}</th>
              {series.map((s) => (
                <th scope="col" key={s.label}>
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, i) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {series.map((s) => (
                  <td key={s.label}>{s.values[i] ?? '–'}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
