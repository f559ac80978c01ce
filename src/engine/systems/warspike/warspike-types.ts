// WarSpike's own part of the model (spec WS1–WS9): its Turn's state, events, decisions and questions,
// added to the core's by module augmentation so that the core names no system.
import type { LoneAction, Pairing, PairOption, Side } from '../../core/types.ts';

/** WarSpike's Turn beyond the shared state; which step is asked follows from who is Inert. */
export interface WarSpikeState {
  system: 'warspike';
  pairing: Pairing;
  /** The player who is Instigator this Turn; null while the roles are being chosen (WS1). */
  instigator: Side | null;
  /** Who won this Turn's coin flip; null when the Advantage chose the Instigator. */
  coin: Side | null;
  /** The player asked to elect or pass now; null when nobody is. */
  asked: Side | null;
  /** The Instigator for the next Turn by the Advantage (WS7); null when the coin decides. */
  next: Side | null;
  /** Each combatant's distance from its own table edge when the Turn began (WS7), in scenario order. */
  startDepth: number[];
}

/** Sides are players here: the roles change from Turn to Turn. */
export type WarSpikeEvent =
  | { type: 'coin-flip'; turn: number; winner: Side; roll: number }
  | { type: 'role-choice'; turn: number; side: Side; elected: boolean }
  | { type: 'turn-struck-off'; turn: number }
  | { type: 'roles'; turn: number; instigator: Side; decidedBy: 'election' | 'advantage' }
  | { type: 'activation'; turn: number; number: number; active: string; target: string; distance: number }
  | ({ type: 'leftover' | 'changeover' } & LoneAction)
  | { type: 'advantage'; turn: number; scores: Record<Side, number>; forward: string[]; backward: string[]; next: Side | null };

/** WS1: elect or pass; WS2: the Instigator's activation; WS5, WS6: a lone Move or Wait. */
export type WarSpikePending =
  | { kind: 'roles'; side: Side; first: boolean }
  | { kind: 'activate'; side: Side; options: PairOption[] }
  | { kind: 'leftover' | 'changeover'; side: Side; combatant: string; nearest: string; gap: number };

declare module '../../core/model.ts' {
  interface TurnSystemTypes {
    warspike: {
      state: WarSpikeState;
      event: WarSpikeEvent;
      /** WS1: elect to be Instigator, or pass. WS2's activation is the shared `pick-match`. */
      decision: { type: 'elect' } | { type: 'pass' };
      legal: { type: 'elect' } | { type: 'pass' };
      pending: WarSpikePending;
    };
  }
}
