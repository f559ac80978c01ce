// Real games held against the engine's predictions: pure arithmetic on tallies, no I/O, so the build,
// the desk and its Web Worker compute the same figures. The interval is the engine's own Wilson score
// interval (src/engine/play/simulate.ts), the one `sow sim` prints.
import { wilson } from '../engine/browser.ts';
import { finishedIn, gamesIn, type Result } from './playtest-results.ts';

/** The results an engine prediction speaks of; `unfinished` games are counted but not compared. */
export const OUTCOMES = ['instigator', 'retaliator', 'draw'] as const;
export type Outcome = (typeof OUTCOMES)[number];

export interface Share {
  count: number;
  /** Of the finished games (reading `finished-games-only`: an abandoned game says nothing about who wins). */
  share: number;
  /** 95% Wilson interval of the share. */
  interval: [number, number];
}

export interface Observed {
  games: number;
  finished: number;
  unfinished: number;
  shares: Record<Outcome, Share>;
  /** Over the finished games; null when none finished. */
  meanTurns: number | null;
  /** Over the games that gave their minutes; null when none did. */
  meanMinutes: number | null;
  minutesGames: number;
}

export function observe(t: { results: Record<Result, number>; turns: number; minutes: { games: number; total: number } }): Observed {
  const finished = finishedIn(t);
  const share = (count: number): Share => ({ count, share: finished ? count / finished : 0, interval: wilson(count, finished) });
  return {
    games: gamesIn(t),
    finished,
    unfinished: t.results.unfinished,
    shares: { instigator: share(t.results.instigator), retaliator: share(t.results.retaliator), draw: share(t.results.draw) },
    meanTurns: finished ? t.turns / finished : null,
    meanMinutes: t.minutes.games ? t.minutes.total / t.minutes.games : null,
    minutesGames: t.minutes.games,
  };
}

/** What one policy pair predicts: each outcome's share of its simulated games, and its mean Turns. */
export interface Prediction {
  /** The pair's name, e.g. "aggressive v aggressive". */
  pair: string;
  games: number;
  shares: Record<Outcome, number>;
  meanTurns: number;
}

/**
 * "Plays unlike any of the engine's policies": the observed interval excludes the predicted share of
 * every policy pair. With no prediction, or no finished game, there is nothing to be unlike.
 */
export function unlikeEveryPolicy(interval: readonly [number, number], predicted: readonly number[]): boolean {
  return predicted.length > 0 && predicted.every((p) => p < interval[0] || p > interval[1]);
}

/** The outcomes whose observed share is unlike every pair's prediction. */
export function unlikeOutcomes(observed: Observed, predictions: readonly Prediction[]): Outcome[] {
  if (observed.finished === 0) return [];
  return OUTCOMES.filter((o) =>
    unlikeEveryPolicy(
      observed.shares[o].interval,
      predictions.map((p) => p.shares[o]),
    ),
  );
}
