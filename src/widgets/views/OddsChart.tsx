// Match odds against the gap, drawn as lines told apart by dash pattern and label, not by colour alone.
import type { MatchOdds } from '../../engine/browser.ts';
import { percent } from '../../shared/format.ts';
import { oddsSeries, share } from './odds-series.ts';

export interface OddsPoint {
  gap: number;
  odds: MatchOdds;
}

const W = 12;
const H = 6;

export function OddsChart({ points, maxGap, label }: { points: readonly OddsPoint[]; maxGap: number; label: string }) {
  const series = oddsSeries(points);
  const x = (g: number) => (g / maxGap) * W;
  const y = (p: number) => H - p * H;
  const ticks = [];
  for (let g = 0; g <= maxGap; g += 2) ticks.push(g);
  return (
    <figure class="sow-chart">
      <svg viewBox={`-2 -0.4 ${W + 2.4} ${H + 1.1}`} role="img" aria-label={label}>
        {[0, 0.25, 0.5, 0.75, 1].map((p) => (
          <g key={p}>
            <line class="sow-chart__grid" x1={0} y1={y(p)} x2={W} y2={y(p)} />
            <text class="sow-chart__tick" x={-0.15} y={y(p) + 0.12} text-anchor="end">
              {`${p * 100}%`}
            </text>
          </g>
        ))}
        {ticks.map((g) => (
          <text key={g} class="sow-chart__tick" x={x(g)} y={H + 0.45} text-anchor="middle">
            {`${g}`}
          </text>
        ))}
        {series.map((s) => (
          <polyline
            key={s.key}
            class={`sow-series ${s.cls}`}
            points={points.map((pt) => `${x(pt.gap).toFixed(3)},${y(share(pt.odds, s)).toFixed(4)}`).join(' ')}
          />
        ))}
      </svg>
      {/* In the page's own type, not the drawing's: it stays legible however narrow the chart. */}
      <p class="sow-chart__axis-title">Gap between the bases at the start of the Match (in)</p>
      <figcaption>
        <ul class="sow-legend">
          {series.map((s) => (
            <li key={s.key}>
              <svg viewBox="0 0 2 0.4" aria-hidden="true" class="sow-legend__swatch">
                <line class={`sow-series ${s.cls}`} x1={0} y1={0.2} x2={2} y2={0.2} />
              </svg>
              {s.label}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}

/** The figures behind the chart at whole inches, for readers who want numbers (or cannot see lines). */
export function OddsTable({ points }: { points: readonly OddsPoint[] }) {
  const series = oddsSeries(points);
  const whole = points.filter((p) => Number.isInteger(p.gap));
  return (
    <table class="sow-odds-table">
      <caption>Exact Match odds by gap (open field, each side playing its policy)</caption>
      <thead>
        <tr>
          <th scope="col">Gap</th>
          {series.map((s) => (
            <th scope="col" key={s.key}>
              {s.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {whole.map((p) => (
          <tr key={p.gap}>
            <th scope="row">{p.gap === 0 ? '0 in (in contact)' : `${p.gap} in`}</th>
            {series.map((s) => (
              <td key={s.key}>{percent(share(p.odds, s))}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
