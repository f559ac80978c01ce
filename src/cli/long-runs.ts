// `--max-minutes N` on `sow sim` and `sow sweep`: a run predicted past the run limit (about two
// minutes, engine/play/run-cost.ts) goes ahead when the user asks for one that long; and the progress a
// run shows on a terminal, with the time left. Without the flag the refusal stays and names it.
import { RUN_BUDGET_MS } from '../engine/index.ts';
import { number, UsageError } from './args.ts';

export const LONG_RUN_FLAG = { 'max-minutes': { type: 'string' } } as const;

/** From one minute to a day: an overnight run fits. */
const MAX_MINUTES = { min: 1, max: 1440, integer: true };

/**
 * The predicted time a run may take, in milliseconds: `--max-minutes` as given, or the run limit.
 * Reading `max-minutes-floor`: a limit below the default one never refuses what the default accepts.
 */
export function runBudget(raw: string | undefined): number {
  const minutes = number('max-minutes', raw, MAX_MINUTES);
  return minutes === undefined ? RUN_BUDGET_MS : Math.max(RUN_BUDGET_MS, minutes * 60_000);
}

/** A run's refusal (runProblem's) as `--games`'s line, naming the flag that would let it go ahead. */
export function runRefusal(issue: string, raw: string | undefined): UsageError {
  // A count out of range (the million-game cap) no longer run would change.
  if (/is out of range/.test(issue)) return new UsageError(`--games: ${issue}`);
  const way =
    raw === undefined
      ? `; --max-minutes N lets a run of up to N minutes (${MAX_MINUTES.min}-${MAX_MINUTES.max}) go ahead`
      : ` (--max-minutes ${raw}); a larger --max-minutes (up to ${MAX_MINUTES.max}) or fewer games`;
  return new UsageError(`--games: ${issue}${way}`);
}

/** "1 h 02 min", "3 min 05 s", "12 s": a time left, to the second. */
function duration(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s >= 3600) return `${Math.floor(s / 3600)} h ${String(Math.floor((s % 3600) / 60)).padStart(2, '0')} min`;
  if (s >= 60) return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
  return `${s} s`;
}

/**
 * The progress line of a run of `total` games on a terminal: games played and, once some are, the time
 * left at the pace so far. `label` goes before it (a sweep's parameter). `now` is the clock, for tests.
 */
export function progressLine(total: number, label = '', now: () => number = () => performance.now()): (played: number) => string {
  const start = now();
  return (played) => {
    const elapsed = now() - start;
    const left = played > 0 && played < total ? `, about ${duration((elapsed / played) * (total - played))} left` : '';
    return `\r${label}${played} / ${total} games${left}\x1b[K`;
  };
}
