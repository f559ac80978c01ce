// WWPD's own part of the model (spec WW1–WW8): its player turn's state, events, decisions and
// questions, added to the core's by module augmentation so that the core names no system.
import type { Point } from '../../core/geometry.ts';
import type { Side } from '../../core/types.ts';

/** WWPD's player turn under way. */
export interface WwpdState {
  system: 'wwpd';
  /** The side whose player turn it is (WW1). */
  active: Side;
  step: 'movement' | 'charge' | 'melee';
  /** Movement: the active side's combatants still to Move, in scenario order. Charge: those not yet asked. */
  waiting: number[];
  /** The combatant deciding now (a mover or a charger), or -1. */
  current: number;
  /** A charger's target (WW3): an unengaged enemy, or an engaged friend; -1 otherwise. */
  target: number;
  /** The Melees still to resolve this player turn (WW5), each its members in scenario order. */
  melees: number[][];
  /** Melees resolved so far this player turn: numbers them in events. */
  resolved: number;
}

/** WWPD's events, citing its steps (wwpd-steps.ts). */
export type WwpdEvent =
  | { type: 'player-turn'; turn: number; side: Side }
  | {
      type: 'movement';
      id: string;
      toward: boolean;
      enemy: string;
      from: Point;
      to: Point;
      distance: number;
      /** The base it stopped short of. */ stoppedBy: string | null;
    }
  /** Stayed put in the Movement step, or did not charge. */
  | { type: 'stay'; id: string; step: 'movement' | 'charge' }
  | {
      type: 'charge';
      id: string;
      target: string;
      friend: boolean;
      from: Point;
      to: Point;
      distance: number;
      /** The base it ended touching. */ touching: string | null;
    }
  | { type: 'pile-in'; side: Side }
  | { type: 'melee-start'; turn: number; melee: number; members: string[] }
  | { type: 'melee-strike'; melee: number; by: string; target: string }
  /** One defence test a strike (WW6); `by` struck. */
  | { type: 'melee-defence'; melee: number; id: string; by: string; roll: number; held: boolean }
  /** All removals done together; both sides lost combatants: a double knock-out. */
  | { type: 'melee-end'; turn: number; melee: number; fell: string[]; doubleKnockout?: true };

declare module '../../core/model.ts' {
  interface TurnSystemTypes {
    wwpd: {
      state: WwpdState;
      event: WwpdEvent;
      /** WW3: the charger asked now charges its target; WW5: the Melee resolved next, named by its first member. */
      decision: { type: 'charge' } | { type: 'pick-melee'; first: string };
      /** `reaches`: the charge would end touching an enemy. */
      legal: { type: 'charge'; charger: string; target: string; friend: boolean; reaches: boolean } | { type: 'pick-melee'; members: string[] };
      pending:
        /** WW2: a combatant of the active side may Move toward or away from its nearest enemy, or stay. */
        | { kind: 'movement'; side: Side; combatant: string; nearest: string; gap: number }
        /** WW3: the closest charger not yet asked may charge `target` (an engaged friend when `friend`). */
        | { kind: 'charge'; side: Side; combatant: string; target: string; friend: boolean; gap: number }
        /** WW5: the active side picks which Melee is resolved next. */
        | { kind: 'melee-order'; side: Side; melees: string[][] };
    };
  }
}
