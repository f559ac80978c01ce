// WAR's own part of the model (spec WA1–WA8): its round's state, events, decisions and questions, added
// to the core's by module augmentation so that the core names no system.
import type { Side } from '../../core/types.ts';

/** WAR's round beyond the shared state; `turn` is the round. Arrays are in scenario order. */
export interface WarState {
  system: 'war';
  /** Each combatant's activation die is beside it: it has activated this round (WA2). */
  activated: boolean[];
  /** Fatigue tokens on each combatant (WA7, WA8). */
  fatigue: number[];
  /** Act 1: the side whose turn it is to activate (WA3). */
  next: Side;
  /** Acts 2 and 3: the side the last bag draw named, still to pick its combatant; null before the draw. */
  drawn: Side | null;
  /** The combatant whose activation is under way, or -1. */
  active: number;
  /** Actions it has taken, and has in all, in this activation (WA5). */
  taken: number;
  actions: number;
}

/** Why fatigue changed: a further Action or a fight adds (WA7), Rest removes one, a defence uses it (WA8). */
export type FatigueReason = 'further-action' | 'fight' | 'rest' | 'used';

/** WAR's events: `round` is GameState.turn. */
export type WarEvent =
  | { type: 'round-start'; round: number; act: number; dice: Record<Side, number> }
  | { type: 'bag-draw'; round: number; side: Side; bag: Record<Side, number> }
  | { type: 'activation-pass'; round: number; side: Side }
  | { type: 'activated'; round: number; act: number; side: Side; id: string; actions: number }
  | { type: 'actions-roll'; round: number; id: string; roll: number; actions: number }
  | { type: 'rest'; id: string; action: number }
  | { type: 'fight'; id: string; target: string; action: number }
  | { type: 'contact-strike'; by: string; target: string; action: number }
  /** A defence against a WAR strike: `failsOn` is the face it failed from, fatigue included (WA8). */
  | { type: 'defence-roll'; id: string; roll: number; held: boolean; failsOn: number; fatigueUsed: number }
  | { type: 'fatigue'; id: string; change: number; fatigue: number; reason: FatigueReason }
  | { type: 'round-count'; round: number; count: Record<Side, number> };

declare module '../../core/model.ts' {
  interface TurnSystemTypes {
    war: {
      state: WarState;
      event: WarEvent;
      /** The combatant a side activates, and Rest; Fight (shared) may name whom, else the first listed. */
      decision: { type: 'activate-combatant'; id: string } | { type: 'rest' };
      legal: { type: 'activate-combatant'; id: string } | { type: 'rest' };
      pending:
        /** WA2–WA5: the side to activate picks which unactivated combatant. */
        | { kind: 'activate-combatant'; side: Side; round: number; act: number; options: string[] }
        /** WA6: the active combatant's next Action. */
        | {
            kind: 'activation-action';
            side: Side;
            round: number;
            combatant: string;
            action: number;
            actions: number;
            fatigue: number;
            nearest: string;
            gap: number;
          };
    };
  }
}
