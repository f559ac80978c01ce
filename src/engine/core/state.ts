// A game's state and the turn system that runs it: the two name each other, so they are one module.
import type { Params } from './params.ts';
import type { RulesetId } from './rulesets.ts';
import type { Readings } from './readings.ts';
import type { Decision, LegalDecision, Pending, TurnState } from './decisions.ts';
import type { GameEvent, Sink } from './events.ts';
import type { MatchState, Meeting } from './match-state.ts';
import type { Combatant, Outcome, Phase, PolicyName, Side } from './model.ts';
import type { Scenario } from './scenario-shape.ts';
import { newScratch, type Scratch } from './scratch.ts';
import type { SystemDescription } from './system-description.ts';

/**
 * What the table, the dice and the Match layer keep of a game: a game's state without its turn system
 * (the exact solver's open field is one). The layers below the turn systems take this.
 */
export interface TableState {
  ruleset: RulesetId;
  readings: Readings;
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
export function blankState(given: Pick<TableState, 'ruleset' | 'readings' | 'params' | 'combatants'>): TableState {
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
  /** The reading exchange's strikes at once for its Matches, where this value carries them (loadSystem's do). */
  atOnce?: AtOnceRules;
}

/** A sentence for each kind of event a turn system tells its own way (the defence band for its dice). */
export type Sentences = { [T in GameEvent['type']]?: (e: Extract<GameEvent, { type: T }>, params: Pick<Params, 'die' | 'fails-on'>) => string };

/** The reading exchange `simultaneous` (match/exchange.ts), as the Match layer and the solver use it. */
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
