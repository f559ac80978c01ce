// How a game ends, for every turn system: a side alone on the table wins (rule 22, WS8), a limit draws.
import { RULESETS } from '../core/rulesets.ts';
import { bit } from '../core/bits.ts';
import { standingOutcome } from '../core/victory.ts';
import { recording, type TableState, type Outcome, type Sink } from '../core/types.ts';

/** Sides that still have a combatant on the table. */
export function sidesOnTable(g: TableState): { instigator: number; retaliator: number } {
  let instigator = 0;
  let retaliator = 0;
  for (const c of g.combatants) {
    // Counted without a branch on `removed` (core/bits.ts), which changes as a game goes on.
    const on = 1 ^ bit(c.removed);
    const mine = c.side === 'instigator' ? on : 0;
    instigator += mine;
    retaliator += on ^ mine;
  }
  return { instigator, retaliator };
}

export function endGame(g: TableState, winner: Outcome, out: Sink, rules: readonly string[], turnLimit = false): void {
  g.phase = 'over';
  g.winner = winner;
  g.match = null;
  if (recording(out))
    out.push(turnLimit ? { type: 'game-end', winner, turn: g.turn, rules, readings: ['turn-limit'] } : { type: 'game-end', winner, turn: g.turn, rules });
  else if (out && turnLimit) out.turnLimitDraws++;
}

/**
 * T6, or a draw when no side is left: only simultaneous strikes (S3) can take both sides' last
 * combatants at once, and then neither is alone on the table (reading "mutual destruction").
 */
export function decided(g: TableState): Outcome | null {
  return standingOutcome(sidesOnTable(g));
}

/** Rule 22 as v0.2 words it: a removal that leaves one side alone (or none) ends the game at once. */
export function checkVictoryAfterRemoval(g: TableState, out: Sink): boolean {
  if (RULESETS[g.ruleset].victory !== 'on-removal') return false;
  const outcome = decided(g);
  if (!outcome) return false;
  endGame(g, outcome, out, RULESETS[g.ruleset].cite.victory);
  return true;
}
