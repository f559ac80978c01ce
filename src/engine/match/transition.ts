// The one Match transition (rules 23–37, A1–A11): the acting combatant's Action, given what the table
// and the dice made of it, takes the Match to its next state, with its events through the sink. A Match
// played by two policies (play/policies.ts) runs its Actions through in one loop (playActions); a
// person's or a replay's decision is one Action of it, the decision as its own players (playAction);
// the exact solver (solver.ts, on an open field, each outcome weighted by its chance) and the strikes at
// once (exchange.ts) give one Action with what it did (matchStep, actionOf).
// So the rules of an Action are written once, and a simulation's Actions run in one compiled function
// rather than through a call per step (1.12× on `sow sim`'s aggressive games).
import { previewMove, recordWait, type MovePreview } from './actions.ts';
import {
  actingSide,
  afterAction,
  defeatedRules,
  finishMatch,
  indexOf,
  openingStrike,
  opponentOf,
  recordDefence,
  recordStrike,
  remove,
  rollDie,
  spendAction,
  strikeBackRules,
  strikeOnContact,
  UNCITED,
} from './combat.ts';
import { defenceHolds } from '../core/params.ts';
import { RULESETS } from '../core/rulesets.ts';
import { FIGHT } from '../core/choices.ts';
import { placeMove } from '../table/move.ts';
import { recording, type Decision, type TableState, type MatchState, type Side, type Sink } from '../core/types.ts';

/** What the acting combatant does: Wait, Move (where `preview` says it ends) or Fight. */
export type MatchAct = 'wait' | 'move' | 'fight';

/**
 * The players when policies play a Match, each a side: out of contact, a player either always makes one
 * choice (`instigator`, `retaliator`: the aggressive policy's Move toward, the wait policy's Wait) or,
 * when that is null, `look`s at the state. `made` hears every decision, in order, with its player. A
 * Matched combatant's player is its side: in Fragment 1 its role in the Match, in WarSpike whoever
 * activated it.
 */
export interface MatchPlayers {
  instigator: Decision | null;
  retaliator: Decision | null;
  look(player: Side): Decision;
  made(d: Decision, player: Side): void;
}

/**
 * The acting combatant's Action. A Fight is its defence when a strike waits on it (`roll` is the die),
 * otherwise the opening strike of a Match that started in contact (A11, move-and-strike). `preview`
 * is read for a Move only.
 */
export function matchStep(g: TableState, m: MatchState, act: MatchAct, preview: MovePreview | null, roll: number, out: Sink): void {
  actions(g, m, null, true, actingSide(m), act, preview, roll, out);
}

/** matchStep for `side`'s combatant, whose slot it need not be: the strikes at once spend both of a pair's Actions in their own order. */
export function actionOf(g: TableState, m: MatchState, side: Side, act: MatchAct, preview: MovePreview | null, roll: number, out: Sink): void {
  actions(g, m, null, true, side, act, preview, roll, out);
}

/** A Match under `alternating` played to its end by `players`, each Move measured on the table and each defence rolled from the game's dice. */
export function playActions(g: TableState, m: MatchState, players: MatchPlayers, out: Sink): void {
  if (!m.over) actions(g, m, players, false, 'instigator', 'wait', null, 0, out);
}

/** The one Action `players` choose now, measured and rolled as playActions does: a person's decision is its own players (play/game.ts). */
export function playAction(g: TableState, m: MatchState, players: MatchPlayers, out: Sink): void {
  actions(g, m, players, true, 'instigator', 'wait', null, 0, out);
}

// Where a played Move ends, reused (read at once).

/**
 * The Actions: `side`'s `act` (with its `preview` and `roll`) when `players` is null, otherwise those
 * the players choose, each Move measured on the table and each defence rolled from the game's dice;
 * one Action when `once`, else until the Match is over.
 */
function actions(
  g: TableState,
  m: MatchState,
  players: MatchPlayers | null,
  once: boolean,
  side: Side,
  act: MatchAct,
  preview: MovePreview | null,
  roll: number,
  out: Sink,
): void {
  // Each Matched combatant's player, when players choose.
  const instigatorPlayer = players && g.combatants[m.instigator]!.side;
  const retaliatorPlayer = players && g.combatants[m.retaliator]!.side;
  for (;;) {
    if (players !== null) {
      side = actingSide(m);
      const player = side === 'instigator' ? instigatorPlayer! : retaliatorPlayer!;
      if (m.locked) {
        players.made(FIGHT, player);
        act = 'fight';
        roll = m.pending === indexOf(m, side) ? rollDie(g) : 0;
      } else {
        const d = (player === 'instigator' ? players.instigator : players.retaliator) ?? players.look(player);
        players.made(d, player);
        if (d.type === 'move') {
          act = 'move';
          preview = previewMove(g, m, side, d.toward, d.distance ?? g.params.move, g.scratch.preview);
        } else act = 'wait';
      }
    }
    const me = indexOf(m, side);
    const other = opponentOf(m, me);
    if (act === 'fight' && m.pending !== me) openingStrike(g, m, out, false);
    else {
      const action = spendAction(m, side);
      if (act === 'fight') {
        // Rules 33–35 (A6, A7): a roll from `fails-on` up fails and removes the defender; below holds
        // and strikes back, so the strike now waits on the other.
        const held = defenceHolds(roll, g.params);
        if (recording(out)) recordDefence(g, m, out, me, action, roll, held);
        if (held) {
          m.pending = other;
          if (recording(out)) recordStrike(g, m, out, me, other, 'defence-and-strike', action, strikeBackRules(g, m, me));
          afterAction(g, m, out);
        } else {
          remove(g, me, 'defeated', out, recording(out) ? defeatedRules(g, m, me) : UNCITED);
          finishMatch(m, other);
        }
      } else if (act === 'wait') {
        // Rule 24: nothing for 1 Action.
        if (recording(out)) recordWait(g, me, action, out);
        afterAction(g, m, out);
      } else {
        // Rules 25–28: to where the preview ends; off the table removes the mover, contact starts combat.
        const p = preview!;
        placeMove(g, me, p.toward, other, p, action, out, recording(out) ? RULESETS[g.ruleset].cite.move : UNCITED);
        if (p.offTable) {
          remove(g, me, 'off-table', out, recording(out) ? RULESETS[g.ruleset].cite.offTable : UNCITED);
          finishMatch(m, other);
        } else {
          if (p.contact) strikeOnContact(g, m, me, out);
          afterAction(g, m, out);
        }
      }
    }
    if (once || m.over) return;
  }
}

/** Whether the acting combatant's Fight is a defence, which rolls the die (rules 33, 34). */
export function defending(m: MatchState): boolean {
  return m.pending === indexOf(m, actingSide(m));
}
