// /desk/predictions/: "Compute" runs the engine's policy pairs for a setting in a Web Worker, shows its
// progress, then fills the table and marks what plays unlike every pair. Figures are written as text.
import type { Observed, Prediction } from '../../shared/playtest-stats.ts';
import { OUTCOMES, unlikeOutcomes } from '../../shared/playtest-stats.ts';
import type { PredictionSetting } from '../../shared/predictions.ts';
import { percent } from '../../shared/format.ts';

function fill(block: HTMLElement, observed: Observed | null, predictions: Prediction[]): void {
  const table = block.querySelector('table')!;
  const head = table.querySelector('thead tr')!;
  for (const p of predictions) {
    const th = document.createElement('th');
    th.scope = 'col';
    th.textContent = p.pair;
    head.append(th);
  }
  for (const out of OUTCOMES) {
    const row = table.querySelector(`tr[data-outcome="${out}"]`)!;
    for (const p of predictions) row.append(Object.assign(document.createElement('td'), { textContent: percent(p.shares[out]) }));
  }
  const turns = table.querySelector('tr[data-outcome="turns"]')!;
  for (const p of predictions) turns.append(Object.assign(document.createElement('td'), { textContent: p.meanTurns.toFixed(2) }));
  const unlike = observed ? unlikeOutcomes(observed, predictions) : [];
  block.querySelector('[data-unlike]')!.textContent = unlike.length
    ? `Plays unlike any of the engine's policies: ${unlike.join(', ')}.`
    : "Within the range of at least one of the engine's policies for every result.";
}

for (const block of document.querySelectorAll<HTMLElement>('[data-prediction]')) {
  const button = block.querySelector('button')!;
  const progress = block.querySelector('progress')!;
  const status = block.querySelector<HTMLElement>('[data-status]')!;
  // The page serves the button disabled: a press before this script is in would do nothing at all.
  button.disabled = false;
  button.addEventListener('click', () => {
    const { setting, observed, games } = JSON.parse(block.dataset.prediction!) as { setting: PredictionSetting; observed: Observed | null; games: number };
    button.disabled = true;
    progress.hidden = false;
    status.textContent = 'Computing…';
    const worker = new Worker(new URL('./predictions.worker.ts', import.meta.url), { type: 'module' });
    worker.onerror = (ev) => {
      ev.preventDefault();
      worker.terminate();
      progress.hidden = true;
      button.disabled = false;
      status.textContent = `Could not compute: ${ev.message || 'the worker failed'}`;
    };
    worker.onmessage = (
      ev: MessageEvent<{ type: 'progress'; done: number; total: number } | { type: 'done'; predictions: Prediction[] } | { type: 'error'; message: string }>,
    ) => {
      const d = ev.data;
      if (d.type === 'progress') {
        progress.max = d.total;
        progress.value = d.done;
        status.textContent = `${d.done} of ${d.total} games`;
        return;
      }
      worker.terminate();
      progress.hidden = true;
      if (d.type === 'error') status.textContent = `Could not compute: ${d.message}`;
      else {
        status.textContent = `Done: ${d.predictions.length} policy pairs.`;
        fill(block, observed, d.predictions);
      }
    };
    worker.postMessage({ setting, games });
  });
}
