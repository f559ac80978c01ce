// The solvers a run keeps (one per Match parameters and readings, each with its rankings): an explicit
// value made by whoever plays the games (simulateRange per run, playOut per game when given none) and
// handed to the policies, never module state.
import type { Readings } from '../core/readings.ts';
import { MatchSolver, matchKey, type MatchParams, type SolverReadings } from './minimax.ts';

/** Solvers kept at most: beyond, the least recently used goes (a run uses one, a sweep of games a few). */
const SOLVERS_LIMIT = 16;

export class SolverCache {
  /** Insertion order is use order (a miss re-inserts), so the first is the least recently used. */
  private readonly solvers = new Map<string, MatchSolver>();
  /** The solver last asked for, at hand: a game asks at every decision, and building its key each time was a tenth of an optimal game's time. */
  private last: MatchSolver | null = null;

  /** The solver of these parameters and readings. */
  solverFor(params: MatchParams, readings: Partial<Readings> & SolverReadings): MatchSolver {
    if (this.last?.serves(params, readings)) return this.last;
    const k = matchKey(params, readings);
    let s = this.solvers.get(k);
    if (s) this.solvers.delete(k);
    else {
      s = new MatchSolver(readings, params);
      if (this.solvers.size >= SOLVERS_LIMIT) this.solvers.delete(this.solvers.keys().next().value!);
    }
    this.solvers.set(k, s);
    return (this.last = s);
  }
}
