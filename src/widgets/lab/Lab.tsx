// The designer's Lab: "what if this number were different?" For each value of one parameter, the
// engine's exact Match odds (sweepOdds) at once, and on request seeded five-a-side games (sweepSimOptions,
// played in the simulation worker one value after another) with 95% intervals. Figures: the engine's.
import { useEffect, useId, useMemo, useReducer, useRef, useState } from 'preact/hooks';
import { type ParamId } from '../../engine/values.ts';
import { paramInfo, PARAMETERS } from '../../engine/declared.ts';
import type { SweepSim } from '../../engine/sweep.ts';
import type { SimResult } from '../../engine/sim.ts';
import type { PolicyName } from '../../engine/values.ts';
import { Problem } from '../views/common.tsx';
import { percent } from '../models/format.ts';
import { LazyDetails } from '../views/lazy.tsx';
import { SERIES } from '../views/OddsChart.tsx';
import type { PanelProps } from '../views/Settings.tsx';
import { CopyLink } from '../views/ShareLink.tsx';
import type { SimRun } from '../simulation/sim-runner.ts';
import type { RulingChoice } from '../models/types.ts';
import { LabChart, type LabPoint } from './LabChart.tsx';
import { defaultSetup, GAMES, GAP, initialModel, labReducer, SEED, setupOf, type LabModel, type LabSetup } from './lab-model.ts';
import type { LabEngine, LabRows } from './lab-plan.ts';
import { linkRefused } from '../links/shared-link.ts';

export interface LabProps {
  /** The version whose rules play the games, and its engine (version.yaml). */
  version: string;
  engine: LabEngine;
  /** The other numbers in force, in words (built at build time from the engine's describeParams). */
  numbers: string;
  rulingChoices: readonly RulingChoice[];
  /** The figures for the default set-up, worked out at build time: the engine loads on first use. */
  initial: LabRows;
  anchor?: string;
}

type Engine = typeof import('./lab-plan.ts');
const linkCodec = () => import('./lab-link.ts');
/** The set-up's fields that decide the exact odds (games and seed do not). */
const oddsKey = (s: LabSetup) => JSON.stringify([s.param, s.values, s.gap, s.policies, s.rulings]);
const DEFAULT_KEY = oddsKey(defaultSetup());

/** The worker's summary as the sweep's row: the same fields sweepSim picks from the tally. */
function sweepSimOf(r: SimResult): SweepSim {
  return { games: r.games, instigatorWins: r.instigatorWins, retaliatorWins: r.retaliatorWins, draws: r.draws, meanTurns: r.meanTurns, intervals: r.intervals };
}

const interval = (ci: readonly [number, number]) => `${percent(ci[0])} – ${percent(ci[1])}`;

export default function Lab({ version, engine, numbers, rulingChoices, initial, anchor = 'lab' }: LabProps) {
  const [m, dispatch] = useReducer(labReducer, null, () => initialModel());
  const ids = { param: useId(), values: useId(), valuesHelp: useId(), gap: useId(), games: useId(), seed: useId() };
  const run = useRef<SimRun | null>(null);
  const [eng, setEng] = useState<Engine | null>(null);
  const loading = useRef<Promise<Engine> | null>(null);
  const load = () =>
    (loading.current ??= import('./lab-plan.ts').then(
      (x) => {
        setEng(() => x);
        return x;
      },
      (error) => {
        loading.current = null;
        dispatch({ type: 'failed', message: 'the engine could not be loaded; reload the page to try again' });
        throw error;
      },
    ));

  // A shared link (?lab=…) or a rule page's deep link (?param=move), read once after hydration.
  useEffect(() => {
    const search = window.location.search;
    const q = new URLSearchParams(search);
    if (!q.has('lab') && !q.has('param')) return;
    linkCodec().then(
      ({ readLabLink }) => {
        const read = readLabLink(search);
        if (read.kind === 'ok') {
          void load();
          dispatch({ type: 'load', setup: read.setup });
        }
        else if (read.kind === 'bad') dispatch({ type: 'problem', text: linkRefused('Lab set-up', read.problem, 'the defaults') });
      },
      () => dispatch({ type: 'problem', text: 'The link reader could not be loaded. Showing the defaults instead.' }),
    );
  }, []);
  useEffect(() => () => run.current?.cancel(), []);

  const setup = setupOf(m);
  const key = oddsKey(setup);
  // Until the engine is here, only the build's figures for the default set-up can be shown.
  const plan: LabRows | null = useMemo(() => (eng ? eng.labRows(setup, engine) : key === DEFAULT_KEY ? initial : null), [eng, key]);
  const points = useMemo<LabPoint[]>(() => (plan?.ok ? plan.labels.map((label, i) => ({ label, odds: plan.odds[i]!, sim: m.sims[i] ?? null })) : []), [plan, m.sims]);
  const info = paramInfo(m.param);
  const bands = plan?.ok ? plan.bands : null;
  const total = plan?.ok ? m.games * plan.labels.length : 0;
  const running = m.status === 'running';
  const act = (a: Parameters<typeof dispatch>[0]) => {
    void load();
    dispatch(a);
  };

  const start = async () => {
    if (!plan?.ok || m.games === 0 || running) return;
    const s = setupOf(m);
    dispatch({ type: 'run', count: plan.labels.length });
    // One cancel for the whole run: the loading, then each value's worker in turn.
    let stopped = false;
    let inner: SimRun | null = null;
    run.current = {
      cancel: () => {
        stopped = true;
        inner?.cancel();
      },
    };
    let runner: typeof import('../simulation/sim-runner.ts');
    let sims: ReturnType<Engine['labSims']>;
    try {
      [runner, sims] = await Promise.all([import('../simulation/sim-runner.ts'), load().then((x) => x.labSims(s, engine))]);
    } catch {
      if (!stopped) dispatch({ type: 'failed', message: 'the simulation code could not be loaded' });
      return;
    }
    let before = 0;
    const next = (index: number) => {
      if (stopped) return;
      if (index >= sims.length) {
        run.current = null;
        dispatch({ type: 'done' });
        return;
      }
      const so = sims[index]!;
      inner = runner.runSimulation(
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
  const chartLabel = plan?.ok
    ? `Match odds at a gap of ${m.gap} in, ${policiesText}, for ${info.title.toLowerCase()} ${plan.labels.join(', ')}: the Instigator's combatant wins ${points.map((p) => percent(p.odds.instigator)).join(', ')}. Figures in the table below.`
    : 'No chart: the values are not usable.';
  const hasSims = m.sims.some((s) => s !== null);

  return (
    <section class="sow-widget sow-lab" aria-label="Lab" id={anchor} onPointerEnter={load} onFocusCapture={load}>
      <p class="sow-widget__title">{`The Lab: ${version} rules`}</p>
      <Problem text={m.problem} onDismiss={() => dispatch({ type: 'problem', text: null })} />
      <fieldset class="sow-lab__question" disabled={running}>
        <legend>The question</legend>
        <div class="sow-controls">
          <span class="sow-field">
            <label for={ids.param}>Parameter</label>
            <select id={ids.param} value={m.param} onChange={(e) => act({ type: 'param', param: (e.currentTarget as HTMLSelectElement).value as ParamId })}>
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
              aria-invalid={plan !== null && !plan.ok}
              aria-describedby={ids.valuesHelp}
              onInput={(e) => act({ type: 'values', text: (e.currentTarget as HTMLInputElement).value })}
            />
          </span>
        </div>
        <p id={ids.valuesHelp} class={plan && !plan.ok ? 'sow-error' : 'sow-lab__help'} role="status">
          {plan && !plan.ok ? `Refused: ${plan.problem}` : `Allowed: ${info.range}.`}
        </p>
        <div class="sow-controls">
          <span class="sow-field">
            <label for={ids.gap}>Gap for the Match odds (in)</label>
            <input id={ids.gap} type="number" min={GAP.min} max={GAP.max} step={GAP.step} value={m.gap} onChange={(e) => act({ type: 'gap', gap: Number((e.currentTarget as HTMLInputElement).value) })} />
          </span>
        </div>
        <LazyDetails<PanelProps>
          summary="Policies and rulings"
          load={() => import('../views/Settings.tsx').then((x) => x.default)}
          props={{
            controllers: m.policies,
            labels: { instigator: 'Instigator plays', retaliator: 'Retaliator plays' },
            allowPerson: false,
            onController: (side, value) => value !== 'person' && act({ type: 'policy', side, value: value as PolicyName }),
            choices: rulingChoices,
            rulings: m.rulings,
            onRuling: (id, value) => act({ type: 'ruling', id, value }),
          }}
        />
        <p class="sow-lab__help">{`Policies: ${policiesText}.`}</p>
      </fieldset>
      <p class="sow-caption">{`Every other number as the ${version} sheet has it: ${numbers}.`}</p>

      {plan === null && <p class="sow-caption">Working out the odds…</p>}
      {plan?.ok && (
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
            <button type="button" class="sow-primary" onClick={() => void start()} disabled={!plan?.ok || m.games === 0}>
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
