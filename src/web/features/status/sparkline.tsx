/** A small line chart of recent values, drawn as inline SVG (no chart library for six lines). */
export function Sparkline({
  values,
  label,
  alert = false,
}: {
  values: readonly number[];
  label: string;
  alert?: boolean;
}) {
  const width = 160;
  const height = 40;
  const max = Math.max(1, ...values);
  const step = values.length > 1 ? width / (values.length - 1) : width;
  const points = values.map(
    (value, i) => `${(i * step).toFixed(1)},${(height - 2 - (value / max) * (height - 4)).toFixed(1)}`,
  );
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className={`h-10 w-full ${alert ? "text-destructive" : "text-primary"}`}
      role="img"
      aria-label={label}
      preserveAspectRatio="none"
    >
      <line x1="0" y1={height - 1} x2={width} y2={height - 1} className="stroke-border" strokeWidth="1" />
      {points.length > 1 ? (
        <polyline
          points={points.join(" ")}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
          vectorEffect="non-scaling-stroke"
        />
      ) : points.length === 1 ? (
        <circle cx={width / 2} cy={points[0]?.split(",")[1]} r="2" fill="currentColor" />
      ) : null}
    </svg>
  );
}
