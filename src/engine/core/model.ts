// The words of the model every layer shares: the sides, the turn systems' ids and what each adds, a
// combatant, the phases of a game, the policies. Each turn system adds its own types to TurnSystemTypes
// from its folder, by module augmentation of this module.
import type { Point } from './geometry.ts';

export type Side = 'instigator' | 'retaliator';

/**
 * What each turn system adds to the model: its own state, events, decisions, legal decisions and
 * questions. Fragment 1's are the core's own; every other system adds its entry from its own folder
 * (`systems/<id>/<id>-types.ts`, by module augmentation), so adding a system edits no core file.
 */
export interface TurnSystemTypes {
  fragment1: { state: never; event: never; decision: never; legal: never; pending: never };
}

/** How a Turn is organised (spec: turn-systems.md): one folder each in src/engine/systems/, listed in systems/index.ts. */
export type SystemId = keyof TurnSystemTypes;
export type Added<K extends keyof TurnSystemTypes['fragment1']> = TurnSystemTypes[SystemId][K];

/** How the engine's Instigator picks a WarSpike activation (spec: Choosing pairs); a person picks freely. */
export type Pairing = 'closest' | 'best-odds' | 'random';
export const PAIRINGS: readonly Pairing[] = ['closest', 'best-odds', 'random'];
export type Outcome = Side | 'draw';

export interface Combatant extends Point {
  id: string;
  side: Side;
  /** Removed from the game (defeated, or moved off the table). */
  removed: boolean;
  /**
   * Takes no further part in this Turn: Inert in Fragment 1 (T4), its Match over; in WarSpike it has
   * acted or reacted (or made its lone Move or Wait).
   */
  inert: boolean;
}

/**
 * `pairing`: the turn system's own steps outside a Match (Fragment 1 pairs; WarSpike's roles, activations,
 * leftovers, changeover; WWPD's whole player turns).
 */
export type Phase = 'turn-start' | 'pairing' | 'match' | 'over';

export interface Policies {
  instigator: PolicyName;
  retaliator: PolicyName;
}

export type PolicyName = 'aggressive' | 'counter' | 'wait' | 'random' | 'optimal';
export const POLICY_NAMES: readonly PolicyName[] = ['aggressive', 'counter', 'wait', 'random', 'optimal'];
/** What each policy does, in one line (play/policies.ts plays it): the CLI's help, the widgets' lists and /playtests/ say it. */
export const POLICY_LINES: Readonly<Record<PolicyName, string>> = {
  aggressive: 'always moves toward',
  counter: 'moves only to make contact',
  wait: 'always waits',
  random: 'any legal decision',
  optimal: 'best odds of winning the Match',
};
