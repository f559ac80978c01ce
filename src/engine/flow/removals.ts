// What follows a removal outside Fragment 1's own Turn (which checks victory by ruleset, table/outcome.ts):
// the steps WarSpike, WWPD and WAR share. Kept apart from turn-flow.ts so a page that plays only
// Fragment 1 does not load them.
import { onTable } from '../core/geometry.ts';
import { RULESETS } from '../core/rulesets.ts';
import type { GameState, Side, Sink, StepId } from '../core/types.ts';
import { remove } from '../match/combat.ts';
import { decided, endGame } from '../table/outcome.ts';
import { citing, mark, NO_RULES } from './turn-flow.ts';

export function otherSide(side: Side): Side {
  return side === 'instigator' ? 'retaliator' : 'instigator';
}

/**
 * Victory after every removal outside Fragment 1's own check (WS8, WW8, WA1): a side with no combatant on
 * the table loses at once; both gone together is a draw. Cites `steps`; returns whether the game ended.
 */
export function victory(g: GameState, out: Sink, steps: readonly StepId[]): boolean {
  const outcome = decided(g);
  if (!outcome) return false;
  const from = mark(out);
  endGame(g, outcome, out, NO_RULES);
  citing(out, steps, from);
  return true;
}

/** Rule 27 after a Move outside a Match: a base that left the table is removed, citing `steps`. Returns whether it was. */
export function offTable(g: GameState, k: number, out: Sink, steps: readonly StepId[]): boolean {
  if (onTable(g.combatants[k]!, g.params.table)) return false;
  const from = mark(out);
  remove(g, k, 'off-table', out, RULESETS[g.ruleset].cite.offTable);
  citing(out, steps, from);
  return true;
}
