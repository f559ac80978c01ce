// The designer's Lab: "what if these numbers were different?" On a base of any numbers and readings, for
// each value of one parameter (or each pair of values of two, as a grid), the engine's exact Match odds
// (sweepOdds) at once, and on request seeded five-a-side games (sweepSimOptions, played in the simulation
// worker one cell after another) with 95% intervals: the same figures as `sow sweep` with the same flags.
import { useEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks';
import { type ParamId, paramInfo, PARAMETERS, type Readings } from '../../engine/browser.ts';
import { Problem } from '../views/common.tsx';
import { percent } from '../../shared/format.ts';
import { CopyLink } from '../views/ShareLink.tsx';
import type { SimRun } from '../simulation/sim-runner.ts';
import type { ReadingChoice } from '../models/types.ts';
import { LabChart, type LabPoint } from './LabChart.tsx';
import type { LabHeatMap as HeatMap } from './LabHeatMap.tsx';
import { LabQuestion } from './LabQuestion.tsx';
import { LabRunControls } from './LabRun.tsx';
import { LabTable } from './LabTable.tsx';
import { cliLine, defaultSetup, initialModel, labReducer, setupOf, type LabAction, type LabSetup } from './lab-model.ts';
import type { LabEngine, LabRows } from './lab-plan.ts';
import { linkRefused, paramName } from '../links/shared-link.ts';

export interface LabProps {
  /** The version whose rules play the games, and its engine (version.yaml). */
  version: string;
  engine: LabEngine;
  /** The version's own number for each parameter, as the reader would type it (the base's placeholders). */
  sheet: Readonly<Record<ParamId, string>>;
  readingChoices: readonly ReadingChoice[];
  /** The version's readings in force (its own and the designer's settled ones over the engine's): the Lab starts from them. */
  readings: Readings;
  /** The figures for the default set-up, worked out where the Lab was rendered (the build, or its island): the engine loads on first use. */
  initial: LabRows;
  anchor?: string;
}

type Engine = typeof import('./lab-plan.ts');
/** The engine or the run's code did not arrive (the network, most often). */
const UNLOADED = "the Lab's code could not be loaded; reload the page to try again";
const linkCodec = () => import('./lab-link.ts');
/** The parameters that carry a set-up (lab-link.ts reads them): the Lab's own as any widget's, its first format's, a rule page's deep link. */
const LINK_PARAMS = [paramName('lab'), 'lab', 'param'];
/** The set-up's fields that decide the exact odds (games and seed do not). */
const oddsKey = (s: LabSetup) => JSON.stringify([s.param, s.values, s.gap, s.policies, s.readings, s.base, s.across]);

export default function Lab({ version, engine, sheet, readingChoices, readings, initial, anchor = 'lab' }: LabProps) {
  const [m, dispatch] = useReducer(labReducer, null, () => initialModel(defaultSetup('actions', readings)));
  const openingKey = useMemo(() => oddsKey(defaultSetup('actions', readings)), []);
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
        dispatch({ type: 'failed', message: UNLOADED });
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
        const read = readLabLink(search, readings);
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
  // The two-parameter chart's code comes when a second parameter first needs it.
  const [LabHeatMap, setHeatMap] = useState<typeof HeatMap | null>(null);
  const [heatFailed, setHeatFailed] = useState(false);
  const wantsHeat = Boolean(plan?.ok && plan.across);
  useEffect(() => {
    if (wantsHeat && !LabHeatMap)
      import('./LabHeatMap.tsx').then(
        (c) => setHeatMap(() => c.LabHeatMap),
        () => setHeatFailed(true),
      );
  }, [wantsHeat]);
  const bands = plan?.ok ? plan.bands : null;
  const total = plan?.ok ? m.games * plan.odds.length : 0;
  const swept = (id: ParamId) => id === m.param || id === m.across?.param;
  const running = m.status === 'running';
  const policies = `${m.policies.instigator} Instigator v ${m.policies.retaliator} Retaliator`;
  const act = (a: LabAction) => {
    void load();
    dispatch(a);
  };

  const start = () => {
    if (!plan?.ok || m.games === 0 || running) return;
    const s = setupOf(m);
    dispatch({ type: 'run', count: plan.odds.length });
    // The run's code (lab-run.ts and the pool) loads when a run starts: the page's script before a touch stays within its budget.
    let stopped = false;
    let inner: SimRun | null = null;
    run.current = {
      cancel: () => {
        stopped = true;
        inner?.cancel();
      },
    };
    import('./lab-run.ts').then(
      ({ startLabRun }) => {
        if (!stopped)
          inner = startLabRun(
            load().then((x) => x.labSims(s, engine)),
            dispatch,
          );
      },
      () => stopped || dispatch({ type: 'failed', message: UNLOADED }),
    );
  };
  const cancel = () => {
    run.current?.cancel();
    run.current = null;
    dispatch({ type: 'cancel' });
  };

  const chartLabel = plan?.ok
    ? `Match odds at a gap of ${m.gap} in, ${policies}, for ${info.title.toLowerCase()} ${plan.labels.join(', ')}${acrossInfo && plan.across ? `, and ${acrossInfo.title.toLowerCase()} ${plan.across.labels.join(', ')}` : ''}: the Instigator's combatant wins ${points.map((p) => percent(p.odds.instigator)).join(', ')}. Figures in the table below.`
    : 'No chart: the values are not usable.';
  // What stays fixed, in words: the base's numbers where the reader set them, else the sheet's.
  const heldValue = (id: ParamId) => (plan?.ok ? (plan.held[id] ?? 'follows the numbers varied') : m.base[id]?.trim() || sheet[id]);
  const held = PARAMETERS.filter((p) => !swept(p.id)).map((p) => `${p.title}: ${heldValue(p.id)}${m.base[p.id]?.trim() ? ' (yours)' : ''}`);
  const hasSims = m.sims.some((s) => s !== null);

  return (
    <section class="sow-widget sow-lab" aria-label="Lab" id={anchor} onPointerEnter={load} onFocusCapture={load}>
      <p class="sow-widget__title">{`The Lab: ${version} rules`}</p>
      <Problem text={m.problem} onDismiss={() => dispatch({ type: 'problem', text: null })} />
      <LabQuestion
        model={m}
        plan={plan}
        sheet={sheet}
        readingChoices={readingChoices}
        act={act}
        info={info}
        acrossInfo={acrossInfo}
        swept={swept}
        policies={policies}
      />
      <p class="sow-caption">{`Held fixed (${version} rules): ${held.join('; ')}.`}</p>
      <p class="sow-lab__help">
        {'The same question on the command line: '}
        <code>{cliLine(setupOf(m), version, readings)}</code>
      </p>

      {plan === null && <p class="sow-caption">Working out the odds…</p>}
      {plan?.ok && plan.across && acrossInfo && !LabHeatMap && <p class="sow-caption">{heatFailed ? UNLOADED : 'Drawing the chart…'}</p>}
      {plan?.ok &&
        (plan.across && acrossInfo ? (
          LabHeatMap && (
            <LabHeatMap
              points={points}
              columns={plan.labels}
              rows={plan.across.labels}
              axis={`${info.title} (${info.id})`}
              rowAxis={`${acrossInfo.title} (${acrossInfo.id})`}
              label={chartLabel}
            />
          )
        ) : (
          <LabChart points={points} axis={`${info.title} (${info.id})`} label={chartLabel} />
        ))}
      {plan?.ok && <LabTable model={m} points={points} bands={bands} paramTitle={info.title} acrossTitle={acrossInfo?.title ?? null} hasSims={hasSims} />}

      <LabRunControls version={version} model={m} total={total} dispatch={dispatch} onRun={start} onCancel={cancel} />
      <CopyLink make={async () => (await linkCodec()).labLinkTo(window.location.href, setupOf(m), anchor)} preload={linkCodec} />
    </section>
  );
}
