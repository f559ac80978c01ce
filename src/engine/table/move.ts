// The one recorded Move (rules 25–26): a Match's Move and a Move outside any Match (WAR's Action) both
// end here. What is in the way, and what follows (leaving the table, contact), is the caller's.
import type { MovePath } from '../core/geometry.ts';
import type { ReadingId } from '../core/readings.ts';
import { recording, type GameEvent, type Sink, type StepId, type TableState } from '../core/types.ts';

const MOVE_DISTANCE: readonly ReadingId[] = ['move-distance'];

/**
 * Places `k` where `path` ends and records the `move` event of its `action` toward or away from
 * `opponent`, citing `rules` (and `steps`, for a turn system's own step) and the reading move-distance
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
  if (recording(out)) recordMove(g, out, k, opponent, path, { toward, action, rules, steps });
  const c = g.combatants[k]!;
  c.x = path.to.x;
  c.y = path.to.y;
}

// Built apart from placeMove (before the base moves), which stays small enough to be compiled into a
// Match's Action.
function recordMove(g: TableState, out: GameEvent[], k: number, opponent: number, path: MovePath, how: MoveHow): void {
  const c = g.combatants[k]!;
  out.push({
    type: 'move',
    id: c.id,
    action: how.action,
    toward: how.toward,
    opponent: g.combatants[opponent]!.id,
    from: { x: c.x, y: c.y },
    to: { x: path.to.x, y: path.to.y },
    distance: path.moved,
    stoppedBy: path.stoppedBy >= 0 ? g.combatants[path.stoppedBy]!.id : null,
    rules: how.rules,
    ...(how.steps ? { steps: how.steps } : {}),
    ...(g.readings['move-distance'] === 'up-to' || path.stoppedBy >= 0 ? { readings: MOVE_DISTANCE } : {}),
  });
}

interface MoveHow {
  toward: boolean;
  action: number;
  rules: readonly string[];
  steps: readonly StepId[] | undefined;
}
