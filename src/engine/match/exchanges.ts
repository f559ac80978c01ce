// The seam for the ruling exchange's `simultaneous` rules (exchange.ts): the Match layer asks here. They
// are provided when exchange.ts is imported, as the engine's index does; a page whose widgets only play
// strikes in turn leaves them unloaded until a reader chooses them (the Settings panel and the link
// reader import them), which keeps the rule pages within their script budget.
import type { Decision, GameState, LegalDecision, MatchState, Sink } from '../core/types.ts';

export interface AtOnceRules {
  /** The decisions when locked (S3). */
  locked(m: MatchState, me: number): readonly LegalDecision[];
  /** A decision in a Match: the first of a pair is sealed, the second carries out both (S1). */
  decide(g: GameState, m: MatchState, entry: LegalDecision, d: Decision, out: Sink): void;
}

let provided: AtOnceRules | null = null;

export function provideAtOnce(rules: AtOnceRules): void {
  provided = rules;
}

export function atOnceRules(): AtOnceRules {
  if (!provided) throw new Error('the ruling exchange "simultaneous" is not loaded: import src/engine/exchange.ts (src/engine/index.ts does)');
  return provided;
}
