// A fifth turn system, trivial on purpose, built from the shared layers only: each Turn Matches the
// combatants in scenario order, the first free of each side against each other, until one side has no
// free combatant left. Its Matches are Fragment 1's (match/), the turn-limit draw, victory and its step
// citations the flow's (flow/). It asks no decision outside a Match.
import { closeMatch, openMatch, turnLimitDraw } from '../../../../src/engine/flow/turn-flow.ts';
import { citing, mark, NO_RULES, victory } from '../../../../src/engine/flow/removals.ts';
import { flow, type FlowSteps } from '../../../../src/engine/flow/runner.ts';
import { recording, type GameState, type Side, type StepId, type TurnSystem } from '../../../../src/engine/core/types.ts';
import { LADDER_DESCRIPTION } from './ladder-description.ts';

export const LADDER_STEPS: readonly StepId[] = ['ld-rungs'];

const firstFree = (g: GameState, side: Side) => g.combatants.findIndex((c) => c.side === side && !c.removed && !c.inert);

// Its steps only: the loop is the flow runner's.
const LADDER_FLOW: FlowSteps = {
  startTurn(g, out) {
    if (turnLimitDraw(g, out, NO_RULES, LADDER_STEPS)) return;
    g.turn++;
    for (const c of g.combatants) c.inert = false;
    g.matchesThisTurn = 0;
    g.phase = 'pairing';
    if (recording(out)) out.push({ type: 'turn-start', turn: g.turn, rules: NO_RULES, steps: LADDER_STEPS });
  },
  endMatch(g, m, out) {
    if (closeMatch(g, m, out, NO_RULES)) victory(g, out, LADDER_STEPS);
  },
  next(g, out) {
    const i = firstFree(g, 'instigator');
    const r = firstFree(g, 'retaliator');
    if (i < 0 || r < 0) {
      g.phase = 'turn-start';
      return true;
    }
    if (recording(out))
      out.push({ type: 'ladder-pair', turn: g.turn, instigator: g.combatants[i]!.id, retaliator: g.combatants[r]!.id, rules: NO_RULES, steps: LADDER_STEPS });
    const from = mark(out);
    openMatch(g, i, r, ++g.matchesThisTurn, 1, NO_RULES, out);
    citing(out, LADDER_STEPS, from);
    return true;
  },
};

const NOTHING_ASKED = 'the Ladder asks no decision outside a Match';

export const ladder: TurnSystem = {
  ...LADDER_DESCRIPTION,
  sentences: { 'ladder-pair': (e) => `Turn ${e.turn}: ${e.instigator} and ${e.retaliator} are next on the ladder.` },
  advance: flow(LADDER_FLOW),
  pending: () => {
    throw new Error(NOTHING_ASKED);
  },
  legalDecisions: () => [],
  apply: () => {
    throw new Error(NOTHING_ASKED);
  },
  choose: () => {
    throw new Error(NOTHING_ASKED);
  },
};
