// The seam between who acts and how a Match plays (in the spirit of boardgame.io's turn orders): a turn
// system decides who is Matched with whom, when, and what follows a Match; the Match itself, the table
// and the dice are shared (combat.ts, actions.ts, geometry.ts, params.ts).
import type { ParamId } from '../core/params.ts';
import type { RulingId } from '../core/rulings.ts';
import type { Scenario } from '../core/types.ts';
import type { Decision, GameState, LegalDecision, MatchState, Pending, PolicyName, Sink, SystemId, TurnState } from '../core/types.ts';

export interface TurnSystem {
  id: SystemId;
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
  /** The system's own state for a new game (GameState.turnState); none when absent. */
  start?(scenario: Scenario): TurnState;
  /**
   * Runs every automatic step outside a Match's Actions: starting Turns, resolving a Match that is
   * `over`, forming the next one, ending the game. Returns when someone must decide or the game is over.
   */
  advance(g: GameState, out: Sink): void;
  /** Who must decide what, while no Match is being played (g.phase is the system's own). */
  pending(g: GameState): Pending;
  /** The legal decisions then; applyDecision holds every decision to this list. */
  legalDecisions(g: GameState): readonly LegalDecision[];
  /** Why `d` is refused where its own decisions are asked (`legal` is theirs); none: the Match's wording. */
  refusal?(legal: readonly LegalDecision[], d: Decision): string | null;
  /** Applies a decision already found in `legalDecisions`. Does not advance. */
  apply(g: GameState, d: Decision, out: Sink): void;
  /**
   * A policy's choice among `legal` outside a Match (inside one, policies.ts chooses). `opponent` is
   * the other side's policy, for a choice that weighs how the coming Match will be played.
   */
  choose(policy: PolicyName, g: GameState, legal: readonly LegalDecision[], opponent: PolicyName): Decision;
}

export type { MatchState };

// The systems other than Fragment 1 (whose module the list imports), as their modules provide them.
// Still a registry filled by importing a file: the list of loaders that replaces it is issue 17's next step.
const PROVIDED: Partial<Record<SystemId, TurnSystem>> = {};

export function provideSystem(system: TurnSystem): void {
  PROVIDED[system.id] = system;
}

export function providedSystem(id: SystemId): TurnSystem | undefined {
  return PROVIDED[id];
}
