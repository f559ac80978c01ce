// The seam for the ruling exchange's `simultaneous` rules (exchange.ts): the Match layer asks here. They
// are provided when exchange.ts is imported, as the engine's index does; a page whose widgets only play
// strikes in turn leaves them unloaded until a reader chooses them (the Settings panel and the link
// reader import them), which keeps the rule pages within their script budget.
import type { Decision, GameState, LegalDecision, MatchState, Sink } from '../core/types.ts';
import type { Point } from '../core/geometry.ts';

export interface AtOnceRules {
  /** The decisions when locked (S3). */
  locked(m: MatchState, me: number): readonly LegalDecision[];
  /** A decision in a Match: the first of a pair is sealed, the second carries out both (S1). */
  decide(g: GameState, m: MatchState, entry: LegalDecision, d: Decision, out: Sink): void;
  /** The transition of a pair of Actions at once, given where the Moves end and the dice (the exact solver enumerates it). */
  step(g: GameState, m: MatchState, instigator: Decision, retaliator: Decision, meeting: Meeting | null, first: number, second: number, out: Sink): void;
  /** How many defence dice the next pair rolls. */
  rolls(m: MatchState): number;
}

/** Where two Moves (or Waits) at once end: signed lengths along the line between them, positive toward the other. */
export interface Meeting {
  instigator: number;
  retaliator: number;
  /** The base that stopped each, or -1. */
  stoppedI: number;
  stoppedR: number;
  /** They end touching. */
  contact: boolean;
  /** Each one's centre has left the table (rule 27). */
  offI: boolean;
  offR: boolean;
  /** Where each stood before (for the events). */
  fromI: Point;
  fromR: Point;
}

export function newMeeting(): Meeting {
  return { instigator: 0, retaliator: 0, stoppedI: -1, stoppedR: -1, contact: false, offI: false, offR: false, fromI: { x: 0, y: 0 }, fromR: { x: 0, y: 0 } };
}

let provided: AtOnceRules | null = null;

export function provideAtOnce(rules: AtOnceRules): void {
  provided = rules;
}

export function atOnceRules(): AtOnceRules {
  if (!provided) throw new Error('the ruling exchange "simultaneous" is not loaded: import src/engine/exchange.ts (src/engine/index.ts does)');
  return provided;
}
