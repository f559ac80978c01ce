// What a game asks and is told between its events: the decisions, the legal ones offered, the question pending.
import type { Added, Outcome, Side } from './model.ts';

/** Each turn system's own state (its `<id>-types.ts`); Fragment 1 has none. */
export type TurnState = Added<'state'>;

export type Decision =
  | { type: 'wait' }
  | { type: 'move'; toward: boolean; distance?: number }
  | { type: 'fight'; /** WAR: the touching enemy fought; absent in a Match, and there the first offered. */ target?: string }
  /** The pair to Match: Fragment 1's tie pick (T3), WarSpike's free activation (WS2) of the Instigator's combatant against a target. */
  | { type: 'pick-match'; instigator: string; retaliator: string }
  | Added<'decision'>;

export interface PairOption {
  instigator: string;
  retaliator: string;
  /** Edge-to-edge gap in inches. */
  distance: number;
}

/** A decision the engine offers; moves carry the distances allowed by the move-distance reading. */
export type LegalDecision =
  | { type: 'wait' }
  | { type: 'move'; toward: boolean; minDistance: number; maxDistance: number }
  | { type: 'fight'; defending: boolean; /** WAR: the touching enemy it fights. */ target?: string }
  | { type: 'pick-match'; instigator: string; retaliator: string; distance: number }
  | Added<'legal'>;

export type Pending =
  | { kind: 'pick-match'; side: 'instigator'; options: PairOption[] }
  | { kind: 'action'; side: Side; combatant: string; opponent: string; action: number; locked: boolean; defending: boolean; gap: number }
  | { kind: 'over'; winner: Outcome }
  | Added<'pending'>;
