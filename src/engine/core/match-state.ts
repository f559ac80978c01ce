// A Match under way (rules 14–20, A1–A9) and where two Moves at once end (S1–S3).
import type { Point } from './geometry.ts';
import type { Decision } from './decisions.ts';
import type { Side } from './model.ts';

export interface MatchState {
  /** 1-based count of Matches in this Turn. */
  number: number;
  /** Indices into GameState.combatants. */
  instigator: number;
  retaliator: number;
  /** Action slots taken so far (0..10); slots alternate starting with `first` (A1). */
  slot: number;
  first: Side;
  /** Actions each has spent, counted as rule 36 says. */
  used: Record<Side, number>;
  /** Locked in combat (A6): only Fight from here on. */
  locked: boolean;
  /** Combatant A / Z (Attacker / Defender in v0.2); -1 until contact. */
  a: number;
  z: number;
  /** Index of the combatant a strike is waiting on, or -1. */
  pending: number;
  /** Reading exchange `simultaneous` (S3): strikes wait on both combatants (then `pending` is -1). */
  mutual: boolean;
  /** Reading exchange `simultaneous` (S1): the first chooser's Action, kept face down until the other has chosen. */
  sealed: Decision | null;
  /** Set when the Match is over (A9): the turn system takes it from there. */
  over: boolean;
  /** Index of the Winner once over, or -1 when both stand. */
  winner: number;
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
