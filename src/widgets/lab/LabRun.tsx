// The Lab's whole games: how many a cell, the seed, Run or Cancel, and the run's progress.
import { useId } from 'preact/hooks';
import { GAMES, SEED, type LabAction, type LabModel } from './lab-model.ts';
import { whileTyping } from './LabQuestion.tsx';

export function LabRunControls(p: {
  version: string;
  model: LabModel;
  /** Games in the whole run (every cell): none while the values are refused, and nothing to run. */
  total: number;
  dispatch: (a: LabAction) => void;
  onRun: () => void;
  onCancel: () => void;
}) {
  const { model: m, total } = p;
  const ids = { games: useId(), seed: useId() };
  const onGames = whileTyping((n) => p.dispatch({ type: 'games', games: n }));
  const onSeed = whileTyping((n) => p.dispatch({ type: 'seed', seed: n }));
  const running = m.status === 'running';
  return (
    <div class="sow-sim" role="group" aria-label="Simulate whole games">
      <p class="sow-widget__subtitle">{`Whole games (${p.version}), five a side, seeded deployments, for each value`}</p>
      <div class="sow-controls">
        <NumberField id={ids.games} label="Games per value" range={GAMES} value={m.games} disabled={running} onValue={onGames} />
        <NumberField id={ids.seed} label="Seed" range={SEED} value={m.seed} disabled={running} onValue={onSeed} />
        {running ? (
          <button type="button" onClick={p.onCancel}>
            Cancel
          </button>
        ) : (
          <button type="button" class="sow-primary" onClick={p.onRun} disabled={total === 0}>
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
