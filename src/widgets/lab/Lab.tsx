// The designer's Lab: "what if this number were different?" For each value of one parameter, the
// engine's exact Match odds (sweepOdds) at once, and on request seeded five-a-side games (sweepSimOptions,
// played in the simulation worker one value after another) with 95% intervals. Figures: the engine's.
import { useEffect, useId, useMemo, useReducer, useRef } from 'preact/hooks';
import { defenceBand, paramInfo, PARAMETERS, type ParamId } from '../../engine/params.ts';
import { sweepOdds, sweepSimOptions, type SweepSim } from '../../engine/sweep.ts';
import type { SimResult } from '../../engine/simulate.ts';
import type { Side } from '../../engine/types.ts';
import { Problem } from '../common.tsx';
import { percent } from '../format.ts';
import { SERIES } from '../OddsChart.tsx';
import { ControllerSelect, RulingsControls } from '../Settings.tsx';
import { CopyLink } from '../ShareLink.tsx';
import { runSimulation, type SimRun } from '../sim-runner.ts';
import type { RulingChoice } from '../types.ts';
import { LabChart, type LabPoint } from './LabChart.tsx';
import { GAMES, GAP, initialModel, labReducer, SEED, setupOf, type LabModel } from './lab-model.ts';
import { labPlan, type LabEngine } from './lab-plan.ts';

export interface LabProps {
  /** The version whose rules play the games, and its engine (version.yaml). */
  version: string;
  engine: LabEngine;
  /** The other numbers in force, in words (built at build time from the engine's describeParams). */
  numbers: string;
  rulingChoices: readonly RulingChoice[];
  anchor?: string;
}

const SIDES: readonly Side[] = ['instigator', 'retaliator'];
const linkCodec = () => import('./lab-link.ts');

/** The worker's summary as the sweep's row: the same fields sweepSim picks from the tally. */
function sweepSimOf(r: SimResult): SweepSim {
  return { games: r.games, instigatorWins: r.instigatorWins, retaliatorWins: r.retaliatorWins, draws: r.draws, meanTurns: r.meanTurns, intervals: r.intervals };
}

const interval = (ci: readonly [number, number]) => `${percent(ci[0])} – ${percent(ci[1])}`;

export default function Lab({ version, engine, numbers, rulingChoices, anchor = 'lab' }: LabProps) {
  const [m, dispatch] = useReducer(labReducer, null, () => initialModel());
  const ids = { param: useId(), values: useId(), valuesHelp: useId(), gap: useId(), games: useId(), seed: useId() };
  const run = useRef<SimRun | null>(null);

  // A shared link (?lab=…) or a rule page's deep link (?param=move), read once after hydration.
  useEffect(() => {
    const search = window.location.search;
    const q = new URLSearchParams(search);
    if (!q.has('lab') && !q.has('param')) return;
    linkCodec().then(
      ({ readLabLink }) => {
        const read = readLabLink(search);
        if (read.kind === 'ok') dispatch({ type: 'load', setup: read.setup });
        else if (read.kind === 'bad') dispatch({ type: 'problem', text: `The link's Lab set-up could not be used (${read.problem}). Showing the defaults instead.` });
      },
      () => dispatch({ type: 'problem', text: 'The link reader could not be loaded. Showing the defaults instead.' }),
    );
  }, []);
  useEffect(() => () => run.current?.cancel(), []);

  const setup = setupOf(m);
  const plan = useMemo(() => labPlan(setup, engine), [m.param, m.values, m.gap, m.policies, m.rulings, m.games, m.seed]);
  const points = useMemo<LabPoint[]>(
    () => (plan.ok ? plan.plan.map((p, i) => ({ label: plan.labels[i]!, odds: sweepOdds(plan.options, p), sim: m.sims[i] ?? null })) : []),
    [plan, m.sims],
  );
  const info = paramInfo(m.param);
  const bands = plan.ok && (m.param === 'die' || m.param === 'fails-on') ? plan.plan.map((p) => defenceBand(p).text) : null;
  const total = plan.ok ? m.games * plan.plan.length : 0;
  const running = m.status === 'running';

  const start = () => {
    if (!plan.ok || m.games === 0 || running) return;
    const { options, plan: values } = plan;
    dispatch({ type: 'run', count: values.length });
    let before = 0;
    const next = (index: number) => {
      if (index >= values.length) {
        run.current = null;
        dispatch({ type: 'done' });
        return;
      }
      const so = sweepSimOptions(options, values[index]!);
      run.current = runSimulation(
        so,
        {
          sample: () => {},
          progress: (r) => dispatch({ type: 'progress', index, sim: sweepSimOf(r), played: before + r.games }),
          done: (r) => {
            dispatch({ type: 'progress', index, sim: sweepSimOf(r), played: before + r.games });
            before += so.games;
            next(index + 1);
          },
          error: (message) => dispatch({ type: 'failed', message }),
        },
        { sample: false },
      );
    };
    next(0);
  };
  const cancel = () => {
    run.current?.cancel();
    run.current = null;
    dispatch({ type: 'cancel' });
  };

  const policiesText = `${m.policies.instigator} Instigator v ${m.policies.retaliator} Retaliator`;
  const chartLabel = plan.ok
    ? `Match odds at a gap of ${m.gap} in, ${policiesText}, for ${info.title.toLowerCase()} ${plan.labels.join(', ')}: the Instigator's combatant wins ${points.map((p) => percent(p.odds.instigator)).join(', ')}. Figures in the table below.`
    : 'No chart: the values are not usable.';
  const hasSims = m.sims.some((s) => s !== null);

  return (
    <section class="sow-widget sow-lab" aria-label="Lab" id={anchor}>
      <p class="sow-widget__title">{`The Lab: ${version} rules`}</p>
      <Problem text={m.problem} onDismiss={() => dispatch({ type: 'problem', text: null })} />
      <fieldset class="sow-lab__question" disabled={running}>
        <legend>The question</legend>
        <div class="sow-controls">
          <span class="sow-field">
            <label for={ids.param}>Parameter</label>
            <select id={ids.param} value={m.param} onChange={(e) => dispatch({ type: 'param', param: (e.currentTarget as HTMLSelectElement).value as ParamId })}>
              {PARAMETERS.map((p) => (
                <option key={p.id} value={p.id}>
                  {`${p.title} (${p.id})`}
                </option>
              ))}
            </select>
          </span>
          <span class="sow-field sow-lab__values">
            <label for={ids.values}>Values (comma-separated)</label>
            <input
              id={ids.values}
              type="text"
              inputMode={m.param === 'table' ? 'text' : 'decimal'}
              value={m.values}
              maxLength={200}
              aria-invalid={!plan.ok}
              aria-describedby={ids.valuesHelp}
              onInput={(e) => dispatch({ type: 'values', text: (e.currentTarget as HTMLInputElement).value })}
            />
          </span>
        </div>
        <p id={ids.valuesHelp} class={plan.ok ? 'sow-lab__help' : 'sow-error'} role="status">
          {plan.ok ? `Allowed: ${info.range}.` : `Refused: ${plan.problem}`}
        </p>
        <div class="sow-controls">
          <span class="sow-field">
            <label for={ids.gap}>Gap for the Match odds (in)</label>
            <input id={ids.gap} type="number" min={GAP.min} max={GAP.max} step={GAP.step} value={m.gap} onChange={(e) => dispatch({ type: 'gap', gap: Number((e.currentTarget as HTMLInputElement).value) })} />
          </span>
          {SIDES.map((side) => (
            <ControllerSelect
              key={side}
              side={side}
              label={side === 'instigator' ? 'Instigator plays' : 'Retaliator plays'}
              allowPerson={false}
              value={m.policies[side]}
              onChange={(v) => v !== 'person' && dispatch({ type: 'policy', side, value: v })}
            />
          ))}
        </div>
        <RulingsControls choices={rulingChoices} rulings={m.rulings} onChange={(id, value) => dispatch({ type: 'ruling', id, value })} />
      </fieldset>
      <p class="sow-caption">{`Every other number as the ${version} sheet has it: ${numbers}.`}</p>

      {plan.ok && (
        <>
          <LabChart points={points} axis={`${info.title} (${info.id})`} label={chartLabel} />
          <div class="sow-lab__scroll" role="region" aria-label="Lab figures, scrollable" tabIndex={0}>
            <LabTable model={m} points={points} bands={bands} paramTitle={info.title} hasSims={hasSims} />
          </div>
        </>
      )}

      <div class="sow-sim" role="group" aria-label="Simulate whole games">
        <p class="sow-widget__subtitle">{`Whole games (${engine.ruleset}), five a side, seeded deployments, for each value`}</p>
        <div class="sow-controls">
          <span class="sow-field">
            <label for={ids.games}>Games per value</label>
            <input id={ids.games} type="number" min={GAMES.min} max={GAMES.max} step={GAMES.step} value={m.games} disabled={running} onChange={(e) => dispatch({ type: 'games', games: Number((e.currentTarget as HTMLInputElement).value) })} />
          </span>
          <span class="sow-field">
            <label for={ids.seed}>Seed</label>
            <input id={ids.seed} type="number" min={SEED.min} max={SEED.max} step={SEED.step} value={m.seed} disabled={running} onChange={(e) => dispatch({ type: 'seed', seed: Number((e.currentTarget as HTMLInputElement).value) })} />
          </span>
          {running ? (
            <button type="button" onClick={cancel}>
              Cancel
            </button>
          ) : (
            <button type="button" class="sow-primary" onClick={start} disabled={!plan.ok || m.games === 0}>
              Run games
            </button>
          )}
        </div>
        {(running || m.status === 'cancelled') && (
          <p class="sow-progress">
            <progress max={total} value={m.played} aria-label="Simulation progress" />
            <span>{`${m.played.toLocaleString('en')} of ${total.toLocaleString('en')} games${m.status === 'cancelled' ? ': cancelled' : ''}`}</span>
          </p>
        )}
        {m.status === 'failed' && <p class="sow-error" role="alert">{`The simulation stopped: ${m.message}`}</p>}
      </div>
      <CopyLink make={async () => (await linkCodec()).labLinkTo(window.location.href, setupOf(m), anchor)} preload={linkCodec} />
    </section>
  );
}

function LabTable({ model: m, points, bands, paramTitle, hasSims }: { model: LabModel; points: readonly LabPoint[]; bands: string[] | null; paramTitle: string; hasSims: boolean }) {
  const done = m.status === 'done';
  const simNote = !hasSims ? '' : `; whole games, ${m.games.toLocaleString('en')} a value, seed ${m.seed}${done ? '' : m.status === 'running' ? ' (running)' : ' (cancelled early)'}, with 95% intervals`;
  return (
    <table class="sow-lab-table">
      <caption>{`Exact Match odds at a gap of ${m.gap} in (open field, ${m.policies.instigator} v ${m.policies.retaliator})${simNote}`}</caption>
      <thead>
        <tr>
          <th scope="col">{paramTitle}</th>
          {bands && <th scope="col">Defence band</th>}
          {SERIES.map((s) => (
            <th scope="col" key={s.key}>
              {`Match: ${s.label}`}
            </th>
          ))}
          {hasSims && (
            <>
              <th scope="col">Games played</th>
              <th scope="col">Game: Instigator wins (95% interval)</th>
              <th scope="col">Game: Retaliator wins (95% interval)</th>
              <th scope="col">Game: draw (95% interval)</th>
              <th scope="col">Mean Turns</th>
            </>
          )}
        </tr>
      </thead>
      <tbody>
        {points.map((p, i) => (
          <tr key={i}>
            <th scope="row">{p.label}</th>
            {bands && <td>{bands[i]}</td>}
            {SERIES.map((s) => (
              <td key={s.key}>{percent(p.odds[s.key])}</td>
            ))}
            {hasSims &&
              (p.sim && p.sim.games > 0 ? (
                <>
                  <td>{p.sim.games.toLocaleString('en')}</td>
                  <td>{`${percent(p.sim.instigatorWins / p.sim.games)} (${interval(p.sim.intervals.instigator)})`}</td>
                  <td>{`${percent(p.sim.retaliatorWins / p.sim.games)} (${interval(p.sim.intervals.retaliator)})`}</td>
                  <td>{`${percent(p.sim.draws / p.sim.games)} (${interval(p.sim.intervals.draw)})`}</td>
                  <td>{p.sim.meanTurns.toFixed(1)}</td>
                </>
              ) : (
                <td colSpan={5}>not played</td>
              ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
