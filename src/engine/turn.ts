// Turn Organisation (rules 8–22): Turns, forming Matches closest pair first, Inert, victory.
import { centreDistance, gap, inContact, EPS } from './geometry.ts';
import { RULESETS } from './rulesets.ts';
import type { GameEvent, GameState, MatchState, PairOption, Side } from './types.ts';

export type Sink = GameEvent[] | null;

/** Sides that still have a combatant on the table. */
export function sidesOnTable(g: GameState): { instigator: number; retaliator: number } {
  let instigator = 0;
  let retaliator = 0;
  for (const c of g.combatants) {
    if (c.removed) continue;
    if (c.side === 'instigator') instigator++;
    else retaliator++;
  }
  return { instigator, retaliator };
}

/** T6: the side left alone on the table, if any. */
function soleSide(g: GameState): Side | null {
  const n = sidesOnTable(g);
  if (n.instigator > 0 && n.retaliator === 0) return 'instigator';
  if (n.retaliator > 0 && n.instigator === 0) return 'retaliator';
  return null;
}

function endGame(g: GameState, winner: GameState['winner'] & string, out: Sink, rules: readonly string[], turnLimit = false): void {
  g.phase = 'over';
  g.winner = winner;
  g.match = null;
  if (out) out.push(turnLimit ? { type: 'game-end', winner, turn: g.turn, rules, rulings: ['turn-limit'] } : { type: 'game-end', winner, turn: g.turn, rules });
}

/** Rule 22 as v0.2 words it: a removal that leaves one side alone ends the game at once. */
export function checkVictoryAfterRemoval(g: GameState, out: Sink): boolean {
  if (RULESETS[g.ruleset].victory !== 'on-removal') return false;
  const side = soleSide(g);
  if (!side) return false;
  endGame(g, side, out, RULESETS[g.ruleset].cite.victory);
  return true;
}

/** Rules 8, 11, 21, 22 and ruling turn-limit: between Turns, decide whether another Turn starts. */
export function startTurn(g: GameState, out: Sink): void {
  const cite = RULESETS[g.ruleset].cite;
  const side = soleSide(g);
  // v0.1f only notices the win when the next Turn starts; v0.2 has already ended the game on removal.
  if (side && RULESETS[g.ruleset].victory === 'turn-start') {
    g.turn++;
    if (out) out.push({ type: 'turn-start', turn: g.turn, rules: cite.laterTurnStart });
    endGame(g, side, out, cite.victory);
    return;
  }
  if (g.turn >= g.rulings['turn-limit']) {
    endGame(g, 'draw', out, cite.draw, true);
    return;
  }
  g.turn++;
  for (const c of g.combatants) c.inert = false;
  g.matchesThisTurn = 0;
  g.phase = 'pairing';
  if (out) out.push({ type: 'turn-start', turn: g.turn, rules: g.turn > 1 ? cite.laterTurnStart : cite.turnStart });
}

/**
 * Rules 12, 13, 20 (spec T2, T3): the closest pairs of non-Inert opposing combatants on the table,
 * measured now, as flat [instigator, retaliator, ...] indices in scenario order. More than one pair
 * is a tie the Instigator settles.
 */
export function closestPairIndices(g: GameState): number[] {
  const cs = g.combatants;
  let best = Infinity;
  let bound = Infinity; // (best + EPS)², so most pairs are rejected without a square root
  const pairs: number[] = [];
  for (let i = 0; i < cs.length; i++) {
    const a = cs[i]!;
    if (a.removed || a.inert || a.side !== 'instigator') continue;
    for (let r = 0; r < cs.length; r++) {
      const b = cs[r]!;
      if (b.removed || b.inert || b.side !== 'retaliator') continue;
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      const d2 = dx * dx + dy * dy;
      if (d2 > bound) continue;
      const d = Math.sqrt(d2);
      if (d < best - EPS) {
        // A strictly closer pair; earlier pairs within EPS of it stay tied with it.
        let kept = 0;
        for (let k = 0; k < pairs.length; k += 2) {
          if (centreDistance(cs[pairs[k]!]!, cs[pairs[k + 1]!]!) <= d + EPS) {
            pairs[kept++] = pairs[k]!;
            pairs[kept++] = pairs[k + 1]!;
          }
        }
        pairs.length = kept;
        best = d;
        bound = (d + EPS) * (d + EPS);
      }
      pairs.push(i, r);
    }
  }
  return pairs;
}

export function closestPairs(g: GameState): PairOption[] {
  const idx = closestPairIndices(g);
  const out: PairOption[] = [];
  for (let k = 0; k < idx.length; k += 2) {
    const a = g.combatants[idx[k]!]!;
    const b = g.combatants[idx[k + 1]!]!;
    out.push({ instigator: a.id, retaliator: b.id, distance: Math.max(0, gap(a, b)) });
  }
  return out;
}

/** Every candidate pair with its gap, closest first: what a reader sees before a Match is formed. */
export function candidatePairs(g: GameState): PairOption[] {
  const out: PairOption[] = [];
  g.combatants.forEach((a) => {
    if (a.removed || a.inert || a.side !== 'instigator') return;
    g.combatants.forEach((b) => {
      if (b.removed || b.inert || b.side !== 'retaliator') return;
      out.push({ instigator: a.id, retaliator: b.id, distance: Math.max(0, gap(a, b)) });
    });
  });
  return out.sort((p, q) => p.distance - q.distance);
}

/** Rule 21: no pair left, the Turn ends. */
export function endTurn(g: GameState, out: Sink): void {
  if (out) out.push({ type: 'turn-end', turn: g.turn, rules: RULESETS[g.ruleset].cite.turnEnd });
  g.phase = 'turn-start';
}

/** Rules 10, 14, 16, 17: Match the pair; the Instigator's combatant acts first, 5 Actions each. */
export function formMatch(g: GameState, i: number, r: number, tied: number, out: Sink): MatchState {
  const cite = RULESETS[g.ruleset].cite;
  const a = g.combatants[i]!;
  const b = g.combatants[r]!;
  g.matchesThisTurn++;
  const locked = inContact(a, b);
  const m: MatchState = {
    number: g.matchesThisTurn,
    instigator: i,
    retaliator: r,
    slot: 0,
    first: 'instigator',
    used: { instigator: 0, retaliator: 0 },
    locked,
    a: -1,
    z: -1,
    pending: -1,
  };
  g.match = m;
  g.phase = 'match';
  if (out) {
    const rules = [...(m.number === 1 ? cite.firstMatch : cite.nextMatch), ...(tied > 1 ? cite.tie : []), ...(locked ? cite.startsInContact : [])];
    out.push({
      type: 'match-start',
      turn: g.turn,
      match: m.number,
      instigator: a.id,
      retaliator: b.id,
      distance: Math.max(0, gap(a, b)),
      tied,
      inContact: locked,
      rules,
      ...(locked ? { rulings: ['start-in-contact' as const] } : {}),
    });
  }
  return m;
}
