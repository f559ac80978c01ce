// "Best decision": a Match of two combatants alone in the open field, at a decision where one choice is
// clearly best by the solver's exact odds (reading clear-best-10, docs/site.md). The position is a real
// game position (a scenario and its decisions, replayed by the engine); the odds are the solver's ranked().
import {
  MatchSolver,
  gapWithinReach,
  legalDecisions,
  parseScenario,
  pending,
  replay,
  step,
  type Decision,
  type GameState,
  type Ranked,
  type Scenario,
  type Side,
  loadAllSystems,
} from '../../engine/index.ts';
import { inches as shortInches } from '../../widgets/models/format.ts';

/** Inches as the engine's sentences give them (two decimals at most). */
const inches = (n: number) => shortInches(n, 2);
import type { VersionRules } from '../../catalog/version-rules.ts';

// Every system's full value: whatever a version's settings name.
const systems = await loadAllSystems();

/** Reading clear-best-10: the best choice wins at least this much more often than every other choice. */
export const CLEAR_MARGIN = 0.1;

export type MatchChoice = 'wait' | 'toward' | 'away';

export interface BestRow {
  choice: MatchChoice;
  decision: Decision;
  /** For the side choosing. */
  win: number;
  lose: number;
  both: number;
  /** What follows the choice, in words: where it leaves the two and the opponent's best answer. */
  why: string;
  rules: string[];
}

export interface BestDraft {
  scenario: Scenario;
  decisions: Decision[];
  state: GameState;
  actor: string;
  opponent: string;
  side: Side;
  gap: number;
  rows: BestRow[];
  /** Points of win chance (0–1) by which the best row beats every other. */
  margin: number;
}

const CHOICES: readonly MatchChoice[] = ['wait', 'toward', 'away'];
const words: Record<MatchChoice, string> = { wait: 'Wait', toward: 'Move toward', away: 'Move away' };

/** The solver's ranking of the decision pending in `g` (an unlocked Match in the open field), best first. */
export function rankedAt(g: GameState, solver: MatchSolver): readonly Ranked[] {
  const p = pending(g);
  const m = g.match;
  if (p.kind !== 'action' || !m || m.locked) throw new Error('rankedAt: no unlocked Match decision is pending');
  return solver.ranked(p.gap, m);
}

/** Two combatants alone, `gap` apart, on a table wide enough that no Move of the Match reaches an edge. */
export function openField(rules: VersionRules, gap: number): Scenario | null {
  const { actions, move, base } = rules.params;
  const room = actions * move + base + 0.5;
  const width = Math.ceil(2 * room + gap + base);
  const depth = Math.max(12, Math.ceil(2 * rules.params['deploy-depth']));
  if (width > 72) return null;
  const y = depth / 2;
  const x = room + base / 2;
  const { table: _table, ...given } = rules.given;
  return parseScenario({
    ruleset: rules.ruleset,
    table: { width, depth },
    params: given,
    // A scenario file's key (formats-keep-their-names).
    rulings: rules.changedReadings,
    combatants: [
      { id: 'I1', side: 'instigator', x, y },
      { id: 'R1', side: 'retaliator', x: x + base + gap, y },
    ],
    seed: 1,
  });
}

/** The decision a solver choice names, as the game takes it (a full Move: in the open field a shorter one is never better). */
function decisionOf(choice: MatchChoice, move: number, upTo: boolean): Decision {
  if (choice === 'wait') return { type: 'wait' };
  return { type: 'move', toward: choice === 'toward', ...(upTo ? { distance: move } : {}) };
}

/** Every choice's odds at the pending decision and why, best first (the solver's order). */
export function bestRows(g: GameState, solver: MatchSolver): BestRow[] {
  const p = pending(g);
  if (p.kind !== 'action') return [];
  const mine = p.side === 'instigator' ? 0 : 1;
  const upTo = g.readings['move-distance'] === 'up-to';
  const ranked = rankedAt(g, solver);
  return ranked.map((r) => {
    const decision = decisionOf(r.choice, g.params.move, upTo);
    const after = step(g, decision);
    const rules = [...new Set(after.events.flatMap((e) => e.rules))];
    return { choice: r.choice, decision, win: r.odds[mine]!, lose: r.odds[1 - mine]!, both: r.odds[2], why: whyOf(g, after.state, p.opponent, solver), rules };
  });
}

function whyOf(before: GameState, after: GameState, opponent: string, solver: MatchSolver): string {
  const move = before.params.move;
  const p = pending(after);
  if (p.kind !== 'action') return 'The Match is over.';
  if (p.locked) return `It reaches ${opponent} and strikes: ${opponent} must roll its defence test at once.`;
  const reach = gapWithinReach(p.gap, move);
  const reply = rankedAt(after, solver)[0]!.choice;
  return `It leaves ${inches(p.gap)} between them, ${reach ? `within ${opponent}'s reach: ${opponent} can close and strike first` : `out of ${opponent}'s reach`}; ${opponent}'s best answer is to ${words[reply].toLowerCase()}.`;
}

/**
 * Best-decision positions for a version: a start gap and Waits up to each Action slot, kept where the
 * solver's first choice beats every other by CLEAR_MARGIN of win chance. None under strikes at once
 * (the solver ranks only strikes in turn) or where the open field does not fit the largest table.
 */
export function bestDrafts(rules: VersionRules): BestDraft[] {
  if (rules.readings.exchange === 'simultaneous') return [];
  const solver = new MatchSolver(rules.readings, rules.params);
  const { move, actions } = rules.params;
  const gaps = [0.75, 0.5, 1, 0.25, 0.875, 0.625, 0.375, 1, 0.5, 0.75].map((f) => Math.round(f * move * 8) / 8);
  const out: BestDraft[] = [];
  for (let slot = 0; slot < 2 * actions; slot++) {
    const gap = gaps[slot % gaps.length]!;
    const scenario = openField(rules, gap);
    if (!scenario || gap <= 0) continue;
    const decisions: Decision[] = Array.from({ length: slot }, () => ({ type: 'wait' }));
    const { state } = replay(scenario, decisions, systems.of(scenario.system));
    const p = pending(state);
    if (p.kind !== 'action' || p.locked) continue;
    const legal = legalDecisions(state);
    if (!CHOICES.every((c) => (c === 'wait' ? legal.some((l) => l.type === 'wait') : legal.some((l) => l.type === 'move' && l.toward === (c === 'toward')))))
      continue;
    const rows = bestRows(state, solver);
    const best = rows[0]!;
    const margin = Math.min(...rows.slice(1).map((r) => best.win - r.win));
    if (margin < CLEAR_MARGIN - 1e-12) continue;
    out.push({ scenario, decisions, state, actor: p.combatant, opponent: p.opponent, side: p.side, gap: p.gap, rows, margin });
  }
  return out;
}

export { words as CHOICE_WORDS };
