// The Lab's chart for two parameters at once. Loaded only when a second parameter is chosen: most
// questions have one, and the Lab's page must stay under its script budget before a touch.
import { H, W, type LabPoint } from './LabChart.tsx';

/**
 * Two parameters at once: a cell for each pair of values, shaded by the Instigator's exact chance to win
 * the Match (darker: likelier), its figure written in the cell so colour is never the only cue.
 */
export function LabHeatMap({
  points,
  columns,
  rows,
  axis,
  rowAxis,
  label,
}: {
  points: readonly LabPoint[];
  columns: readonly string[];
  rows: readonly string[];
  axis: string;
  rowAxis: string;
  label: string;
}) {
  const cw = W / columns.length;
  const ch = Math.min(1, H / rows.length);
  return (
    <figure class="sow-chart sow-heat">
      <svg viewBox={`-2 -0.4 ${W + 2.8} ${rows.length * ch + 1.6}`} role="img" aria-label={label}>
        {points.map((pt, i) => {
          const x = (i % columns.length) * cw;
          const y = Math.floor(i / columns.length) * ch;
          const p = pt.odds.instigator;
          return (
            <g key={i}>
              <rect x={x} y={y} width={cw} height={ch} class="sow-heat__cell" style={{ fillOpacity: 0.08 + 0.92 * p }} />
              <text
                class={`sow-chart__tick sow-heat__figure${p > 0.55 ? ' sow-heat__figure--on-dark' : ''}`}
                x={x + cw / 2}
                y={y + ch / 2 + 0.12}
                text-anchor="middle"
              >
                {`${Math.round(p * 100)}%`}
              </text>
            </g>
          );
        })}
        {rows.map((r, j) => (
          <text key={r} class="sow-chart__tick" x={-0.15} y={j * ch + ch / 2 + 0.12} text-anchor="end">
            {r}
          </text>
        ))}
        {columns.map((c, i) => (
          <text key={c} class="sow-chart__tick" x={i * cw + cw / 2} y={rows.length * ch + 0.45} text-anchor="middle">
            {c}
          </text>
        ))}
        <text class="sow-chart__axis" x={W / 2} y={rows.length * ch + 0.95} text-anchor="middle">
          {axis}
        </text>
      </svg>
      <figcaption>{`Rows: ${rowAxis}. Each cell: the Instigator's combatant wins the Match (exact); darker is likelier.`}</figcaption>
    </figure>
  );
}
