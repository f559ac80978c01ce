// The desk's predictions off the main thread: every policy pair's games for one setting, with progress.
import { loadSystem } from '../../engine/systems.ts';
import { predict, type PredictionSetting } from '../../shared/predictions.ts';

interface WorkerScope {
  onmessage: ((ev: MessageEvent<{ setting: PredictionSetting; games: number }>) => void) | null;
  postMessage(message: unknown): void;
}
const scope = self as unknown as WorkerScope;

scope.onmessage = async (ev) => {
  try {
    const system = await loadSystem(ev.data.setting.system);
    const predictions = predict(ev.data.setting, system, ev.data.games, (done, total) => scope.postMessage({ type: 'progress', done, total }));
    scope.postMessage({ type: 'done', predictions });
  } catch (error) {
    scope.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
