// The Collapse-o-Snap widget's state and what is derived from it. The snaps are the engine's
// (snapChain), the gaps and the closest pairs too (candidatePairs, closestPairs); the widget keeps only
// what the reader did: the pairs attempted, how far the last attempt has been followed, and whether its
// Match has been formed.
import {
  initialState,
  EPS,
  closestFirstMatches,
  snapChain,
  withMatchesFormed,
  type PairIds,
  type Snap,
  type SnapChain,
  candidatePairs,
  type Decision,
  type GameState,
  type Scenario,
  type Side,
  seedProblem,
} from '../../engine/browser.ts';
import type { SharedState } from '../../shared/link-codec.ts';
import { inches } from './format.ts';
import { linkRefused } from '../links/shared-link.ts';

export type Pair = PairIds;

export interface SnapModel {
  /** The table, as the preset, a shared link or "Deal a random table" set it. */
  start: Scenario;
  /** The pair offered first on this table (and again after Reset). */
  opening: Pair;
  /** Pairs attempted this Turn, in order; every one but the last has had its Match formed. */
  attempts: Pair[];
  /** How many snaps of the last attempt are on show; 0 shows the attempt alone. */
  shown: number;
  /** The last attempt's Match has been formed: its pair is Inert. */
  matched: boolean;
  /** The pair the next attempt will be. */
  choice: Pair;
  /** Seed for "Deal a random table". */
  seed: number;
  /** Said politely when the reader chooses a base. */
  note: string;
  problem: string | null;
}

export interface SnapStep extends Snap {
  /** Other free enemies exactly as close: the engine took the first in the table's list, where rule 13 lets the Instigator pick. */
  tiedWith: string[];
  /** Gap from the active combatant back to the one that called it into action. */
  back: { id: string; gap: number };
}

export interface FormedMatch {
  attempt: Pair;
  /** Gap between the attempted pair. */
  attemptGap: number;
  steps: SnapStep[];
  /** The pair the snaps collapse to, and its gap. */
  pair: Pair;
  gap: number;
}

export interface SnapView {
  /** The table with the combatants of every Match formed so far marked Inert. */
  state: GameState;
  /** Matches formed this Turn, in the order the reader formed them. */
  formed: FormedMatch[];
  /** The attempt under way (the last one, its Match not formed yet): how many of its snaps are shown. */
  current: (FormedMatch & { shown: number; complete: boolean }) | null;
  /** Combatants free to be attempted, by side, in the table's order. */
  free: Record<Side, string[]>;
  /** The Matches closest first forms on this table, in its order. */
  closestFirst: Array<Pair & { gap: number; tied: boolean }>;
}

export type SnapAction =
  | { type: 'choose'; side: Side; id: string }
  /** A base clicked or tapped: it becomes its side's choice. */
  | { type: 'pick'; id: string }
  | { type: 'attempt' }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'match' }
  | { type: 'reset' }
  | { type: 'seed'; value: number }
  /** `scenario` is the engine's deploy, loaded on first use. */
  | { type: 'deal'; scenario: Scenario }
  | { type: 'load'; shared: SharedState }
  | { type: 'problem'; text: string | null };

const ids = (s: Scenario, side: Side) => s.combatants.filter((c) => c.side === side).map((c) => c.id);

/** The engine's gap between two free combatants of opposite sides. */
function gapOf(pairs: ReturnType<typeof candidatePairs>, a: string, b: string): number {
  return pairs.find((p) => (p.instigator === a && p.retaliator === b) || (p.instigator === b && p.retaliator === a))?.distance ?? NaN;
}

/** The engine's chain for an attempt on `g`, each snap with its ties and the gap it left behind. */
function follow(g: GameState, attempt: Pair): FormedMatch {
  const chain: SnapChain = snapChain(g, attempt.instigator, attempt.retaliator);
  const pairs = candidatePairs(g);
  let caller = attempt.instigator;
  const steps = chain.snaps.map((s) => {
    const tiedWith = pairs
      .filter((p) => (p.instigator === s.active || p.retaliator === s.active) && Math.abs(p.distance - s.gap) <= EPS)
      .map((p) => (p.instigator === s.active ? p.retaliator : p.instigator))
      .filter((id) => id !== s.snapsTo);
    const step = { ...s, tiedWith, back: { id: caller, gap: gapOf(pairs, s.active, caller) } };
    caller = s.active;
    return step;
  });
  return { attempt, attemptGap: gapOf(pairs, attempt.instigator, attempt.retaliator), steps, pair: chain.pair, gap: chain.snaps.at(-1)!.gap };
}

/** Everything shown, derived from the reader's attempts; throws the engine's message on an attempt it refuses. */
export function snapView(m: Pick<SnapModel, 'start' | 'attempts' | 'shown' | 'matched'>): SnapView {
  const start = initialState(m.start);
  let state = start;
  const formed: FormedMatch[] = [];
  let current: SnapView['current'] = null;
  m.attempts.forEach((a, k) => {
    const f = follow(state, a);
    if (k < m.attempts.length - 1 || m.matched) {
      formed.push(f);
      state = withMatchesFormed(state, [f.pair]);
    } else current = { ...f, shown: Math.min(m.shown, f.steps.length), complete: m.shown >= f.steps.length };
  });
  const free = (side: Side) => state.combatants.filter((c) => c.side === side && !c.inert && !c.removed).map((c) => c.id);
  // Closest first, as Fragment 1 plays it: on the table as it starts.
  const closestFirst = closestFirstMatches(start).map(({ distance, ...p }) => ({ ...p, gap: distance }));
  return { state, formed, current, free: { instigator: free('instigator'), retaliator: free('retaliator') }, closestFirst };
}

/** How many snaps the last attempt has in all (0 when there is none). */
function chainLength(m: SnapModel): number {
  return m.attempts.length === 0 ? 0 : (snapView({ ...m, matched: false }).current?.steps.length ?? 0);
}

/** The attempt whose snaps run longest on this table (the first such in the table's order): worth watching first. */
export function longestChain(scenario: Scenario): Pair {
  const g = initialState(scenario);
  let best: Pair = { instigator: ids(scenario, 'instigator')[0]!, retaliator: ids(scenario, 'retaliator')[0]! };
  let most = 0;
  for (const instigator of ids(scenario, 'instigator'))
    for (const retaliator of ids(scenario, 'retaliator')) {
      const n = snapChain(g, instigator, retaliator).snaps.length;
      if (n > most) [best, most] = [{ instigator, retaliator }, n];
    }
  return best;
}

export function initialSnap(start: Scenario, opening: Pair, seed = 7): SnapModel {
  return { start, opening, attempts: [], shown: 0, matched: false, choice: opening, seed, note: '', problem: null };
}

/** After a Match is formed, keep each side's choice if it is still free, else offer its first free combatant. */
function nextChoice(choice: Pair, free: Record<Side, string[]>): Pair {
  const keep = (side: Side) => (free[side].includes(choice[side]) ? choice[side] : (free[side][0] ?? ''));
  return { instigator: keep('instigator'), retaliator: keep('retaliator') };
}

export function snapReducer(m: SnapModel, a: SnapAction): SnapModel {
  switch (a.type) {
    case 'choose': {
      const c = m.start.combatants.find((x) => x.id === a.id);
      return c && c.side === a.side ? { ...m, choice: { ...m.choice, [a.side]: a.id }, note: '' } : m;
    }
    case 'pick': {
      const c = m.start.combatants.find((x) => x.id === a.id);
      if (!c) return m;
      if (!snapView(m).free[c.side].includes(c.id)) return { ...m, note: `${c.id} is Inert: its Match this Turn is formed.` };
      const role = c.side === 'instigator' ? 'the Instigator combatant' : 'the target';
      return { ...m, choice: { ...m.choice, [c.side]: c.id }, note: `${c.id} chosen as ${role}.` };
    }
    case 'attempt': {
      const { free } = snapView(m);
      if (!free.instigator.includes(m.choice.instigator) || !free.retaliator.includes(m.choice.retaliator)) return m;
      // An attempt whose Match was not formed gives way to the new one: only formed Matches stay.
      const kept = m.matched ? m.attempts : m.attempts.slice(0, -1);
      return { ...m, attempts: [...kept, { ...m.choice }], shown: 0, matched: false, note: '' };
    }
    case 'next':
      return m.matched || m.shown >= chainLength(m) ? m : { ...m, shown: m.shown + 1 };
    case 'back': {
      if (m.attempts.length === 0) return m;
      if (m.matched) return { ...m, matched: false, note: '' };
      if (m.shown > 0) return { ...m, shown: m.shown - 1, note: '' };
      // Before its first snap, Back takes the attempt away and offers its pair again; the Match formed
      // before it shows again, at the end of its snaps.
      const back = { ...m, attempts: m.attempts.slice(0, -1), choice: m.attempts.at(-1)!, note: '' };
      return back.attempts.length === 0 ? { ...back, shown: 0, matched: false } : { ...back, shown: chainLength(back), matched: true };
    }
    case 'match': {
      if (m.matched || m.attempts.length === 0 || m.shown < chainLength(m)) return m;
      const done = { ...m, matched: true, note: '' };
      return { ...done, choice: nextChoice(m.choice, snapView(done).free) };
    }
    case 'reset':
      return { ...m, attempts: [], shown: 0, matched: false, choice: m.opening, note: '', problem: null };
    case 'seed':
      return seedProblem(a.value) === null ? { ...m, seed: a.value } : m;
    case 'deal':
      return { ...initialSnap(a.scenario, longestChain(a.scenario), m.seed), note: `Dealt a random table from seed ${m.seed}.` };
    case 'load':
      return loadShared(m, a.shared);
    case 'problem':
      return { ...m, problem: a.text };
  }
}

export interface SnapLine {
  text: string;
  /** Stable rule ids, linked to the rule pages of the table's ruleset. */
  rules: string[];
}

const listed = (pairs: readonly Pair[]) => pairs.map((p) => `${p.instigator} v ${p.retaliator}`).join(', ');
const same = (a: Pair, b: Pair) => a.instigator === b.instigator && a.retaliator === b.retaliator;

/** One attempt in plain words: the attempt, each snap shown, and where the snaps stop. */
function attemptLines(f: FormedMatch, shown: number, formedBefore: number): SnapLine[] {
  // Rule 12 finds the Turn's first Match, rule 20 each later one among those not yet Inert.
  const closest = formedBefore === 0 ? ['first-match'] : ['next-match', 'inert'];
  const { instigator: i, retaliator: r } = f.attempt;
  const lines: SnapLine[] = [{ text: `Attempt: ${i} tries to Match ${r}, ${inches(f.attemptGap, 2)} away. ${r} is called into action.`, rules: [] }];
  f.steps.slice(0, shown).forEach((s, k) => {
    const last = k === f.steps.length - 1;
    const instead = s.back.id === s.snapsTo ? '' : `, rather than ${s.back.id} (${inches(s.back.gap, 2)})`;
    const tie =
      s.tiedWith.length === 0
        ? ''
        : ` ${s.tiedWith.join(' and ')} ${s.tiedWith.length > 1 ? 'are' : 'is'} exactly as close: the Instigator would pick, and here the first in the table's list is taken.`;
    const text = last
      ? `${s.active} snaps to ${s.snapsTo}, ${inches(s.gap, 2)} away: each is the other's closest unMatched enemy, so the snaps stop.`
      : `${s.active} snaps to ${s.snapsTo}, its closest unMatched enemy, ${inches(s.gap, 2)} away${instead}. ${s.snapsTo} is called into action.`;
    lines.push({ text: text + tie, rules: tie ? [...closest, 'equidistant-matches'] : closest });
  });
  if (shown >= f.steps.length) {
    const { instigator: pi, retaliator: pr } = f.pair;
    lines.push({
      text: same(f.pair, f.attempt)
        ? `The attempt stands: ${pi} v ${pr}, ${inches(f.gap, 2)} apart.`
        : `The attempt ${i} v ${r} collapses to ${pi} v ${pr}, ${inches(f.gap, 2)} apart.`,
      rules: closest,
    });
  }
  return lines;
}

/** The log: every attempt this Turn in order, and once no pair is left, how its Matches compare with closest first. */
export function snapLines(v: SnapView): SnapLine[] {
  const lines: SnapLine[] = [];
  v.formed.forEach((f, k) => {
    lines.push(...attemptLines(f, f.steps.length, k), {
      text: `Match formed: ${f.pair.instigator} v ${f.pair.retaliator}. Both are Inert for the rest of the Turn.`,
      rules: ['inert'],
    });
  });
  if (v.current) lines.push(...attemptLines(v.current, v.current.shown, v.formed.length));
  else if (v.formed.length > 0 && (v.free.instigator.length === 0 || v.free.retaliator.length === 0)) {
    const mine = v.formed.map((f) => f.pair);
    const agree = mine.length === v.closestFirst.length && mine.every((p) => v.closestFirst.some((q) => same(p, q)));
    const order = v.closestFirst.every((q, k) => mine[k] && same(q, mine[k]!)) ? '' : `, in the order ${listed(v.closestFirst)}`;
    const left = [...v.free.instigator, ...v.free.retaliator];
    lines.push({
      text:
        `No unMatched pair is left: this Turn's Matches are ${listed(mine)}.` +
        (agree
          ? ` Closest first forms the same Matches${order}, whatever was attempted.`
          : ` Closest first forms ${listed(v.closestFirst)}: distances tie on this table, and the Instigator's pick decides.`) +
        (left.length > 0 ? ` ${left.join(', ')} did nothing this Turn.` : ''),
      rules: agree ? ['first-match', 'next-match', 'turn-end'] : ['first-match', 'next-match', 'equidistant-matches', 'turn-end'],
    });
  }
  return lines;
}

const refused = (why: string) => linkRefused('Collapse-o-Snap', why);

/** A shared link's state, checked by replaying its attempts through the engine; anything refused leaves the preset showing. */
function loadShared(m: SnapModel, s: SharedState): SnapModel {
  const attempts: Pair[] = [];
  for (const d of s.decisions) {
    if (d.type !== 'pick-match') return { ...m, problem: refused('it holds a decision that is not an attempted pair') };
    attempts.push({ instigator: d.instigator, retaliator: d.retaliator });
  }
  const shown = s.extra?.shown ?? 0;
  const matched = s.extra?.matched === 1;
  const seed = s.extra?.seed;
  if (seed !== undefined && seedProblem(seed) !== null) return { ...m, problem: refused(`its seed ${seedProblem(seed)}`) };
  try {
    const whole = snapView({ start: s.scenario, attempts, shown, matched });
    const length = whole.current?.steps.length ?? whole.formed.at(-1)?.steps.length ?? 0;
    if (!Number.isInteger(shown) || shown < 0 || shown > length || (matched && shown !== length))
      return { ...m, problem: refused(`it shows ${shown} snaps of an attempt that has ${length}`) };
    const next: SnapModel = {
      ...initialSnap(s.scenario, longestChain(s.scenario), seed ?? m.seed),
      attempts,
      shown,
      matched,
    };
    const last = attempts.at(-1);
    return { ...next, choice: last && !matched ? last : nextChoice(next.opening, snapView(next).free) };
  } catch (error) {
    return { ...m, problem: refused(error instanceof Error ? error.message : String(error)) };
  }
}

export function sharedOfSnap(m: SnapModel): SharedState {
  // Attempts travel as the codec's pair tokens (pI.R): an attempt is the Instigator naming a pair.
  const decisions: Decision[] = m.attempts.map((p) => ({ type: 'pick-match', ...p }));
  return { scenario: m.start, decisions, extra: { seed: m.seed, shown: m.shown, matched: m.matched ? 1 : 0 } };
}
