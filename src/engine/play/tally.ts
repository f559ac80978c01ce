// A run's tally and its summary, apart from the games that fill it (simulate.ts), so a page that adds
// and summarises the slices its workers played loads no game code. Tallies of slices of one run add up
// to the tally of the whole run played in one, since every field is a whole count and addition of
// whole numbers does not care about order.
import type { EventCounts, Side } from '../core/types.ts';

/** The run's figures; as EventCounts it is the games' sink, counting as they play. */
export interface SimTally extends EventCounts {
  games: number;
  instigatorWins: number;
  retaliatorWins: number;
  draws: number;
  turns: number;
  matches: number;
  /** Matches that ended with both combatants standing. */
  matchesBothStand: number;
  removals: { defeated: number; 'off-table': number; undefended: number };
  /** Games ended by the turn-limit reading. */
  turnLimitDraws: number;
  /** Decisions each side made, summed over games (turn-systems.md, what the comparison measures). */
  decisions: Record<Side, number>;
  /** Each game's longest run of consecutive decisions by one side, summed over games. */
  longestWait: number;
}

export interface SimResult extends Omit<SimTally, 'turns' | 'matches' | 'decisions' | 'longestWait'> {
  /** Mean decisions a game for each side. */
  decisions: Record<Side, number>;
  /** The mean over games of the longest run of consecutive decisions by one side: how long the other player waits. */
  longestWait: number;
  meanTurns: number;
  meanMatches: number;
  /** 95% Wilson intervals for each outcome's share of games. */
  intervals: { instigator: [number, number]; retaliator: [number, number]; draw: [number, number] };
}

export function emptyTally(): SimTally {
  return {
    games: 0,
    instigatorWins: 0,
    retaliatorWins: 0,
    draws: 0,
    turns: 0,
    matches: 0,
    matchesBothStand: 0,
    removals: { defeated: 0, 'off-table': 0, undefended: 0 },
    turnLimitDraws: 0,
    doubleKnockouts: 0,
    decisions: { instigator: 0, retaliator: 0 },
    longestWait: 0,
  };
}

/** Wilson score interval: sensible even when an outcome never or always happens. */
export function wilson(successes: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1];
  const p = successes / n;
  const d = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / d;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

export function summarise(t: SimTally): SimResult {
  const { turns, matches, decisions, longestWait, ...rest } = t;
  const mean = (n: number) => (t.games ? n / t.games : 0);
  return {
    ...rest,
    decisions: { instigator: mean(decisions.instigator), retaliator: mean(decisions.retaliator) },
    longestWait: mean(longestWait),
    meanTurns: t.games ? turns / t.games : 0,
    meanMatches: t.games ? matches / t.games : 0,
    intervals: { instigator: wilson(t.instigatorWins, t.games), retaliator: wilson(t.retaliatorWins, t.games), draw: wilson(t.draws, t.games) },
  };
}

/** Adds `part` into `into`, field by field (nested counts included), and returns `into`. */
export function addTally(into: SimTally, part: SimTally): SimTally {
  addCounts(into as unknown as Counts, part as unknown as Counts);
  return into;
}

interface Counts {
  [field: string]: number | Counts;
}

// Walks the fields rather than naming them, so a count added to SimTally is summed without a change here.
function addCounts(into: Counts, part: Counts): void {
  for (const [field, value] of Object.entries(part)) {
    if (typeof value === 'number') into[field] = ((into[field] as number | undefined) ?? 0) + value;
    else addCounts((into[field] ??= {}) as Counts, value);
  }
}
