// The comparison's figures as a table (systems side by side, with 95% intervals where the run has them)
// and as a static SVG chart with its text alternative. Rendered at build time by the page and again by the
// rerun control with the reader's figures.
import type { SimResult } from '../../engine/browser.ts';
import { percent } from '../../shared/format.ts';
import { systemDescription } from '../../engine/systems.ts';
import { describePolicies, type CompareRow, type CompareSettings } from './compare-model.ts';

const name = (r: CompareRow) => systemDescription(r.system).name;

// Kept here, not in format.ts, whose chunk every rule page loads.
const interval = (ci: readonly [number, number]) => `${percent(ci[0])} – ${percent(ci[1])}`;
/** A share with its 95% interval beneath it. */
const share = (n: number, r: SimResult, ci: readonly [number, number]): Cell => [percent(n / r.games), interval(ci)];
const fixed = (n: number) => n.toFixed(2);

/** A cell's figure, or a figure and its interval. */
type Cell = string | readonly [string, string];

interface Figure {
  label: string;
  /** What the figure is, read out after the label. */
  note?: string;
  cell: (row: CompareRow) => Cell;
}

const FIGURES: readonly Figure[] = [
  { label: 'Player I wins', note: 'share of games; 95% interval', cell: ({ result: r }) => share(r.instigatorWins, r, r.intervals.instigator) },
  { label: 'Player R wins', note: 'share of games; 95% interval', cell: ({ result: r }) => share(r.retaliatorWins, r, r.intervals.retaliator) },
  { label: 'Draws', note: 'share of games; 95% interval', cell: ({ result: r }) => share(r.draws, r, r.intervals.draw) },
  {
    label: 'Mean length',
    note: 'Turns (WAR: rounds) a game',
    cell: ({ system, result: r }) => `${fixed(r.meanTurns)} ${systemDescription(system).turnsAre ?? 'Turns'}`,
  },
  { label: 'Decisions a game, Player I', cell: ({ result: r }) => fixed(r.decisions.instigator) },
  { label: 'Decisions a game, Player R', cell: ({ result: r }) => fixed(r.decisions.retaliator) },
  { label: 'Longest wait', note: 'decisions in a row by one player, mean over games', cell: ({ result: r }) => fixed(r.longestWait) },
  {
    label: 'Double knock-outs',
    note: 'exchanges where both players lost a combatant, over all games',
    cell: ({ result: r }) => r.doubleKnockouts.toLocaleString('en'),
  },
];

export function CompareTable({ rows, caption }: { rows: readonly CompareRow[]; caption: string }) {
  return (
    <div class="sow-compare__scroll" role="region" aria-label={`${caption} (scrollable)`} tabIndex={0}>
      <table class="sow-compare-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Figure</th>
            {rows.map((r) => (
              <th scope="col" key={r.system}>
                {name(r)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {FIGURES.map((f) => (
            <tr key={f.label}>
              <th scope="row">
                {f.label}
                {f.note && <span class="sow-compare__note">{` (${f.note})`}</span>}
              </th>
              {rows.map((r) => {
                const c = f.cell(r);
                return (
                  <td key={r.system}>
                    {typeof c === 'string' ? (
                      c
                    ) : (
                      <>
                        {c[0]}
                        <span class="sow-compare__interval">{` (${c[1]})`}</span>
                      </>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The run's settings as a caption: what was played, how many times, from which seed. */
export function compareCaption(s: CompareSettings, where: string): string {
  return `${s.games.toLocaleString('en')} games a system, seed ${s.seed}, ${describePolicies(s.policies)} (Player I v Player R), ${where}`;
}

interface Panel {
  title: string;
  /** One or two stacked segments a system, each with its class. */
  segments: (r: SimResult) => Array<{ value: number; cls: string }>;
  text: (r: SimResult) => string;
}

const PANELS: readonly Panel[] = [
  {
    title: 'Games won: Player I, draws, Player R',
    segments: (r) => [
      { value: r.instigatorWins / r.games, cls: 'sow-bar--i' },
      { value: r.draws / r.games, cls: 'sow-bar--draw' },
      { value: r.retaliatorWins / r.games, cls: 'sow-bar--r' },
    ],
    text: (r) => `${percent(r.instigatorWins / r.games, 0)} / ${percent(r.draws / r.games, 0)} / ${percent(r.retaliatorWins / r.games, 0)}`,
  },
  {
    title: 'Decisions a game: Player I, then Player R',
    segments: (r) => [
      { value: r.decisions.instigator, cls: 'sow-bar--i' },
      { value: r.decisions.retaliator, cls: 'sow-bar--r' },
    ],
    text: (r) => `${fixed(r.decisions.instigator)} + ${fixed(r.decisions.retaliator)}`,
  },
  {
    title: 'Longest wait: decisions in a row by one player',
    segments: (r) => [{ value: r.longestWait, cls: 'sow-bar--wait' }],
    text: (r) => fixed(r.longestWait),
  },
  {
    title: 'Double knock-outs a game',
    segments: (r) => [{ value: r.doubleKnockouts / r.games, cls: 'sow-bar--both' }],
    text: (r) => fixed(r.doubleKnockouts / r.games),
  },
];

const LEGEND = [
  ['sow-bar--i', 'Player I'],
  ['sow-bar--draw', 'Draw'],
  ['sow-bar--r', 'Player R'],
] as const;

const LEFT = 20;
const BAR = 52;
const ROW = 6;
const PANEL_HEAD = 7;

/** The chart's words: every bar's value, so a reader who cannot see the chart loses nothing. */
export function chartText(rows: readonly CompareRow[]): string {
  return PANELS.map((p) => `${p.title}: ${rows.map((r) => `${name(r)} ${p.text(r.result)}`).join('; ')}.`).join(' ');
}

export function CompareChart({ rows, id }: { rows: readonly CompareRow[]; id: string }) {
  const height = PANELS.length * (PANEL_HEAD + rows.length * ROW) + 2;
  return (
    <figure class="sow-compare-chart">
      <svg viewBox={`0 0 100 ${height}`} role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`}>
        <title id={`${id}-title`}>The four turn systems' figures as bars</title>
        <desc id={`${id}-desc`}>{chartText(rows)}</desc>
        {PANELS.map((p, k) => {
          const top = k * (PANEL_HEAD + rows.length * ROW);
          // Each panel on its own scale: the largest total fills the bar's width (wins are shares of 1).
          const max = k === 0 ? 1 : Math.max(1e-9, ...rows.map((r) => p.segments(r.result).reduce((a, s) => a + s.value, 0)));
          return (
            <g key={p.title}>
              <text class="sow-compare-chart__title" x={0} y={top + 5}>
                {p.title}
              </text>
              {rows.map((r, i) => {
                const y = top + PANEL_HEAD + i * ROW;
                let x = LEFT;
                return (
                  <g key={r.system}>
                    <text class="sow-compare-chart__label" x={LEFT - 1} y={y + 3.6} text-anchor="end">
                      {name(r)}
                    </text>
                    {p.segments(r.result).map((s, j) => {
                      const w = (s.value / max) * BAR;
                      const rect = <rect key={j} class={`sow-bar ${s.cls}`} x={x} y={y} width={Math.max(0, w)} height={ROW - 1.5} />;
                      x += w;
                      return rect;
                    })}
                    <text class="sow-compare-chart__value" x={LEFT + BAR + 1} y={y + 3.6}>
                      {p.text(r.result)}
                    </text>
                  </g>
                );
              })}
            </g>
          );
        })}
      </svg>
      <figcaption>
        <ul class="sow-legend">
          {LEGEND.map(([cls, label]) => (
            <li key={cls}>
              <svg class="sow-legend__swatch" viewBox="0 0 4 1" aria-hidden="true">
                <rect class={`sow-bar ${cls}`} width={4} height={1} />
              </svg>
              {label}
            </li>
          ))}
        </ul>
        Each panel has its own scale; the numbers beside the bars are the table's.
      </figcaption>
    </figure>
  );
}
