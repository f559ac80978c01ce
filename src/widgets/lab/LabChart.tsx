// The Lab's chart: one point per value of the parameter (evenly spaced, labelled with the value), the
// exact Match odds as the Odds chart's three lines, and simulated whole-game shares as marks.
import type { MatchOdds, SweepSim } from '../../engine/browser.ts';
import { oddsSeries, share } from '../views/odds-series.ts';

/** The charts' drawing units (LabHeatMap.tsx shares them). */
export const W = 12;
export const H = 6;

const SIM_SERIES = [
  { key: 'instigatorWins', label: 'Instigator wins the game (simulated)', cls: 'sow-mark--i' },
  { key: 'retaliatorWins', label: 'Retaliator wins the game (simulated)', cls: 'sow-mark--r' },
  { key: 'draws', label: 'Draw (simulated)', cls: 'sow-mark--both' },
] as const;

export interface LabPoint {
  label: string;
  /** The second parameter's value, in a grid. */
  across?: string;
  odds: MatchOdds;
  sim: SweepSim | null;
}

export function LabChart({ points, axis, label }: { points: readonly LabPoint[]; axis: string; label: string }) {
  const n = points.length;
  const x = (i: number) => (n === 1 ? W / 2 : (i / (n - 1)) * W);
  const y = (p: number) => H - p * H;
  const anySim = points.some((p) => p.sim && p.sim.games > 0);
  const series = oddsSeries(points);
  return (
    <figure class="sow-chart">
      <svg viewBox={`-2 -0.4 ${W + 2.8} ${H + 1.6}`} role="img" aria-label={label}>
        {[0, 0.25, 0.5, 0.75, 1].map((p) => (
          <g key={p}>
            <line class="sow-chart__grid" x1={0} y1={y(p)} x2={W} y2={y(p)} />
            <text class="sow-chart__tick" x={-0.15} y={y(p) + 0.12} text-anchor="end">
              {`${p * 100}%`}
            </text>
          </g>
        ))}
        {points.map((pt, i) => (
          <text key={i} class="sow-chart__tick" x={x(i)} y={H + 0.45} text-anchor="middle">
            {pt.label}
          </text>
        ))}
        <text class="sow-chart__axis" x={W / 2} y={H + 0.95} text-anchor="middle">
          {axis}
        </text>
        {series.map((s) => (
          <g key={s.key}>
            <polyline class={`sow-series ${s.cls}`} points={points.map((pt, i) => `${x(i).toFixed(3)},${y(share(pt.odds, s)).toFixed(4)}`).join(' ')} />
            {points.map((pt, i) => (
              <circle key={i} class={`sow-dot ${s.cls}`} cx={x(i)} cy={y(share(pt.odds, s))} r={0.07} />
            ))}
          </g>
        ))}
        {SIM_SERIES.map((s) =>
          points.map((pt, i) =>
            pt.sim && pt.sim.games > 0 ? (
              <rect key={`${s.key}-${i}`} class={`sow-mark ${s.cls}`} x={x(i) - 0.09} y={y(pt.sim[s.key] / pt.sim.games) - 0.09} width={0.18} height={0.18} />
            ) : null,
          ),
        )}
      </svg>
      <figcaption>
        <ul class="sow-legend">
          {series.map((s) => (
            <li key={s.key}>
              <svg viewBox="0 0 2 0.4" aria-hidden="true" class="sow-legend__swatch">
                <line class={`sow-series ${s.cls}`} x1={0} y1={0.2} x2={2} y2={0.2} />
              </svg>
              {`${s.label} (exact, one Match)`}
            </li>
          ))}
          {anySim &&
            SIM_SERIES.map((s) => (
              <li key={s.key}>
                <svg viewBox="0 0 0.4 0.4" aria-hidden="true" class="sow-legend__mark">
                  <rect class={`sow-mark ${s.cls}`} x={0.1} y={0.1} width={0.2} height={0.2} />
                </svg>
                {s.label}
              </li>
            ))}
        </ul>
      </figcaption>
    </figure>
  );
}
