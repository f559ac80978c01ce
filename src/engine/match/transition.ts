// The one Match transition (rules 23–37, A1–A11): the acting combatant's Action, given what the table
// and the die made of it, takes the Match to its next state, with its events through the sink. Play
// calls it with the Move measured on the table (previewMove) and the die rolled from the game's stream;
// the exact solver (solver.ts) calls it on an open field for each outcome, weighted by its chance. So
// the rules of a Match under `exchange: alternating` are written once.
import { move, wait, type MovePreview } from './actions.ts';
import { actingSide, defend, indexOf, openingStrike } from './combat.ts';
import type { TableState, MatchState, Sink } from '../core/types.ts';

/** What the acting combatant does: Wait, Move (where `preview` says it ends) or Fight. */
export type MatchAct = 'wait' | 'move' | 'fight';

/**
 * The acting combatant's Action. A Fight is its defence when a strike waits on it (`roll` is the die),
 * otherwise the opening strike of a Match that started in contact (A11, move-and-strike). `preview`
 * is read for a Move only.
 */
export function matchStep(g: TableState, m: MatchState, act: MatchAct, preview: MovePreview | null, roll: number, out: Sink): void {
  const side = actingSide(m);
  if (act === 'fight') {
    if (m.pending === indexOf(m, side)) defend(g, m, side, roll, out);
    else openingStrike(g, m, out, false);
  } else if (act === 'wait') wait(g, m, side, out);
  else move(g, m, side, preview!, out);
}

/** Whether the acting combatant's Fight is a defence, which rolls the die (rules 33, 34). */
export function defending(m: MatchState): boolean {
  return m.pending === indexOf(m, actingSide(m));
}
