// The Odds widget: exact Match odds from engine.matchOdds against the gap, and whole games simulated
// in a Web Worker with 95% confidence intervals. Figures come from the engine only.
import { useEffect, useId, useMemo, useReducer, useRef } from 'preact/hooks';
import {
  atOnceProblem,
  DEFAULT_READINGS,
  COMBATANTS_PER_SIDE,
  SEED_MAX,
  seedProblem,
  matchOddsOverGaps,
  loadAtOnce,
  type AtOnceRules,
  type GameEvent,
  type PolicyName,
  type Readings,
  type Side,
  type SimOptions,
  type SimResult,
} from '../engine/browser.ts';
import { Problem } from './views/common.tsx';
import { LazyDetails } from './views/lazy.tsx';
import { LazyLog } from './views/LazyLog.tsx';
import type { PanelProps } from './views/Settings.tsx';
import { percent } from '../shared/format.ts';
import { paramName, useSharedLink, linkRefused } from './links/shared-link.ts';
import { OddsChart, OddsTable, type OddsPoint } from './views/OddsChart.tsx';
import { ShareLink } from './views/ShareLink.tsx';
import { runSimulation, type SimRun } from './simulation/sim-runner.ts';
import type { SharedState } from '../shared/link-codec.ts';
import type { WidgetProps } from './models/types.ts';

const SIDES: readonly Side[] = ['instigator', 'retaliator'];
/** What a refused link's message calls this widget. */
const NAME = 'Odds widget';
const MAX_GAP = 12;
const STEP = 0.25;
/** The gaps the chart and table show, 0 to MAX_GAP inches. */
const GAPS = Array.from({ length: MAX_GAP / STEP + 1 }, (_, k) => k * STEP);
// Optimal against optimal can take 50 Turns a game: the largest run stays within a few minutes.
const GAME_COUNTS = [100, 500, 2000, 10000] as const;

type RunStatus = 'idle' | 'running' | 'done' | 'cancelled' | 'failed';

interface OddsModel {
  policies: Record<Side, PolicyName>;
  readings: Readings;
  /** The strikes at once (the engine's loadAtOnce), loaded when the readings first ask for them: the exact odds of `simultaneous` need them. */
  atOnce: AtOnceRules | null;
  games: number;
  seed: number;
  perSide: number;
  status: RunStatus;
  /** The latest results of the run (partial while it runs, or when cancelled). */
  result: SimResult | null;
  /** The run's first game, as events for the log. */
  sample: GameEvent[];
  message: string;
  problem: string | null;
}

type OddsAction =
  | { type: 'policy'; side: Side; value: PolicyName }
  | { type: 'reading'; id: keyof Readings; value: string | number }
  | { type: 'at-once'; atOnce: AtOnceRules }
  | { type: 'settings'; games?: number; seed?: number; perSide?: number }
  | { type: 'run' }
  | { type: 'sample'; events: GameEvent[] }
  | { type: 'progress'; result: SimResult }
  | { type: 'done'; result: SimResult }
  | { type: 'cancel' }
  | { type: 'failed'; message: string }
  | { type: 'load'; shared: SharedState }
  | { type: 'problem'; text: string | null };

function validSettings(games: number, seed: number, perSide: number): boolean {
  return (
    (GAME_COUNTS as readonly number[]).includes(games) &&
    seedProblem(seed) === null &&
    Number.isInteger(perSide) &&
    perSide >= 1 &&
    perSide <= COMBATANTS_PER_SIDE
  );
}

/** S4: strikes at once are never played by `optimal`; the side and the engine's reason, or null. */
function atOnceClash(m: Pick<OddsModel, 'policies' | 'readings'>): string | null {
  if (m.readings.exchange !== 'simultaneous') return null;
  for (const side of SIDES) {
    const why = atOnceProblem(m.policies[side]);
    if (why) return `the ${side}'s policy: ${why}`;
  }
  return null;
}

function reducer(m: OddsModel, a: OddsAction): OddsModel {
  // Any change of question makes earlier results stale: they are cleared rather than mislabelled.
  const stale = { status: 'idle' as const, result: null, sample: [], message: '' };
  switch (a.type) {
    case 'policy': {
      const next = { ...m, ...stale, policies: { ...m.policies, [a.side]: a.value } };
      return m.status === 'running' || atOnceClash(next) ? m : next;
    }
    case 'reading': {
      const next = { ...m, ...stale, readings: { ...m.readings, [a.id]: a.value } };
      return m.status === 'running' || atOnceClash(next) ? m : next;
    }
    case 'at-once':
      return { ...m, atOnce: a.atOnce };
    case 'settings': {
      const next = { ...m, games: a.games ?? m.games, seed: a.seed ?? m.seed, perSide: a.perSide ?? m.perSide };
      return m.status === 'running' || !validSettings(next.games, next.seed, next.perSide) ? m : { ...next, ...stale };
    }
    case 'run':
      return { ...m, status: 'running', result: null, sample: [], message: '' };
    case 'sample':
      return m.status === 'running' ? { ...m, sample: a.events } : m;
    case 'progress':
      return m.status === 'running' ? { ...m, result: a.result } : m;
    case 'done':
      return m.status === 'running' ? { ...m, status: 'done', result: a.result } : m;
    case 'cancel':
      return m.status === 'running' ? { ...m, status: 'cancelled' } : m;
    case 'failed':
      return { ...m, status: 'failed', message: a.message };
    case 'load': {
      const s = a.shared;
      const policies = { ...m.policies };
      for (const side of SIDES) {
        const who = s.controllers?.[side];
        if (who === 'person') return { ...m, problem: linkRefused(NAME, 'it asks a person to play a side, and odds are for policies') };
        if (who) policies[side] = who;
      }
      const games = s.extra?.games ?? m.games;
      const seed = s.extra?.seed ?? m.seed;
      const perSide = s.extra?.perSide ?? m.perSide;
      if (!validSettings(games, seed, perSide)) return { ...m, problem: linkRefused(NAME, 'it asks for a simulation this widget does not run') };
      const next = { ...m, ...stale, policies, readings: { ...DEFAULT_READINGS, ...s.scenario.readings }, games, seed, perSide, problem: null };
      const clash = atOnceClash(next);
      return clash ? { ...m, problem: linkRefused(NAME, clash) } : next;
    }
    case 'problem':
      return { ...m, problem: a.text };
  }
}

/** The link codec, loaded only to read or make a shared link. */
const linkCodec = () => import('./links/url-state.ts');

export default function Odds({ preset: name, setup: preset, ruleLinks, readingChoices, anchor }: WidgetProps) {
  const ruleset = preset.scenario.ruleset;
  const [m, dispatch] = useReducer(reducer, null, (): OddsModel => ({
    policies: { instigator: preset.controllers.instigator as PolicyName, retaliator: preset.controllers.retaliator as PolicyName },
    readings: { ...DEFAULT_READINGS, ...preset.scenario.readings },
    atOnce: null,
    games: 500,
    seed: 1,
    perSide: COMBATANTS_PER_SIDE,
    status: 'idle',
    result: null,
    sample: [],
    message: '',
    problem: null,
  }));
  const id = anchor ?? `widget-odds-${name}`;
  const param = paramName(id);
  const ids = { games: useId(), seed: useId(), perSide: useId() };
  const run = useRef<SimRun | null>(null);
  useSharedLink(
    linkCodec,
    param,
    (shared) => dispatch({ type: 'load', shared }),
    (why) => dispatch({ type: 'problem', text: linkRefused(NAME, why) }),
  );
  useEffect(() => () => run.current?.cancel(), []);

  // Strikes at once (a setting, a link or the version's settled rulings): their rules load first.
  const waiting = m.readings.exchange === 'simultaneous' && !m.atOnce;
  useEffect(() => {
    if (waiting) void loadAtOnce().then((atOnce) => dispatch({ type: 'at-once', atOnce }));
  }, [waiting]);
  const { instigator, retaliator } = m.policies;
  const points = useMemo<OddsPoint[]>(() => {
    if (waiting) return [];
    const odds = matchOddsOverGaps({ instigator, retaliator, readings: m.readings, atOnce: m.atOnce }, GAPS);
    return GAPS.map((gap, k) => ({ gap, odds: odds[k]! }));
  }, [instigator, retaliator, m.readings, m.atOnce, waiting]);

  const options: SimOptions = { games: m.games, seed: m.seed, perSide: m.perSide, ruleset, readings: m.readings, policies: m.policies };

  const start = () => {
    run.current?.cancel();
    dispatch({ type: 'run' });
    run.current = runSimulation(options, {
      sample: (events) => dispatch({ type: 'sample', events }),
      progress: (result) => dispatch({ type: 'progress', result }),
      done: (result) => dispatch({ type: 'done', result }),
      error: (message) => dispatch({ type: 'failed', message }),
    });
  };
  const cancel = () => {
    run.current?.cancel();
    run.current = null;
    dispatch({ type: 'cancel' });
  };

  const result = m.result && m.result.games > 0 ? m.result : null;
  const at = (g: number) => points.find((p) => p.gap === g)!.odds;
  const chartLabel = () =>
    `Match odds against the gap, ${instigator} Instigator v ${retaliator} Retaliator: at 2 in the Instigator's combatant wins ${percent(at(2).instigator)}, at 6 in ${percent(at(6).instigator)}. Figures in the table below.`;
  const shared = (): SharedState => ({
    scenario: { ...preset.scenario, readings: m.readings },
    decisions: [],
    controllers: m.policies,
    extra: { games: m.games, seed: m.seed, perSide: m.perSide },
  });

  return (
    <section class="sow-widget sow-odds" aria-label="Odds" id={id}>
      <p class="sow-widget__title">{`Odds: ${preset.title}`}</p>
      <Problem text={m.problem} onDismiss={() => dispatch({ type: 'problem', text: null })} />
      <p class="sow-caption">{preset.caption}</p>
      <LazyDetails<PanelProps>
        summary="Policies and readings"
        load={() => import('./views/Settings.tsx').then((x) => x.default)}
        props={{
          controllers: m.policies,
          labels: { instigator: 'Instigator plays', retaliator: 'Retaliator plays' },
          allowPerson: false,
          onController: (side, value) => dispatch({ type: 'policy', side, value: value as PolicyName }),
          choices: readingChoices,
          readings: m.readings,
          onReading: (rid, value) => dispatch({ type: 'reading', id: rid, value }),
        }}
      />
      {waiting ? (
        <p class="sow-caption">Working out the odds with strikes at once…</p>
      ) : (
        <>
          <OddsChart points={points} maxGap={MAX_GAP} label={chartLabel()} />
          <OddsTable points={points} />
        </>
      )}

      <div class="sow-sim" role="group" aria-label="Simulate whole games">
        <p class="sow-widget__subtitle">{`Whole games (${ruleset}), deployed at random, ${m.perSide} a side`}</p>
        <div class="sow-controls">
          <span class="sow-field">
            <label for={ids.games}>Games</label>
            <select
              id={ids.games}
              value={String(m.games)}
              disabled={m.status === 'running'}
              onChange={(e) => dispatch({ type: 'settings', games: Number((e.currentTarget as HTMLSelectElement).value) })}
            >
              {GAME_COUNTS.map((n) => (
                <option key={n} value={String(n)}>
                  {n.toLocaleString('en')}
                </option>
              ))}
            </select>
          </span>
          <span class="sow-field">
            <label for={ids.perSide}>Combatants a side</label>
            <select
              id={ids.perSide}
              value={String(m.perSide)}
              disabled={m.status === 'running'}
              onChange={(e) => dispatch({ type: 'settings', perSide: Number((e.currentTarget as HTMLSelectElement).value) })}
            >
              {Array.from({ length: COMBATANTS_PER_SIDE }, (_, i) => i + 1).map((n) => (
                <option key={n} value={String(n)}>
                  {n}
                </option>
              ))}
            </select>
          </span>
          <span class="sow-field">
            <label for={ids.seed}>Seed</label>
            <input
              id={ids.seed}
              type="number"
              min={0}
              max={SEED_MAX}
              step={1}
              value={m.seed}
              disabled={m.status === 'running'}
              onChange={(e) => dispatch({ type: 'settings', seed: Number((e.currentTarget as HTMLInputElement).value) })}
            />
          </span>
          {m.status === 'running' ? (
            <button type="button" onClick={cancel}>
              Cancel
            </button>
          ) : (
            <button type="button" class="sow-primary" onClick={start}>
              Run simulation
            </button>
          )}
        </div>
        {(m.status === 'running' || m.status === 'cancelled') && (
          <p class="sow-progress">
            <progress max={m.games} value={m.result?.games ?? 0} aria-label="Simulation progress" />
            <span>{`${(m.result?.games ?? 0).toLocaleString('en')} of ${m.games.toLocaleString('en')} games${m.status === 'cancelled' ? ': cancelled' : ''}`}</span>
          </p>
        )}
        {m.status === 'failed' && <p class="sow-error" role="alert">{`The simulation stopped: ${m.message}`}</p>}
        {result && m.status !== 'running' && (
          <table class="sow-sim-table">
            <caption>{`${result.games.toLocaleString('en')} games${m.status === 'cancelled' ? ' (cancelled early)' : ''}, seed ${m.seed}: share of games with 95% confidence intervals`}</caption>
            <thead>
              <tr>
                <th scope="col">Outcome</th>
                <th scope="col">Games</th>
                <th scope="col">Share</th>
                <th scope="col">95% interval</th>
              </tr>
            </thead>
            <tbody>
              {(
                [
                  ['The Instigator wins', result.instigatorWins, result.intervals.instigator],
                  ['The Retaliator wins', result.retaliatorWins, result.intervals.retaliator],
                  ['Draw', result.draws, result.intervals.draw],
                ] as const
              ).map(([label, n, ci]) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  <td>{n.toLocaleString('en')}</td>
                  <td>{percent(n / result.games)}</td>
                  <td>{`${percent(ci[0])} – ${percent(ci[1])}`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {result && m.status !== 'running' && (
          <p class="sow-sim-notes">{`On average ${result.meanTurns.toFixed(1)} Turns and ${result.meanMatches.toFixed(1)} Matches a game; ${result.matchesBothStand.toLocaleString('en')} Matches ended with both standing; ${result.turnLimitDraws.toLocaleString('en')} games reached the Turn limit.`}</p>
        )}
      </div>
      <ShareLink links={linkCodec} state={shared} param={param} anchor={id} />
      <LazyLog
        label="Odds log: the run's first game"
        events={m.sample}
        ruleset={ruleset}
        ruleLinks={ruleLinks}
        empty="Run a simulation: the report of its first game appears here."
      />
    </section>
  );
}
