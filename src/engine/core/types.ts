// The shapes the engine deals in: game state, decisions, and the events it reports.
import type { Point, Table } from './geometry.ts';
import type { Params } from './params.ts';
import type { RulesetId } from './rulesets.ts';
import type { RulingId, Rulings } from './rulings.ts';

export type Side = 'instigator' | 'retaliator';

/** How a Turn is organised (spec: turn-systems.md); each is a plug-in in src/engine/systems/. */
export type SystemId = 'fragment1' | 'warspike' | 'wwpd' | 'war';
export const SYSTEM_IDS: readonly SystemId[] = ['fragment1', 'warspike', 'wwpd', 'war'];

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
  /** Ruling exchange `simultaneous` (S3): strikes wait on both combatants (then `pending` is -1). */
  mutual: boolean;
  /** Ruling exchange `simultaneous` (S1): the first chooser's Action, kept face down until the other has chosen. */
  sealed: Decision | null;
  /** Set when the Match is over (A9): the turn system takes it from there. */
  over: boolean;
  /** Index of the Winner once over, or -1 when both stand. */
  winner: number;
}

/**
 * `pairing`: the turn system's own steps outside a Match (Fragment 1 pairs; WarSpike's roles, activations,
 * leftovers, changeover; WWPD's whole player turns).
 */
export type Phase = 'turn-start' | 'pairing' | 'match' | 'over';

export interface GameState {
  ruleset: RulesetId;
  system: SystemId;
  rulings: Rulings;
  /** The numbers in force (params.ts); the table is `params.table`. */
  params: Params;
  /** In scenario order; removed combatants stay, flagged, so indices never shift. */
  combatants: Combatant[];
  turn: number;
  phase: Phase;
  match: MatchState | null;
  matchesThisTurn: number;
  winner: Outcome | null;
  seed: number;
  rng: number;
  /** Scripted die results, used in order before the seeded stream. */
  dice: number[];
  diceUsed: number;
  /** Decisions applied so far: the random policy mixes it into its draw. */
  decisions: number;
  /** What the turn system tracks beyond the above (plain data, cloned with the state); null in Fragment 1. */
  turnState: TurnState | null;
}

/** A state before its game starts: what `given` says, the rest as at the start (play's initialState and restartState set the seed). */
export function blankState(given: Pick<GameState, 'ruleset' | 'system' | 'rulings' | 'params' | 'combatants'>): GameState {
  return {
    ...given,
    turn: 0,
    phase: 'turn-start',
    match: null,
    matchesThisTurn: 0,
    winner: null,
    seed: 0,
    rng: 0,
    dice: [],
    diceUsed: 0,
    decisions: 0,
    turnState: null,
  };
}

/** Each turn system's own state, by system. */
export type TurnState = WarSpikeState | WwpdState | WarState;

/** WarSpike's Turn (spec WS1–WS7) beyond the shared state; which step is asked follows from who is Inert. */
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

/** WWPD's player turn under way (systems/wwpd.ts). */
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

/** WAR's round (spec WA1–WA8) beyond the shared state; `turn` is the round. Arrays are in scenario order. */
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

export type Decision =
  | { type: 'wait' }
  | { type: 'move'; toward: boolean; distance?: number }
  | { type: 'fight'; /** WAR: the touching enemy fought; absent in a Match, and there the first offered. */ target?: string }
  /** The pair to Match: Fragment 1's tie pick (T3), WarSpike's free activation (WS2) of the Instigator's combatant against a target. */
  | { type: 'pick-match'; instigator: string; retaliator: string }
  | { type: 'elect' }
  | { type: 'pass' }
  /** WWPD (WW3): the charger asked now charges its target. */
  | { type: 'charge' }
  /** WWPD (WW5): the Melee resolved next, named by its first member. */
  | { type: 'pick-melee'; first: string }
  // WAR (systems/war.ts): the combatant a side activates, and Rest; Fight may name whom (else the first listed).
  | { type: 'activate-combatant'; id: string }
  | { type: 'rest' };

export interface PairOption {
  instigator: string;
  retaliator: string;
  /** Edge-to-edge gap in inches. */
  distance: number;
}

/** A decision the engine offers; moves carry the distances allowed by the move-distance ruling. */
export type LegalDecision =
  | { type: 'wait' }
  | { type: 'move'; toward: boolean; minDistance: number; maxDistance: number }
  | { type: 'fight'; defending: boolean; /** WAR: the touching enemy it fights. */ target?: string }
  | { type: 'pick-match'; instigator: string; retaliator: string; distance: number }
  | { type: 'elect' }
  | { type: 'pass' }
  /** `reaches`: the charge would end touching an enemy. */
  | { type: 'charge'; charger: string; target: string; friend: boolean; reaches: boolean }
  | { type: 'pick-melee'; members: string[] }
  // WAR (systems/war.ts).
  | { type: 'activate-combatant'; id: string }
  | { type: 'rest' };

export type Pending =
  | { kind: 'pick-match'; side: 'instigator'; options: PairOption[] }
  | { kind: 'action'; side: Side; combatant: string; opponent: string; action: number; locked: boolean; defending: boolean; gap: number }
  | { kind: 'roles'; side: Side; first: boolean }
  | { kind: 'activate'; side: Side; options: PairOption[] }
  | { kind: 'leftover' | 'changeover'; side: Side; combatant: string; nearest: string; gap: number }
  | { kind: 'over'; winner: Outcome }
  /** WWPD (WW2): a combatant of the active side may Move toward or away from its nearest enemy, or stay. */
  | { kind: 'movement'; side: Side; combatant: string; nearest: string; gap: number }
  /** WWPD (WW3): the closest charger not yet asked may charge `target` (an engaged friend when `friend`). */
  | { kind: 'charge'; side: Side; combatant: string; target: string; friend: boolean; gap: number }
  /** WWPD (WW5): the active side picks which Melee is resolved next. */
  | { kind: 'melee-order'; side: Side; melees: string[][] }
  /** WAR (WA2–WA5): the side to activate picks which unactivated combatant. */
  | { kind: 'activate-combatant'; side: Side; round: number; act: number; options: string[] }
  /** WAR (WA6): the active combatant's next Action. */
  | { kind: 'activation-action'; side: Side; round: number; combatant: string; action: number; actions: number; fatigue: number; nearest: string; gap: number };

interface Cited {
  /** Stable ids of Fragment 1's rules that produced the event; empty only where `steps` cites. */
  rules: readonly string[];
  /** Stable ids of the turn system's steps that produced it (each system's own list: systems/<id>/<id>-steps.ts); absent in Fragment 1. */
  steps?: readonly StepId[];
  /** Rulings applied, where the sheet left the case open. */
  rulings?: readonly RulingId[];
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
    /** Both combatants of a Match fell in the same exchange (ruling exchange `simultaneous`, S3). */
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
    // WarSpike (systems/warspike.ts). Sides are players here: the roles change from Turn to Turn.
    | { type: 'coin-flip'; turn: number; winner: Side; roll: number }
    | { type: 'role-choice'; turn: number; side: Side; elected: boolean }
    | { type: 'turn-struck-off'; turn: number }
    | { type: 'roles'; turn: number; instigator: Side; decidedBy: 'election' | 'advantage' }
    | { type: 'activation'; turn: number; number: number; active: string; target: string; distance: number }
    | ({ type: 'leftover' | 'changeover' } & LoneAction)
    | { type: 'advantage'; turn: number; scores: Record<Side, number>; forward: string[]; backward: string[]; next: Side | null }
    // WWPD (systems/wwpd.ts), citing its steps (systems/wwpd-steps.ts).
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
    | { type: 'melee-end'; turn: number; melee: number; fell: string[]; doubleKnockout?: true }
    // WAR (systems/war.ts): `round` is GameState.turn.
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
    | { type: 'round-count'; round: number; count: Record<Side, number> }
  );

/** Why fatigue changed: a further Action or a fight adds (WA7), Rest removes one, a defence uses it (WA8). */
export type FatigueReason = 'further-action' | 'fight' | 'rest' | 'used';

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
  /** `game-end` events under the turn-limit ruling. */
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

export interface Policies {
  instigator: PolicyName;
  retaliator: PolicyName;
}

export type PolicyName = 'aggressive' | 'counter' | 'wait' | 'random' | 'optimal';
export const POLICY_NAMES: readonly PolicyName[] = ['aggressive', 'counter', 'wait', 'random', 'optimal'];

// ---- a game's starting position (checked by setup/scenario.ts) ----

/** Rule 4: 5 combatants a side (seeded deployments, the widgets' defaults). */
export const COMBATANTS_PER_SIDE = 5;

export interface ScenarioCombatant {
  id: string;
  side: Side;
  x: number;
  y: number;
}

/** Parameters a scenario may set besides its table (which is the `table` field). */
export type ScenarioParams = Partial<Omit<Params, 'table'>>;

export interface Scenario {
  ruleset: RulesetId;
  /** How Turns are organised; Fragment 1's when absent. */
  system?: SystemId;
  /** How the engine's Instigator picks its activations, for a system where it chooses (WarSpike); `closest` when absent. */
  pairing?: Pairing;
  /** The `table` parameter: the play area the positions are on. */
  table: Table;
  params?: ScenarioParams;
  combatants: ScenarioCombatant[];
  seed?: number;
  dice?: number[];
  policies?: Partial<Policies>;
  rulings?: Partial<Rulings>;
}
