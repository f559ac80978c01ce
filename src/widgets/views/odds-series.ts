// The shares a Match's odds are shown in, their labels and classes: the Odds widget's chart and table,
// the Lab's and the what-if tables read them here, apart from the Odds chart's code (the Lab loads no chart
// of the Odds widget's).
import type { MatchOdds } from '../../engine/browser.ts';

export const SERIES = [
  { key: 'instigator', label: "Instigator's combatant wins", cls: 'sow-series--i' },
  { key: 'retaliator', label: "Retaliator's combatant wins", cls: 'sow-series--r' },
  { key: 'bothStand', label: 'Both stand', cls: 'sow-series--both' },
] as const;

/** Under strikes at once both can fall together (a double knock-out): a fourth share, so the shares add up to 1. */
const BOTH_FALL = { key: 'bothFall', label: 'Both fall (double knock-out)', cls: 'sow-series--fall' } as const;
export type Series = (typeof SERIES)[number] | typeof BOTH_FALL;

/** The shares these odds have: the three of strikes in turn, and both falling where strikes land at once. */
export function oddsSeries(points: readonly { odds: MatchOdds }[]): readonly Series[] {
  return points.some((p) => p.odds.bothFall !== undefined) ? [...SERIES, BOTH_FALL] : SERIES;
}

export const share = (odds: MatchOdds, s: Series): number => odds[s.key] ?? 0;
