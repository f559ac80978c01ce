// The one recorded Move (rules 25–26): a Match's Move and a Move outside any Match (WAR's Action) both
// end here. What is in the way, and what follows (leaving the table, contact), is the caller's.
import type { MovePath } from '../core/geometry.ts';
import type { RulingId } from '../core/rulings.ts';
import { recording, type GameEvent, type Sink, type StepId, type TableState } from '../core/types.ts';

const MOVE_DISTANCE: readonly RulingId[] = ['move-distance'];

/**
 * Places `k` where `path` ends and records the `move` event of its `action` toward or away from
 * `opponent`, citing `rules` (and `steps`, for a turn system's own step) and the ruling move-distance
 * where it shaped the Move: a shorter Move chosen, or a base in the way.
 */
export function placeMove(
  g: TableState,
  k: number,
  toward: boolean,
  opponent: number,
  path: MovePath,
  action: number,
  out: Sink,
  rules: readonly string[],
  steps?: readonly StepId[],
): void {
  const c = g.combatants[k]!;
  const fromX = c.x;
  const fromY = c.y;
  c.x = path.to.x;
  c.y = path.to.y;
  if (recording(out)) recordMove(g, k, toward, opponent, path, action, out, rules, fromX, fromY, steps);
}

// Built apart from placeMove, which stays small enough to be compiled into a Match's Action.
function recordMove(
  g: TableState,
  k: number,
  toward: boolean,
  opponent: number,
  path: MovePath,
  action: number,
  out: GameEvent[],
  rules: readonly string[],
  fromX: number,
  fromY: number,
  steps: readonly StepId[] | undefined,
): void {
  const c = g.combatants[k]!;
  out.push({
    type: 'move',
    id: c.id,
    action,
    toward,
    opponent: g.combatants[opponent]!.id,
    from: { x: fromX, y: fromY },
    to: { x: c.x, y: c.y },
    distance: path.moved,
    stoppedBy: path.stoppedBy >= 0 ? g.combatants[path.stoppedBy]!.id : null,
    rules,
    ...(steps ? { steps } : {}),
    ...(g.rulings['move-distance'] === 'up-to' || path.stoppedBy >= 0 ? { rulings: MOVE_DISTANCE } : {}),
  });
}
