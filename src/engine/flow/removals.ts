// The steps WarSpike, WWPD and WAR share and Fragment 1 does not: citing a system's steps on the shared
// layers' events, victory after a removal (Fragment 1 checks it by ruleset, table/outcome.ts), leaving
// the table. Kept apart from turn-flow.ts so a page that plays only Fragment 1 does not load them.
import { onTable } from '../core/geometry.ts';
import { RULESETS } from '../core/rulesets.ts';
import { recording, type GameState, type Side, type Sink, type StepId } from '../core/types.ts';
import { remove } from '../match/combat.ts';
import { decided, endGame } from '../table/outcome.ts';

/** What an event no Fragment 1 rule produced cites among the rules: nothing (its steps say why). */
export const NO_RULES: readonly string[] = [];

/** Where the events recorded from now on start (0 on the quiet path). */
export function mark(out: Sink): number {
  return recording(out) ? out.length : 0;
}

/** Gives the events recorded since `from` that cite no step yet (the shared layers') these steps. */
export function citing(out: Sink, steps: readonly StepId[], from: number): void {
  if (!recording(out)) return;
  for (let k = from; k < out.length; k++) out[k]!.steps ??= steps;
}

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
