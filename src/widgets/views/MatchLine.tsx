// A Match seen side on: both combatants on the line through their centres (the only line a Move
// follows), the gap between their bases, and where that line leaves the table behind each of them.
import { EPS, gap as engineGap, type Point, type Side, type Table } from '../../engine/browser.ts';
import { inches, SIDE_NAME } from '../models/format.ts';
import type { BaseColour } from '../../shared/palette.ts';

interface Fighter extends Point {
  id: string;
  removed: boolean;
}

interface MatchLineProps {
  table: Table;
  fighters: Record<Side, Fighter>;
  colours: Record<Side, BaseColour>;
  diameter: number;
}

/** Where the infinite line p + t·u crosses the table, as [tMin, tMax] (Liang–Barsky clipping). */
function clip(p: Point, u: Point, table: Table): [number, number] {
  let lo = -Infinity;
  let hi = Infinity;
  for (const [pos, dir, max] of [
    [p.x, u.x, table.width],
    [p.y, u.y, table.depth],
  ] as const) {
    if (Math.abs(dir) < 1e-12) continue;
    const a = (0 - pos) / dir;
    const b = (max - pos) / dir;
    lo = Math.max(lo, Math.min(a, b));
    hi = Math.min(hi, Math.max(a, b));
  }
  return [lo, hi];
}

export function MatchLine({ table, fighters, colours, diameter }: MatchLineProps) {
  const i = fighters.instigator;
  const r = fighters.retaliator;
  const centre = Math.hypot(r.x - i.x, r.y - i.y) || 1;
  const u = { x: (r.x - i.x) / centre, y: (r.y - i.y) / centre };
  const [edgeI, edgeR] = clip(i, u, table);
  const lo = Math.min(edgeI, -diameter) - 0.6;
  const hi = Math.max(edgeR, centre + diameter) + 0.6;
  const g = Math.max(0, engineGap(i, r, diameter));
  const rad = diameter / 2;
  const both = !i.removed && !r.removed;
  return (
    <figure class="sow-line">
      <svg
        viewBox={`${lo} -1.6 ${hi - lo} 2.6`}
        role="img"
        aria-label={both ? `${i.id} and ${r.id}, ${g <= EPS ? 'in base-to-base contact' : `${inches(g, 2)} apart`}` : 'The Match is over'}
      >
        <line class="sow-line__axis" x1={edgeI} y1={0} x2={edgeR} y2={0} />
        <line class="sow-line__edge" x1={edgeI} y1={-0.7} x2={edgeI} y2={0.7} />
        <line class="sow-line__edge" x1={edgeR} y1={-0.7} x2={edgeR} y2={0.7} />
        <text class="sow-line__note" x={edgeI} y={0.95} text-anchor="middle">
          edge
        </text>
        <text class="sow-line__note" x={edgeR} y={0.95} text-anchor="middle">
          edge
        </text>
        {both && g > EPS && (
          <>
            <line class="sow-line__gap" x1={rad} y1={-0.75} x2={centre - rad} y2={-0.75} />
            <text class="sow-line__gap-label" x={centre / 2} y={-0.95} text-anchor="middle">
              {inches(g, 2)}
            </text>
          </>
        )}
        {(['instigator', 'retaliator'] as const).map((side) => {
          const f = fighters[side];
          const t = side === 'instigator' ? 0 : centre;
          return (
            <g key={side} class={`sow-base${f.removed ? ' sow-base--removed' : ''}`} transform={`translate(${t} 0)`}>
              <circle r={rad} fill={colours[side].fill} class="sow-base__disc" />
              <text class="sow-base__label" fill={colours[side].ink} text-anchor="middle" dy="0.15">
                {f.id}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption>
        {both
          ? `${i.id} (${SIDE_NAME.instigator}, ${colours.instigator.name}) and ${r.id} (${SIDE_NAME.retaliator}, ${colours.retaliator.name}): ${g <= EPS ? 'in base-to-base contact' : `gap ${inches(g, 2)}`}. From each centre back to the table edge: ${i.id} ${inches(Math.max(0, -edgeI), 2)}, ${r.id} ${inches(Math.max(0, edgeR - centre), 2)}.`
          : `${[i, r]
              .filter((f) => f.removed)
              .map((f) => f.id)
              .join(' and ')} removed.`}
      </figcaption>
    </figure>
  );
}
