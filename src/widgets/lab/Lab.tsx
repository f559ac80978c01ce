// The designer's Lab: "what if these numbers were different?" On a base of any numbers and rulings, for
// each value of one parameter (or each pair of values of two, as a grid), the engine's exact Match odds
// (sweepOdds) at once, and on request seeded five-a-side games (sweepSimOptions, played in the simulation
// worker one cell after another) with 95% intervals: the same figures as `sow sweep` with the same flags.
import { useEffect, useId, useMemo, useReducer, useRef, useState } from 'preact/hooks';
import { type ParamId } from '../../engine/values.ts';
import { paramInfo, PARAMETERS } from '../../engine/declared.ts';
import type { SweepSim } from '../../engine/sweep.ts';
import type { SimResult } from '../../engine/sim.ts';
import type { PolicyName, Rulings } from '../../engine/values.ts';
import { Problem } from '../views/common.tsx';
import { percent } from '../../shared/format.ts';
import { LazyDetails } from '../views/lazy.tsx';
import { oddsSeries, share } from '../views/OddsChart.tsx';
import type { PanelProps } from '../views/Settings.tsx';
import { CopyLink } from '../views/ShareLink.tsx';
import type { SimRun } from '../simulation/sim-runner.ts';
import type { RulingChoice } from '../models/types.ts';
import { LabChart, LabHeatMap, type LabPoint } from './LabChart.tsx';
import { cliLine, defaultSetup, GAMES, GAP, initialModel, labReducer, MAX_BASE_TEXT, SEED, setupOf, type LabModel, type LabSetup } from './lab-model.ts';
import type { ComponentChildren } from 'preact';
import type { LabEngine, LabRows } from './lab-plan.ts';
import { linkRefused, paramName } from '../links/shared-link.ts';

export interface LabProps {
  /** The version whose rules play the games, and its engine (version.yaml). */
  version: string;
  engine: LabEngine;
  /** The version's own number for each parameter, as the reader would type it (the base's placeholders). */
  sheet: Readonly<Record<ParamId, string>>;
  rulingChoices: readonly RulingChoice[];
  /** The version's rulings in force (its own and the designer's settled ones over the engine's): the Lab starts from them. */
  rulings: Rulings;
  /** The figures for the default set-up, worked out at build time: the engine loads on first use. */
  initial: LabRows;
  anchor?: string;
}

type Engine = typeof import('./lab-plan.ts');
const linkCodec = () => import('./lab-link.ts');
/** The parameters that carry a set-up (lab-link.ts reads them): the Lab's own as any widget's, its first format's, a rule page's deep link. */
const LINK_PARAMS = [paramName('lab'), 'lab', 'param'];
/** The set-up's fields that decide the exact odds (games and seed do not). */
const oddsKey = (s: LabSetup) => JSON.stringify([s.param, s.values, s.gap, s.policies, s.rulings, s.base, s.across]);

/** The worker's summary as the sweep's row: the same fields sweepSim picks from the tally. */
function sweepSimOf(r: SimResult): SweepSim {
  return { games: r.games, instigatorWins: r.instigatorWins, retaliatorWins: r.retaliatorWins, draws: r.draws, meanTurns: r.meanTurns, intervals: r.intervals };
}

const interval = (ci: readonly [number, number]) => `${percent(ci[0])} – ${percent(ci[1])}`;

/**
 * A number field that takes effect as it is typed, so a re-render meanwhile (the engine arriving) cannot
 * put back the old number over the reader's; an emptied field waits for a number (the reducer refuses
 * anything out of range).
 */
const whileTyping = (use: (n: number) => void) => (e: Event) => {
  const text = (e.currentTarget as HTMLInputElement).value;
  if (text.trim() !== '') use(Number(text));
};

export default function Lab({ version, engine, sheet, rulingChoices, rulings, initial, anchor = 'lab' }: LabProps) {
  const [m, dispatch] = useReducer(labReducer, null, () => initialModel(defaultSetup('actions', rulings)));
  const openingKey = useMemo(() => oddsKey(defaultSetup('actions', rulings)), []);
  const ids = {
    param: useId(),
    values: useId(),
    valuesHelp: useId(),
    across: useId(),
    acrossValues: useId(),
    base: useId(),
    gap: useId(),
    games: useId(),
    seed: useId(),
  };
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

  // A shared link (?w.lab=…, or an older ?lab=…) or a rule page's deep link (?param=move), read once after hydration.
  useEffect(() => {
    const search = window.location.search;
    const q = new URLSearchParams(search);
    if (!LINK_PARAMS.some((p) => q.has(p))) return;
    linkCodec().then(
      ({ readLabLink }) => {
        const read = readLabLink(search, rulings);
        if (read.kind === 'ok') {
          void load();
          dispatch({ type: 'load', setup: read.setup });
        } else if (read.kind === 'bad') dispatch({ type: 'problem', text: linkRefused('Lab', read.problem, 'its opening set-up') });
      },
      () => dispatch({ type: 'problem', text: linkRefused('Lab', 'the link reader could not be loaded', 'its opening set-up') }),
    );
  }, []);
  useEffect(() => () => run.current?.cancel(), []);

  const setup = setupOf(m);
  const key = oddsKey(setup);
  // Until the engine is here, only the build's figures for the default set-up can be shown.
  const plan: LabRows | null = useMemo(() => (eng ? eng.labRows(setup, engine) : key === openingKey ? initial : null), [eng, key]);
  // One point a cell: a value of the parameter, or with a second parameter, a pair of values (row after row).
  const points = useMemo<LabPoint[]>(
    () =>
      plan?.ok
        ? plan.odds.map((odds, i) => ({
            label: plan.labels[i % plan.labels.length]!,
            ...(plan.across ? { across: plan.across.labels[Math.floor(i / plan.labels.length)]! } : {}),
            odds,
            sim: m.sims[i] ?? null,
          }))
        : [],
    [plan, m.sims],
  );
  const info = paramInfo(m.param);
  const acrossInfo = m.across ? paramInfo(m.across.param) : null;
  const bands = plan?.ok ? plan.bands : null;
  const total = plan?.ok ? m.games * plan.odds.length : 0;
  const swept = (id: ParamId) => id === m.param || id === m.across?.param;
  const running = m.status === 'running';
  const act = (a: Parameters<typeof dispatch>[0]) => {
    void load();
    dispatch(a);
  };

  const start = async () => {
    if (!plan?.ok || m.games === 0 || running) return;
    const s = setupOf(m);
    dispatch({ type: 'run', count: plan.odds.length });
    // One cancel for the whole run: the loading, then the pool of workers playing every value.
    let stopped = false;
    let inner: SimRun | null = null;
    run.current = {
      cancel: () => {
        stopped = true;
        inner?.cancel();
      },
    };
    let runner: typeof import('../simulation/sim-series.ts');
    let sims: ReturnType<Engine['labSims']>;
    try {
      [runner, sims] = await Promise.all([import('../simulation/sim-series.ts'), load().then((x) => x.labSims(s, engine))]);
    } catch {
      if (!stopped) dispatch({ type: 'failed', message: 'the simulation code could not be loaded' });
      return;
    }
    if (stopped) return;
    inner = runner.runSeries(sims, {
      progress: (index, r, played) => dispatch({ type: 'progress', index, sim: sweepSimOf(r), played }),
      done: () => {
        run.current = null;
        dispatch({ type: 'done' });
      },
      error: (message) => dispatch({ type: 'failed', message }),
    });
  };
  const cancel = () => {
    run.current?.cancel();
    run.current = null;
    dispatch({ type: 'cancel' });
  };

  const onGap = whileTyping((n) => act({ type: 'gap', gap: n }));
  const onGames = whileTyping((n) => dispatch({ type: 'games', games: n }));
  const onSeed = whileTyping((n) => dispatch({ type: 'seed', seed: n }));
  const policiesText = `${m.policies.instigator} Instigator v ${m.policies.retaliator} Retaliator`;
  const chartLabel = plan?.ok
    ? `Match odds at a gap of ${m.gap} in, ${policiesText}, for ${info.title.toLowerCase()} ${plan.labels.join(', ')}${acrossInfo && plan.across ? `, and ${acrossInfo.title.toLowerCase()} ${plan.across.labels.join(', ')}` : ''}: the Instigator's combatant wins ${points.map((p) => percent(p.odds.instigator)).join(', ')}. Figures in the table below.`
    : 'No chart: the values are not usable.';
  // What stays fixed, in words: the base's numbers where the reader set them, else the sheet's.
  const heldValue = (id: ParamId) => (plan?.ok ? (plan.held[id] ?? 'follows the numbers varied') : m.base[id]?.trim() || sheet[id]);
  const held = PARAMETERS.filter((p) => !swept(p.id)).map((p) => `${p.title}: ${heldValue(p.id)}${m.base[p.id]?.trim() ? ' (yours)' : ''}`);
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
          {plan && !plan.ok ? `Refused: ${plan.problem}` : `Allowed: ${info.range}${acrossInfo ? `; ${acrossInfo.id}: ${acrossInfo.range}` : ''}.`}
        </p>
        <div class="sow-controls">
          <span class="sow-field">
            <label for={ids.across}>Across, for a grid</label>
            <select
              id={ids.across}
              value={m.across?.param ?? ''}
              onChange={(e) => act({ type: 'across', param: ((e.currentTarget as HTMLSelectElement).value || null) as ParamId | null })}
            >
              <option value="">nothing: one row a value</option>
              {PARAMETERS.filter((p) => p.id !== m.param).map((p) => (
                <option key={p.id} value={p.id}>
                  {`${p.title} (${p.id})`}
                </option>
              ))}
            </select>
          </span>
          {m.across && (
            <span class="sow-field sow-lab__values">
              <label for={ids.acrossValues}>{`Values of ${m.across.param} (comma-separated)`}</label>
              <input
                id={ids.acrossValues}
                type="text"
                inputMode={m.across.param === 'table' ? 'text' : 'decimal'}
                value={m.across.values}
                maxLength={200}
                aria-invalid={plan !== null && !plan.ok}
                aria-describedby={ids.valuesHelp}
                onInput={(e) => act({ type: 'across-values', text: (e.currentTarget as HTMLInputElement).value })}
              />
            </span>
          )}
        </div>
        <fieldset class="sow-lab__base">
          <legend>The base: the other numbers (left empty: as the sheet has them)</legend>
          <div class="sow-controls">
            {PARAMETERS.filter((p) => !swept(p.id)).map((p) => (
              <span class="sow-field" key={p.id}>
                <label for={`${ids.base}-${p.id}`}>{`${p.title} (${p.id})`}</label>
                <input
                  id={`${ids.base}-${p.id}`}
                  type="text"
                  inputMode={p.id === 'table' ? 'text' : 'decimal'}
                  size={7}
                  maxLength={MAX_BASE_TEXT}
                  placeholder={sheet[p.id]}
                  value={m.base[p.id] ?? ''}
                  onInput={(e) => act({ type: 'base', param: p.id, text: (e.currentTarget as HTMLInputElement).value })}
                />
              </span>
            ))}
          </div>
        </fieldset>
        <div class="sow-controls">
          <span class="sow-field">
            <label for={ids.gap}>Gap for the Match odds (in)</label>
            <input id={ids.gap} type="number" min={GAP.min} max={GAP.max} step={GAP.step} value={m.gap} onInput={onGap} onChange={onGap} />
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
      <p class="sow-caption">{`Held fixed (${version} rules): ${held.join('; ')}.`}</p>
      <p class="sow-lab__help">
        {'The same question on the command line: '}
        <code>{cliLine(setupOf(m), version, rulings)}</code>
      </p>

      {plan === null && <p class="sow-caption">Working out the odds…</p>}
      {plan?.ok &&
        (plan.across && acrossInfo ? (
          <LabHeatMap
            points={points}
            columns={plan.labels}
            rows={plan.across.labels}
            axis={`${info.title} (${info.id})`}
            rowAxis={`${acrossInfo.title} (${acrossInfo.id})`}
            label={chartLabel}
          />
        ) : (
          <LabChart points={points} axis={`${info.title} (${info.id})`} label={chartLabel} />
        ))}
      {plan?.ok && <LabTable model={m} points={points} bands={bands} paramTitle={info.title} acrossTitle={acrossInfo?.title ?? null} hasSims={hasSims} />}

      <div class="sow-sim" role="group" aria-label="Simulate whole games">
        <p class="sow-widget__subtitle">{`Whole games (${version}), five a side, seeded deployments, for each value`}</p>
        <div class="sow-controls">
          <NumberField id={ids.games} label="Games per value" range={GAMES} value={m.games} disabled={running} onValue={onGames} />
          <NumberField id={ids.seed} label="Seed" range={SEED} value={m.seed} disabled={running} onValue={onSeed} />
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

/**
 * The figures, one row a cell. Where the box is narrow (a phone, or a desktop's column once whole games
 * add five columns) each row becomes a card of label and figure pairs (widgets.css): nothing is off screen.
 */
function LabTable(props: {
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

/** A whole-number field of the Lab's runs, read as it is typed and when it is left. */
function NumberField(p: {
  id: string;
  label: string;
  range: { min: number; max: number; step: number };
  value: number;
  disabled: boolean;
  onValue: (e: Event) => void;
}) {
  return (
    <span class="sow-field">
      <label for={p.id}>{p.label}</label>
      <input
        id={p.id}
        type="number"
        min={p.range.min}
        max={p.range.max}
        step={p.range.step}
        value={p.value}
        disabled={p.disabled}
        onInput={p.onValue}
        onChange={p.onValue}
      />
    </span>
  );
}
