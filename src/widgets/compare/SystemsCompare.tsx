// The comparison page's rerun control: the reader picks each player's policy and the number of games,
// and the four systems are played again over a pool of Web Workers (sim-series), all at once, on the same
// seeded deployments as the build's table; then the same table and chart with the reader's figures.
import { useEffect, useId, useRef, useState } from 'preact/hooks';
import type { SimRun } from '../simulation/sim-runner.ts';
import type { Policies, PolicyName } from '../../engine/browser.ts';
import { CompareChart, CompareTable, compareCaption } from './CompareFigures.tsx';
import { systemDescription } from '../../engine/systems.ts';
import { compareOptions, GAMES, isPolicy, parseGames, SYSTEMS, type CompareRow, type CompareSettings } from './compare-model.ts';

interface Props {
  /** The build's run: the control starts from its settings, so rerunning them unchanged gives its table. */
  initial: CompareSettings;
  policyNames: readonly PolicyName[];
}

type Status = { kind: 'idle' } | { kind: 'running'; played: number; total: number; index: number } | { kind: 'failed'; message: string };

export default function SystemsCompare({ initial, policyNames }: Props) {
  const ids = { i: useId(), r: useId(), games: useId(), help: useId() };
  const [policies, setPolicies] = useState<Policies>({ ...initial.policies });
  const [gamesText, setGamesText] = useState(String(initial.games));
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [result, setResult] = useState<{ settings: CompareSettings; rows: CompareRow[] } | null>(null);
  const run = useRef<SimRun | null>(null);
  useEffect(() => () => run.current?.cancel(), []);

  const running = status.kind === 'running';
  const choose = (side: keyof Policies) => (e: Event) => {
    const value = (e.currentTarget as HTMLSelectElement).value;
    if (isPolicy(value)) setPolicies((p) => ({ ...p, [side]: value }));
  };

  const start = async () => {
    if (running) return;
    const parsed = parseGames(gamesText);
    if ('problem' in parsed) {
      setProblem(parsed.problem);
      return;
    }
    setProblem(null);
    const settings: CompareSettings = { games: parsed.games, seed: initial.seed, policies: { ...policies } };
    const total = settings.games * SYSTEMS.length;
    setStatus({ kind: 'running', played: 0, total, index: 0 });
    let runner: typeof import('../simulation/sim-series.ts');
    try {
      runner = await import('../simulation/sim-series.ts');
    } catch {
      setStatus({ kind: 'failed', message: 'the simulation code could not be loaded' });
      return;
    }
    run.current = runner.runSeries(
      SYSTEMS.map((system) => compareOptions(settings, system)),
      {
        progress: (index, _r, played) => setStatus({ kind: 'running', played, total, index }),
        done: (results) => {
          run.current = null;
          setResult({ settings, rows: SYSTEMS.map((system, i) => ({ system, result: results[i]! })) });
          setStatus({ kind: 'idle' });
        },
        error: (message) => {
          run.current = null;
          setStatus({ kind: 'failed', message });
        },
      },
    );
  };
  const cancel = () => {
    run.current?.cancel();
    run.current = null;
    setStatus({ kind: 'idle' });
  };

  const select = (side: keyof Policies, id: string, label: string) => (
    <span class="sow-field">
      <label for={id}>{label}</label>
      <select id={id} value={policies[side]} disabled={running} onChange={choose(side)}>
        {policyNames.map((p) => (
          <option key={p} value={p}>
            {p}
          </option>
        ))}
      </select>
    </span>
  );

  return (
    <section class="sow-widget sow-compare" aria-label="Rerun the comparison">
      <p class="sow-widget__title">Rerun the comparison</p>
      <div class="sow-controls">
        {select('instigator', ids.i, "Player I's policy")}
        {select('retaliator', ids.r, "Player R's policy")}
        <span class="sow-field">
          <label for={ids.games}>Games a system</label>
          <input
            id={ids.games}
            type="number"
            inputMode="numeric"
            min={GAMES.min}
            max={GAMES.max}
            step={1}
            value={gamesText}
            disabled={running}
            aria-describedby={ids.help}
            aria-invalid={problem ? 'true' : undefined}
            onInput={(e) => setGamesText((e.currentTarget as HTMLInputElement).value)}
          />
        </span>
        {running ? (
          <button type="button" onClick={cancel}>
            Cancel
          </button>
        ) : (
          <button type="button" class="sow-primary" onClick={() => void start()}>
            Run the comparison
          </button>
        )}
      </div>
      <p
        id={ids.help}
        class="sow-compare__help"
      >{`A whole number from ${GAMES.min} to ${GAMES.max.toLocaleString('en')}; the seed stays ${initial.seed}, so each game starts from the same deployment in every system.`}</p>
      {problem && (
        <p class="sow-error" role="alert">
          {problem}
        </p>
      )}
      {status.kind === 'running' && (
        <p class="sow-progress">
          <progress max={status.total} value={status.played} aria-label="Comparison progress" />
          <span>{`${status.played.toLocaleString('en')} of ${status.total.toLocaleString('en')} games (playing ${systemDescription(SYSTEMS[status.index]!).name})`}</span>
        </p>
      )}
      {status.kind === 'failed' && <p class="sow-error" role="alert">{`The comparison stopped: ${status.message}`}</p>}
      <div aria-live="polite">
        {result && (
          <>
            <CompareTable rows={result.rows} caption={`Your run: ${compareCaption(result.settings, 'computed in your browser')}`} />
            <CompareChart rows={result.rows} id="compare-rerun" />
          </>
        )}
      </div>
    </section>
  );
}
