// The Lab's figures as a table, one row a cell: the exact Match odds, and the games played once a run has started.
import type { ComponentChildren } from 'preact';
import type { SweepSim } from '../../engine/browser.ts';
import { percent } from '../../shared/format.ts';
import { oddsSeries, share } from '../views/odds-series.ts';
import type { LabPoint } from './LabChart.tsx';
import type { LabModel } from './lab-model.ts';

const interval = (ci: readonly [number, number]) => `${percent(ci[0])} – ${percent(ci[1])}`;

/**
 * The figures, one row a cell. Where the box is narrow (a phone, or a desktop's column once whole games
 * add five columns) each row becomes a card of label and figure pairs (widgets.css): nothing is off screen.
 */
export function LabTable(props: {
  model: LabModel;
  points: readonly LabPoint[];
  bands: string[] | null;
  paramTitle: string;
  acrossTitle: string | null;
  hasSims: boolean;
}) {
  const { model: m, points, bands, paramTitle, acrossTitle, hasSims } = props;
  const series = oddsSeries(points);
  const done = m.status === 'done';
  const simNote = !hasSims
    ? ''
    : `; whole games, ${m.games.toLocaleString('en')} ${acrossTitle ? 'a cell' : 'a value'}, seed ${m.seed}${done ? '' : m.status === 'running' ? ' (running)' : ' (cancelled early)'}, with 95% intervals`;
  const heads = [
    ...(acrossTitle ? [acrossTitle] : []),
    ...(bands ? ['Defence band'] : []),
    ...series.map((s) => `Match: ${s.label}`),
    ...(hasSims ? ['Games played', 'Game: Instigator wins', 'Game: Retaliator wins', 'Game: draw', 'Mean Turns'] : []),
  ];
  const games = (won: number, sim: SweepSim, ci: readonly [number, number]) => (
    <span>
      {percent(won / sim.games)} <span class="sow-lab-table__ci">{`(${interval(ci)})`}</span>
    </span>
  );
  return (
    <table class={`sow-lab-table${hasSims || acrossTitle ? ' sow-lab-table--wide' : ''}`}>
      <caption>{`Exact Match odds at a gap of ${m.gap} in (open field, ${m.policies.instigator} v ${m.policies.retaliator})${simNote}`}</caption>
      <thead>
        <tr>
          <th scope="col">{paramTitle}</th>
          {heads.map((h) => (
            <th scope="col" key={h}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {points.map((p, i) => {
          let k = 0;
          const cell = (content: ComponentChildren) => <td data-label={heads[k++]}>{content}</td>;
          return (
            <tr key={i}>
              <th scope="row" data-label={paramTitle}>
                {p.label}
              </th>
              {acrossTitle && cell(p.across)}
              {bands && cell(bands[i])}
              {series.map((s) => cell(percent(share(p.odds, s))))}
              {hasSims &&
                (p.sim && p.sim.games > 0 ? (
                  <>
                    {cell(p.sim.games.toLocaleString('en'))}
                    {cell(games(p.sim.instigatorWins, p.sim, p.sim.intervals.instigator))}
                    {cell(games(p.sim.retaliatorWins, p.sim, p.sim.intervals.retaliator))}
                    {cell(games(p.sim.draws, p.sim, p.sim.intervals.draw))}
                    {cell(p.sim.meanTurns.toFixed(1))}
                  </>
                ) : (
                  <td colSpan={5} data-label="Whole games">
                    not played
                  </td>
                ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
