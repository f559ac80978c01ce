// What WarSpike's activation (warspike.ts) and its pairing `best-odds` (warspike-odds.ts) share. The
// pairing needs the exact solver, so it rides on its own value of the system: a page whose engine
// player chooses the closest pair need not load it.
import type { Decision, GameState, LegalDecision, PolicyName, TurnSystem } from '../../core/types.ts';

export type BestOdds = (g: GameState, legal: readonly LegalDecision[], mine: PolicyName, theirs: PolicyName) => Decision;

/** WarSpike's value, with the best-odds pairing where it carries it. */
export interface WarSpikeSystem extends TurnSystem {
  bestOdds?: BestOdds;
}

/** WS2's decision: the Instigator's active combatant against its target. */
export function pick(active: string, target: string): Decision {
  return { type: 'pick-match', instigator: active, retaliator: target };
}
