// Fragment 1's Turn Organisation (rules 8–22, spec T1–T7) as a turn system: Turns of serial Matches,
// the closest pair first (measured now), ties picked by the Instigator, Inert after a Match.
import { centreDistance, gap, EPS } from '../../core/geometry.ts';
import { openMatch } from '../../match/combat.ts';
import { checkVictoryAfterRemoval, decided, endGame } from '../../table/outcome.ts';
import { RULESETS } from '../../core/rulesets.ts';
import { recording, type Decision, type GameState, type LegalDecision, type MatchState, type Pending, type PairOption, type Sink } from '../../core/types.ts';
import type { TurnSystem } from '../../flow/turn-system.ts';

/** Rules 8, 11, 21, 22 and ruling turn-limit: between Turns, decide whether another Turn starts. */
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
  if (g.turn >= g.rulings['turn-limit']) {
    endGame(g, 'draw', out, cite.draw, true);
    return;
  }
  g.turn++;
  for (const c of g.combatants) c.inert = false;
  g.matchesThisTurn = 0;
  g.phase = 'pairing';
  if (recording(out)) out.push({ type: 'turn-start', turn: g.turn, rules: g.turn > 1 ? cite.laterTurnStart : cite.turnStart });
}

/**
 * Rules 12, 13, 20 (spec T2, T3): the closest pairs of non-Inert opposing combatants on the table,
 * measured now, as flat [instigator, retaliator, ...] indices in scenario order. More than one pair
 * is a tie the Instigator settles.
 */
export function closestPairIndices(g: GameState): number[] {
  const pairs: number[] = [];
  pairs.length = findClosestPairs(g, pairs);
  return pairs;
}

/**
 * closestPairIndices written into `pairs` (its earlier contents overwritten, its length left alone);
 * returns how many entries are the answer. The Turn's loop reuses one array: a Match is formed ten
 * times a game and millions of times a simulation.
 */
function findClosestPairs(g: GameState, pairs: number[]): number {
  const cs = g.combatants;
  // Who may still be Matched, side by side, in scenario order: the scan below then meets only them.
  let ni = 0;
  let nr = 0;
  for (let k = 0; k < cs.length; k++) {
    const c = cs[k]!;
    if (c.removed || c.inert) continue;
    if (c.side === 'instigator') free.instigator[ni++] = k;
    else free.retaliator[nr++] = k;
  }
  let best = Infinity;
  let bound = Infinity; // (best + EPS)², so most pairs are rejected without a square root
  let n = 0;
  for (let p = 0; p < ni; p++) {
    const i = free.instigator[p]!;
    const a = cs[i]!;
    for (let q = 0; q < nr; q++) {
      const r = free.retaliator[q]!;
      const b = cs[r]!;
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      const d2 = dx * dx + dy * dy;
      if (d2 > bound) continue;
      const d = Math.sqrt(d2);
      if (d < best - EPS) {
        // A strictly closer pair; earlier pairs within EPS of it stay tied with it.
        let kept = 0;
        for (let k = 0; k < n; k += 2) {
          if (centreDistance(cs[pairs[k]!]!, cs[pairs[k + 1]!]!) <= d + EPS) {
            pairs[kept++] = pairs[k]!;
            pairs[kept++] = pairs[k + 1]!;
          }
        }
        n = kept;
        best = d;
        bound = (d + EPS) * (d + EPS);
      }
      pairs[n++] = i;
      pairs[n++] = r;
    }
  }
  return n;
}

// findClosestPairs' working lists, reused (it never runs inside itself).
const free = { instigator: [] as number[], retaliator: [] as number[] };

export function closestPairs(g: GameState): PairOption[] {
  const idx = closestPairIndices(g);
  const out: PairOption[] = [];
  for (let k = 0; k < idx.length; k += 2) {
    const a = g.combatants[idx[k]!]!;
    const b = g.combatants[idx[k + 1]!]!;
    out.push({ instigator: a.id, retaliator: b.id, distance: Math.max(0, gap(a, b, g.params.base)) });
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
      out.push({ instigator: a.id, retaliator: b.id, distance: Math.max(0, gap(a, b, g.params.base)) });
    });
  });
  return out.sort((p, q) => p.distance - q.distance);
}

/** Rule 21: no pair left, the Turn ends. */
function endTurn(g: GameState, out: Sink): void {
  if (recording(out)) out.push({ type: 'turn-end', turn: g.turn, rules: RULESETS[g.ruleset].cite.turnEnd });
  g.phase = 'turn-start';
}

const UNCITED: readonly string[] = []; // what a quiet game cites: nothing is recorded

/** Rules 10, 12, 13, 20: Match the pair, citing why it was this one. */
function beginMatch(g: GameState, i: number, r: number, tied: number, out: Sink): void {
  const cite = RULESETS[g.ruleset].cite;
  const number = ++g.matchesThisTurn;
  openMatch(g, i, r, { number, tied, rules: recording(out) ? [...(number === 1 ? cite.firstMatch : cite.nextMatch), ...(tied > 1 ? cite.tie : [])] : UNCITED }, out);
}

/**
 * Rules 18, 19, 37: the Match is Resolved and both participants are Inert for the rest of the Turn (in
 * WarSpike, they have acted and reacted). Recorded, or counted on the quiet path. Returns whether anyone
 * fell, so the caller checks for victory.
 */
export function closeMatch(g: GameState, m: MatchState, out: Sink, rules: readonly string[]): boolean {
  // No Winner, yet both removed: a double knock-out under simultaneous strikes (S3).
  const fell = m.winner < 0 && g.combatants[m.instigator]!.removed;
  g.combatants[m.instigator]!.inert = true;
  g.combatants[m.retaliator]!.inert = true;
  g.match = null;
  g.phase = 'pairing';
  if (recording(out))
    out.push({
      type: 'match-end',
      turn: g.turn,
      match: m.number,
      winner: m.winner >= 0 ? g.combatants[m.winner]!.id : null,
      inert: [g.combatants[m.instigator]!.id, g.combatants[m.retaliator]!.id],
      ...(fell ? { bothFell: true as const } : {}),
      rules,
    });
  else if (out) {
    out.matches++;
    if (m.winner < 0 && !fell) out.matchesBothStand++;
  }
  return m.winner >= 0 || fell;
}

function resolveMatch(g: GameState, m: MatchState, out: Sink): void {
  if (closeMatch(g, m, out, RULESETS[g.ruleset].cite.matchEnd)) checkVictoryAfterRemoval(g, out);
}

function pairDecisions(g: GameState): LegalDecision[] {
  return closestPairs(g).map((o) => ({ type: 'pick-match', ...o }));
}

// findClosestPairs' answer in advance(), read at once (nothing else writes it in between).
const closest: number[] = [];

export const fragment1: TurnSystem = {
  id: 'fragment1',
  rolesChange: false,
  // Its only choice outside a Match is a tie, which every policy settles the same way.
  optimalNote: null,

  advance(g, out) {
    for (;;) {
      if (g.phase === 'over') return;
      if (g.phase === 'match') {
        if (!g.match!.over) return; // the Match waits for its next Action
        resolveMatch(g, g.match!, out);
        continue;
      }
      if (g.phase === 'turn-start') {
        startTurn(g, out);
        continue;
      }
      const n = findClosestPairs(g, closest);
      if (n === 0) {
        endTurn(g, out);
        continue;
      }
      if (n > 2) return; // a tie: the Instigator picks (rule 13)
      beginMatch(g, closest[0]!, closest[1]!, 1, out);
    }
  },

  pending(g): Pending {
    return { kind: 'pick-match', side: 'instigator', options: closestPairs(g) };
  },

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

  // Tie choice (T3): the pair whose Instigator combatant comes first in scenario order, as listed.
  choose(_policy, _g, legal) {
    const first = legal[0];
    if (first?.type !== 'pick-match') throw new Error('Fragment 1 asks for a decision only to break a tie');
    return { type: 'pick-match', instigator: first.instigator, retaliator: first.retaliator };
  },
};
