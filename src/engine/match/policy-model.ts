// The policies (spec: Policies) as one definition, wherever a Match is played: on a game's table
// (play/policies.ts) and in the solver's open field (solver.ts, at-once-odds.ts). Each place says what a
// policy looks at (PolicyLook); settledChoice says what it then does. The random policy's draw is
// core/choices.ts's (randomDecision on the table, randomDistances as the open field's distribution).
import { EPS } from '../core/geometry.ts';
import { randomDistances } from '../core/choices.ts';
import type { PolicyName } from '../core/types.ts';
import type { Choice, MatchNode, MatchSolver, Ranked } from './minimax.ts';

/** What a policy looks at out of contact before it chooses, where the Match is played. */
export interface PolicyLook {
  /** Whether a full Move toward ends in contact (counter). */
  reaches(): boolean;
  /** The open-field solution here, best first (optimal). */
  ranked(): readonly Ranked[];
  /** Whether a full Move toward (or away) would leave the table (rule 27: optimal never does). */
  leaves(toward: boolean): boolean;
}

/** The policies that make one choice out of contact, given what they look at. */
export type SettledPolicy = Exclude<PolicyName, 'random'>;

/**
 * A settled policy's choice out of contact: aggressive moves toward; wait waits; counter moves toward
 * only when that Move makes contact; optimal takes the solution's best choice that stays on the table,
 * Wait if none does.
 */
export function settledChoice(policy: SettledPolicy, look: PolicyLook): Choice {
  switch (policy) {
    case 'aggressive':
      return 'toward';
    case 'wait':
      return 'wait';
    case 'counter':
      return look.reaches() ? 'toward' : 'wait';
    case 'optimal':
      for (const row of look.ranked()) if (row.choice === 'wait' || !look.leaves(row.choice === 'toward')) return row.choice;
      return 'wait';
  }
}

/** The open field's look: no edge to leave by, contact when a full Move spans the gap. */
class OpenFieldLook implements PolicyLook {
  private readonly n: MatchNode;
  private readonly solver: MatchSolver;
  constructor(n: MatchNode, solver: MatchSolver) {
    this.n = n;
    this.solver = solver;
  }
  reaches(): boolean {
    return this.n.gap <= this.solver.shape.move + EPS;
  }
  ranked(): readonly Ranked[] {
    return this.solver.ranked(this.n.gap, this.n.m);
  }
  leaves(): boolean {
    return false;
  }
}

/**
 * How a policy acts at an unlocked node of the open field: a distribution over (choice, distance).
 * A settled policy's Move is a full one; random's is core/choices.ts's distribution.
 */
export function policyMoves(policy: PolicyName, n: MatchNode, solver: MatchSolver): Array<[number, Choice, number]> {
  const move = solver.shape.move;
  if (policy !== 'random') {
    const choice = settledChoice(policy, new OpenFieldLook(n, solver));
    return [[1, choice, choice === 'wait' ? 0 : move]];
  }
  const distances = randomDistances(solver.readings['move-distance'], move);
  const share = 1 / 3 / distances.length;
  return [
    [1 / 3, 'wait', 0],
    ...distances.map((d): [number, Choice, number] => [share, 'toward', d]),
    ...distances.map((d): [number, Choice, number] => [share, 'away', d]),
  ];
}
