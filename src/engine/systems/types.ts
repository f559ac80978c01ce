// The seam between who acts and how a Match plays (in the spirit of boardgame.io's turn orders): a turn
// system decides who is Matched with whom, when, and what follows a Match; the Match itself, the table
// and the dice are shared (combat.ts, actions.ts, geometry.ts, params.ts).
import type { Decision, GameState, LegalDecision, MatchState, Pending, PolicyName, Sink, SystemId } from '../types.ts';

export interface TurnSystem {
  id: SystemId;
  /**
   * Runs every automatic step outside a Match's Actions: starting Turns, resolving a Match that is
   * `over`, forming the next one, ending the game. Returns when someone must decide or the game is over.
   */
  advance(g: GameState, out: Sink): void;
  /** Who must decide what, while no Match is being played (g.phase is the system's own). */
  pending(g: GameState): Pending;
  /** The legal decisions then; applyDecision holds every decision to this list. */
  legalDecisions(g: GameState): readonly LegalDecision[];
  /** Applies a decision already found in `legalDecisions`. Does not advance. */
  apply(g: GameState, d: Decision, out: Sink): void;
  /** A policy's choice among `legal` outside a Match (inside one, policies.ts chooses). */
  choose(policy: PolicyName, g: GameState, legal: readonly LegalDecision[]): Decision;
  /** Why `d` is refused where its own decisions are asked (`legal` is theirs); none: the Match's wording. */
  refusal?(legal: readonly LegalDecision[], d: Decision): string | null;
  /**
   * What `optimal` does here when the system asks for choices outside any Fragment 1 Match (the only
   * place an exact solution exists): the CLI says it once on stderr. Absent when nothing needs saying.
   */
  optimalNote?: string;
}

export type { MatchState };
