// What the engine reports: the events, each citing the rules and steps that produced it, and where they go (a Sink).
import type { Point } from './geometry.ts';
import type { ReadingId } from './readings.ts';
import type { Added, Outcome } from './model.ts';

interface Cited {
  /** Stable ids of Fragment 1's rules that produced the event; empty only where `steps` cites. */
  rules: readonly string[];
  /** Stable ids of the turn system's steps that produced it (each system's own list: systems/<id>/<id>-steps.ts); absent in Fragment 1. */
  steps?: readonly StepId[];
  /** Readings applied, where the sheet left the case open. */
  readings?: readonly ReadingId[];
}

/** A turn system's step, cited by events as `rules` cite Fragment 1's rules; each system types its own ids. */
export type StepId = string;

/** A Move or Wait outside any Match (WS5 leftovers, WS6 changeover): it stops short of every base. */
export interface LoneAction {
  turn: number;
  id: string;
  /** Its nearest enemy, the one it moves toward or away from. */
  nearest: string;
  /** null: it Waits. */
  toward: boolean | null;
  from: Point;
  to: Point;
  distance: number;
  /** The base it stopped short of, if any. */
  stoppedBy: string | null;
}

export type GameEvent = Cited &
  (
    | { type: 'turn-start'; turn: number }
    | { type: 'turn-end'; turn: number }
    | {
        type: 'match-start';
        turn: number;
        match: number;
        instigator: string;
        retaliator: string;
        /** Edge-to-edge gap in inches. */
        distance: number;
        /** How many pairs were tied at this distance (1 when there was no tie). */
        tied: number;
        inContact: boolean;
      }
    | { type: 'wait'; id: string; action: number; /** Locked with nothing to defend under simultaneous strikes (S3). */ guard?: true }
    | { type: 'move'; id: string; action: number; toward: boolean; opponent: string; from: Point; to: Point; distance: number; stoppedBy: string | null }
    | {
        type: 'strike';
        by: string;
        target: string;
        kind: 'move-and-strike' | 'defence-and-strike' | 'free-strike';
        a: string;
        z: string;
        /** The striker's Action the strike rode on (its Move or its defence roll); null for a free strike. */
        action: number | null;
      }
    | { type: 'defence'; id: string; action: number; roll: number; held: boolean }
    | { type: 'strike-lost'; by: string; target: string }
    | { type: 'removed'; id: string; reason: RemovalReason }
    /** Both combatants of a Match fell in the same exchange (reading exchange `simultaneous`, S3). */
    | { type: 'double-knockout'; ids: [string, string] }
    | {
        type: 'match-end';
        turn: number;
        match: number;
        winner: string | null;
        inert: string[];
        /** Both fell at once (a double knock-out): no Winner, and nobody stands. */ bothFell?: true;
      }
    | { type: 'game-end'; winner: Outcome; turn: number }
    | Added<'event'>
  );

/**
 * What the quiet path counts instead of recording events: exactly the figures `sow sim` reads from
 * them (SimTally is one). The engine increments it where it would push the event, so a simulation
 * builds no event objects (they were most of a game's allocations).
 */
export interface EventCounts {
  /** `match-end` events, and those with no winner (both stand). */
  matches: number;
  matchesBothStand: number;
  /** `removed` events by reason. */
  removals: Record<RemovalReason, number>;
  /** `game-end` events under the turn-limit reading. */
  turnLimitDraws: number;
  /** `double-knockout` events and WWPD's `melee-end` marked so: exchanges in which both sides lost a combatant at once. */
  doubleKnockouts: number;
}

export type RemovalReason = 'off-table' | 'defeated' | 'undefended';

/** Where events go: a list records every one; EventCounts only counts (simulations); null drops them. */
export type Sink = GameEvent[] | EventCounts | null;

/** Whether the sink records events (the engine builds an event only then). */
export function recording(out: Sink): out is GameEvent[] {
  return Array.isArray(out);
}
