// The seam between WarSpike's activation (warspike.ts) and its pairing `best-odds` (warspike-odds.ts),
// which needs the exact solver: a page whose engine player chooses the closest pair need not load it.
// The engine's index and the widgets' policies import warspike-odds.ts, which provides itself here.
import type { Decision, GameState, LegalDecision, PolicyName } from '../../core/types.ts';

export type BestOdds = (g: GameState, legal: readonly LegalDecision[], mine: PolicyName, theirs: PolicyName) => Decision;

let provided: BestOdds | null = null;

export function provideBestOdds(f: BestOdds): void {
  provided = f;
}

export function bestOddsActivation(): BestOdds {
  if (!provided) throw new Error('the pairing "best-odds" is not loaded: import src/engine/systems/warspike-odds.ts (src/engine/index.ts does)');
  return provided;
}

/** WS2's decision: the Instigator's active combatant against its target. */
export function pick(active: string, target: string): Decision {
  return { type: 'pick-match', instigator: active, retaliator: target };
}
