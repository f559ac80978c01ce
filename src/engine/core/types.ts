// The shapes the engine deals in: game state, decisions, and the events it reports.
import type { MovePath, MovePreview, Point, Table } from './geometry.ts';
import type { ParamId, Params } from './params.ts';
import type { RulesetId } from './rulesets.ts';
import type { RulingId, Rulings } from './rulings.ts';

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
type Added<K extends keyof TurnSystemTypes['fragment1']> = TurnSystemTypes[SystemId][K];

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

/**
 * What the table, the dice and the Match layer keep of a game: a game's state without its turn system
 * (the exact solver's open field is one). The layers below the turn systems take this.
 */
export interface TableState {
  ruleset: RulesetId;
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
  /** Whoever plays this state works here (Scratch); not part of the game. */
  scratch: Scratch;
}

/** A game's state: its table and the turn system that runs it, a value (systems/index.ts lists them). */
export interface GameState extends TableState {
  system: TurnSystem;
  /** What the turn system tracks beyond the above (plain data, cloned with the state); null in Fragment 1. */
  turnState: TurnState | null;
}

/** A state before its game starts: what `given` says, the rest as at the start (play's initialState and restartState set the seed). */
export function blankState(given: Pick<TableState, 'ruleset' | 'rulings' | 'params' | 'combatants'>): TableState {
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
    scratch: newScratch(),
  };
}

/**
 * The working space of whoever plays a state: a reader's game, an engine-played game, or a whole run of
 * games played in one state (play/simulate.ts). Each hot step writes its working lists here and reads
 * them at once; what is kept from call to call is keyed on what it was measured for. No rule reads it.
 * One per state, made with it (a copy gets its own, cloneState), so nothing one game does here can
 * reach another. Its fields are not enumerable: comparing, copying or printing a state sees `{}`, the
 * same for every state. docs/engine.md, "The scratch".
 */
export interface Scratch {
  /** A closed Match of a quiet game, whose object the next Match opened takes (flow/turn-flow.ts). */
  spare: MatchState | null;
  /** The bases a Move of Match `m` can meet, `among[0..count)`, measured at its first Move (match/actions.ts). */
  way: { m: MatchState | null; among: Int32Array; count: number };
  /** The closest pairs found last, flat [instigator, retaliator, ...], and the lists they are found with (table/pairs.ts). */
  pairs: number[];
  freeInstigators: Int32Array;
  freeRetaliators: Int32Array;
  distances: Float64Array;
  /** The centre-to-centre distance of the base `nearest` found last (table/nearest.ts). */
  nearestDistance: number;
  /** A Move outside a Match, measured (the systems' lone Moves and charges). */
  path: MovePath;
  /** A Move in a Match, measured (match/transition.ts), and the two paths of Moves at once (match/exchange.ts). */
  preview: MovePreview;
  pathAtOnce: MovePath;
  meeting: Meeting | null;
  /** A system's last list of Moves, kept by their length (WWPD's Movement). */
  moves: { max: number; list: readonly LegalDecision[] };
  /** What a higher layer keeps for itself (a system's own working values), each under its key (kept). */
  kept: Map<ScratchKey<unknown>, unknown>;
}

/**
 * The key to a higher layer's own working value in the scratch: its type and how to make it, named by
 * the layer that owns it (core knows no higher layer's types). One per owner, made once at its module.
 */
export interface ScratchKey<T> {
  readonly name: string;
  make(): T;
}

/** `key`'s value in `scratch`, made by the key on first use. */
export function kept<T>(scratch: Scratch, key: ScratchKey<T>): T {
  let value = scratch.kept.get(key);
  if (value === undefined) scratch.kept.set(key, (value = key.make()));
  // Only key.make() ever writes under key: the value is its T.
  return value as T;
}

export function newScratch(): Scratch {
  const path = (): MovePath => ({ to: { x: 0, y: 0 }, moved: 0, stoppedBy: -1 });
  const fields: Scratch = {
    spare: null,
    way: { m: null, among: new Int32Array(16), count: 0 },
    pairs: [],
    freeInstigators: new Int32Array(16),
    freeRetaliators: new Int32Array(16),
    distances: new Float64Array(64),
    nearestDistance: Infinity,
    path: path(),
    preview: { ...path(), toward: true, offTable: false, contact: false },
    pathAtOnce: path(),
    meeting: null,
    moves: { max: NaN, list: [] },
    kept: new Map(),
  };
  const hidden: PropertyDescriptorMap = {};
  for (const [k, value] of Object.entries(fields)) hidden[k] = { value, writable: true, enumerable: false };
  return Object.defineProperties({}, hidden) as Scratch;
}

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

/** A decision the engine offers; moves carry the distances allowed by the move-distance ruling. */
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
/** What each policy does, in one line (play/policies.ts plays it): the CLI's help, the widgets' lists and /playtests/ say it. */
export const POLICY_LINES: Readonly<Record<PolicyName, string>> = {
  aggressive: 'always moves toward',
  counter: 'moves only to make contact',
  wait: 'always waits',
  random: 'any legal decision',
  optimal: 'best odds of winning the Match',
};

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

// ---- turn systems as values (systems/index.ts lists them) ----

/** What a run's cost depends on beyond the system (play/run-cost.ts). */
export interface CostShape {
  pairing?: Pairing;
  perSide: number;
  table: Table;
  /** WWPD's inches times this (its ruling). */
  wwpdScale: number;
}

/**
 * What the handbook, the CLI and the checks know of a turn system without loading its code: plain data
 * (with a few small checks), in `systems/<id>/<id>-description.ts`.
 */
export interface SystemDescription {
  id: SystemId;
  /** Its name in prose: "WarSpike". */
  name: string;
  /** Whether the sides' roles change from Turn to Turn, so reports name them as players (PLAYERS). */
  rolesChange: boolean;
  /**
   * Scenario fields only this system reads, each with its check (WarSpike: `pairing`); parseScenario
   * refuses them for any other system as unknown fields.
   */
  fields?: Readonly<Record<string, (value: unknown) => string | null>>;
  /** Said once (CLI: on stderr) when a side plays `optimal`, if the system asks it decisions the solver cannot answer. */
  optimalNote: string | null;
  /** A game's length in Turns where the system fixes it (WAR: 9 rounds) and the turn-limit ruling does not apply. */
  fixedTurns?: number;
  /** What reports call its Turns where the system names them otherwise (WAR: rounds). */
  turnsAre?: string;
  /** Its fights are not Fragment 1 Matches (WWPD's Melees, WAR's fights): reports count no Matches for it. */
  noMatches?: true;
  /**
   * Fragment 1 rulings and parameters the system never reads, each with why: the CLI refuses a flag that
   * sets one (the reading `unread-flags`, docs/engine.md) rather than let it change nothing in silence.
   */
  unread?: Readonly<Partial<Record<RulingId | ParamId, string>>>;
  /** How share links write the system's own decisions (src/shared/link-codec.ts): one letter each, and the field it names. */
  tokens?: readonly DecisionToken[];
  /** Rulings the system adds for its own steps (WWPD's scale); Fragment 1's are every system's. */
  rulings?: readonly RulingInfo[];
  /**
   * The run limit's cost model for it (play/run-cost.ts, fitted by `npm run bench:cost`): milliseconds a
   * unit of work, whether `optimal` searches its Matches exactly, and what else multiplies a game's work.
   */
  cost: {
    perUnit: number;
    solvesMatches: boolean;
    /** What else multiplies a game's work (WarSpike's best-odds pairing, WWPD's reach, WAR's table). */
    factor?: (shape: CostShape) => number;
    /** Whether its fights scatter so that games run to the turn limit even when a side charges. */
    scattered?: (shape: CostShape) => boolean;
  };
}

/** A decision in a share link: `letter`, then the value of `field` where the decision names one (a combatant's id). */
export interface DecisionToken {
  type: Decision['type'];
  letter: string;
  field?: string;
  /** The field may be left out (a Fight naming no target). */
  bare?: true;
}

/**
 * A turn system (in the spirit of boardgame.io's turn orders): who is Matched with whom, when, and what
 * follows a Match. The Match itself, the table and the dice are shared (match/, table/, core/). A game
 * holds its system as a value (GameState.system); no code branches on its id.
 */
export interface TurnSystem extends SystemDescription {
  /** The system's own state for a new game (GameState.turnState); none when absent. */
  start?(scenario: Scenario): TurnState;
  /**
   * Runs every automatic step outside a Match's Actions: starting Turns, resolving a Match that is
   * `over`, forming the next one, ending the game. Returns when someone must decide or the game is over.
   */
  advance(g: GameState, out: Sink): void;
  /** Who must decide what, while no Match is being played (g.phase is the system's own). */
  pending(g: GameState): Pending;
  /**
   * pending(g)'s side alone, without listing the options: a simulation asks at every decision. Absent,
   * pending(g) is asked.
   */
  decider?(g: GameState): Side;
  /** The legal decisions then; applyDecision holds every decision to this list. */
  legalDecisions(g: GameState): readonly LegalDecision[];
  /** Whether `d` names legal entry `l` of its type, where one of the system's own decisions carries a choice (WAR's combatant, WWPD's Melee). */
  picks?(l: LegalDecision, d: Decision): boolean;
  /** Why `d` is refused where its own decisions are asked (`legal` is theirs); none: the Match's wording. */
  refusal?(legal: readonly LegalDecision[], d: Decision): string | null;
  /** Applies a decision already found in `legalDecisions`. Does not advance. */
  apply(g: GameState, d: Decision, out: Sink): void;
  /**
   * A policy's choice among `legal` outside a Match (inside one, play/policies.ts chooses). `opponent` is
   * the other side's policy, for a choice that weighs how the coming Match will be played.
   */
  choose(policy: PolicyName, g: GameState, legal: readonly LegalDecision[], opponent: PolicyName): Decision;
  /**
   * choose()'s decision read from the state alone, where the system can give it without the legal list
   * and it is legal by construction; null where the policy needs the list (a random pick, say). An
   * engine-played game then applies it without building or searching the list, as a Match's decisions
   * are (reading `policy-choice-outside-match`). Absent: the list is always built.
   */
  choice?(policy: PolicyName, g: GameState): Decision | null;
  /** How a report tells the events citing its steps; the shared wording for the rest. */
  sentences?: Sentences;
  /** The ruling exchange's strikes at once for its Matches, where this value carries them (loadSystem's do). */
  atOnce?: AtOnceRules;
}

/** A sentence for each kind of event a turn system tells its own way (the defence band for its dice). */
export type Sentences = { [T in GameEvent['type']]?: (e: Extract<GameEvent, { type: T }>, params: Pick<Params, 'die' | 'fails-on'>) => string };

/** The ruling exchange `simultaneous` (match/exchange.ts), as the Match layer and the solver use it. */
export interface AtOnceRules {
  /** The decisions when locked (S3). */
  locked(m: MatchState, me: number): readonly LegalDecision[];
  /** A decision in a Match: the first of a pair is sealed, the second carries out both (S1). */
  decide(g: TableState, m: MatchState, entry: LegalDecision, d: Decision, out: Sink): void;
  /** The transition of a pair of Actions at once, given where the Moves end and the dice (the exact solver enumerates it). */
  step(g: TableState, m: MatchState, instigator: Decision, retaliator: Decision, meeting: Meeting | null, first: number, second: number, out: Sink): void;
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

/** A ruling as the handbook lists it (rulings-declared.ts declares Fragment 1's, a turn system its own). */
export interface RulingVariant {
  value: string;
  label: string;
}

export interface RulingInfo {
  id: RulingId;
  title: string;
  /** Stable ids of the rules (for a turn system's ruling, its steps) whose wording leaves this case open. */
  rules: string[];
  /** The question put to the designer, in our words. */
  question: string;
  default: string;
  variants: RulingVariant[];
  /** For a numeric ruling: its allowed range (the variants then describe it in words); whole numbers unless `fractional`. */
  range?: { min: number; max: number; fractional?: true };
  /** The spec's name for it, so the handbook and spec can be read side by side. */
  spec: string;
  /** The turn system whose steps it reads; absent for Fragment 1's, which every system plays. */
  system?: SystemId;
}
