// A Match inside a game, as the solver (solver.ts) sees it, and where that game is not the solver's
// open field: a base in the path of a Move either combatant could still make, or the table's edge.
import { gap } from '../core/geometry.ts';
import { newPreview, previewMove } from './actions.ts';
import { indexOf } from './combat.ts';
import { nodeOf, type MatchNode, type OddsQuery } from './solver.ts';
import type { TableState, MatchState, PolicyName, Side } from '../core/types.ts';

/** The edge-to-edge gap of a game's Match as the solver reads it (0 once touching). */
export function matchGap(g: TableState, m: MatchState): number {
  return Math.max(0, gap(g.combatants[m.instigator]!, g.combatants[m.retaliator]!, g.params.base));
}

/** The Match under way as a node of the solver: the gap as measured, the Match's own state on the open field. */
export function matchNode(g: TableState, m: MatchState): MatchNode {
  return nodeOf(matchGap(g, m), m);
}

/**
 * The solver's query for the Match under way, with a policy for each side: the Match as it stands,
 * the game's readings and numbers. Null when no Match is under way (or it is over).
 */
export function matchQuery(g: TableState, policies: Record<Side, PolicyName>): OddsQuery | null {
  const m = g.match;
  if (g.phase !== 'match' || !m || m.over) return null;
  const node = matchNode(g, m);
  return { gap: node.gap, node, instigator: policies.instigator, retaliator: policies.retaliator, readings: g.readings, params: g.params };
}

export interface OffField {
  side: Side;
  /** The combatant whose Moves meet it. */
  combatant: string;
  toward: boolean;
  /** Another base in the way (its id), or the table's edge (rule 27: off the table is removed). */
  meets: string | 'edge';
  /** How many full Moves from where it stands reach it. */
  moves: number;
}

/**
 * Reading open-field-reach: what a combatant's full Moves toward and away along the Match's line, as
 * many as it has Actions left, would meet that the open field has not: the first base other than its
 * opponent, or the table's edge. Empty for a Match in the open field (or none under way, or locked).
 */
export function offField(g: TableState): OffField[] {
  const m = g.match;
  if (g.phase !== 'match' || !m || m.over || m.locked) return [];
  const found: OffField[] = [];
  const look = newPreview();
  for (const side of ['instigator', 'retaliator'] as const) {
    const me = indexOf(m, side);
    const opponent = indexOf(m, side === 'instigator' ? 'retaliator' : 'instigator');
    const left = g.params.actions - m.used[side];
    for (const toward of [true, false])
      for (let moves = 1; moves <= left; moves++) {
        const p = previewMove(g, m, side, toward, moves * g.params.move, look);
        const meets = p.stoppedBy >= 0 && p.stoppedBy !== opponent ? g.combatants[p.stoppedBy]!.id : p.offTable ? 'edge' : null;
        if (meets) found.push({ side, combatant: g.combatants[me]!.id, toward, meets, moves });
        if (meets || p.stoppedBy >= 0) break;
      }
  }
  return found;
}
