// Fragment 1's Turn Organisation (rules 8–22, spec T1–T7) as a turn system: Turns of serial Matches,
// the closest pair first (measured now), ties picked by the Instigator, Inert after a Match.
import { checkVictoryAfterRemoval, decided, endGame } from '../../table/outcome.ts';
import { RULESETS } from '../../core/rulesets.ts';
import {
  recording,
  type TurnSystem,
  type Decision,
  type GameState,
  type LegalDecision,
  type MatchState,
  type Pending,
  type PolicyName,
  type Sink,
} from '../../core/types.ts';
import { FRAGMENT1_DESCRIPTION } from './fragment1-description.ts';
import { closeMatch, openMatch, turnLimitDraw } from '../../flow/turn-flow.ts';
import { flow } from '../../flow/runner.ts';
import { UNCITED } from '../../match/combat.ts';
import { closestPairIndices, closestPairs, findClosestPairs } from '../../table/pairs.ts';

/** Rules 8, 11, 21, 22 and reading turn-limit: between Turns, decide whether another Turn starts. */
function startTurn(g: GameState, out: Sink): void {
  const cite = RULESETS[g.ruleset].cite;
  const side = decided(g);
  // v0.1f only notices the win when the next Turn starts; v0.2 has already ended the game on removal.
  if (side && RULESETS[g.ruleset].victory === 'turn-start') {
    g.turn++;
    if (recording(out)) out.push({ type: 'turn-start', turn: g.turn, rules: cite.laterTurnStart });
    endGame(g, side, out, cite.victory);
    return;
  }
  if (turnLimitDraw(g, out, cite.draw)) return;
  g.turn++;
  for (const c of g.combatants) c.inert = false;
  g.matchesThisTurn = 0;
  g.phase = 'pairing';
  if (recording(out)) out.push({ type: 'turn-start', turn: g.turn, rules: g.turn > 1 ? cite.laterTurnStart : cite.turnStart });
}

/** Rule 21: no pair left, the Turn ends. */
function endTurn(g: GameState, out: Sink): void {
  if (recording(out)) out.push({ type: 'turn-end', turn: g.turn, rules: RULESETS[g.ruleset].cite.turnEnd });
  g.phase = 'turn-start';
}

/** Rules 10, 12, 13, 20: Match the pair, citing why it was this one. */
function beginMatch(g: GameState, i: number, r: number, tied: number, out: Sink): void {
  const cite = RULESETS[g.ruleset].cite;
  const number = ++g.matchesThisTurn;
  const rules = recording(out) ? [...(number === 1 ? cite.firstMatch : cite.nextMatch), ...(tied > 1 ? cite.tie : [])] : UNCITED;
  openMatch(g, i, r, number, tied, rules, out);
}

function resolveMatch(g: GameState, m: MatchState, out: Sink): void {
  if (closeMatch(g, m, out, RULESETS[g.ruleset].cite.matchEnd)) checkVictoryAfterRemoval(g, out);
}

/** Rules 12, 13, 21: the closest pair is Matched; none left ends the Turn; a tie waits for the Instigator's pick. */
function nextPair(g: GameState, out: Sink): boolean {
  const closest = g.scratch.pairs; // findClosestPairs' answer, read at once
  const n = findClosestPairs(g, closest);
  if (n === 0) {
    endTurn(g, out);
    return true;
  }
  if (n > 2) return false; // a tie: the Instigator picks (rule 13)
  beginMatch(g, closest[0]!, closest[1]!, 1, out);
  return true;
}

function pairDecisions(g: GameState): LegalDecision[] {
  return closestPairs(g).map((o) => ({ type: 'pick-match', ...o }));
}

export const fragment1: TurnSystem = {
  ...FRAGMENT1_DESCRIPTION,

  advance: flow({ startTurn, endMatch: resolveMatch, next: nextPair }),

  pending(g): Pending {
    return { kind: 'pick-match', side: 'instigator', options: closestPairs(g) };
  },

  decider: () => 'instigator',

  legalDecisions: pairDecisions,

  apply(g, d: Decision, out) {
    if (d.type !== 'pick-match') return;
    const pairs = closestPairIndices(g);
    for (let k = 0; k < pairs.length; k += 2) {
      const i = pairs[k]!;
      const r = pairs[k + 1]!;
      if (g.combatants[i]!.id === d.instigator && g.combatants[r]!.id === d.retaliator) {
        beginMatch(g, i, r, pairs.length / 2, out);
        return;
      }
    }
  },

  // Every policy settles a tie alike (T3), from the state: no list of the tied pairs is built for it.
  choose: tieChoice,
  choice: tieChoice,
};

/** Tie choice (T3), whatever the policy: the pair whose Instigator combatant comes first in scenario order, listed first. */
function tieChoice(_policy: PolicyName, g: GameState): Decision {
  const closest = g.scratch.pairs;
  if (g.phase !== 'pairing' || findClosestPairs(g, closest) < 4) throw new Error('Fragment 1 asks for a decision only to break a tie');
  return { type: 'pick-match', instigator: g.combatants[closest[0]!]!.id, retaliator: g.combatants[closest[1]!]!.id };
}
