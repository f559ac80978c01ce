// Tallies of slices of one run, added together: a run split by game index across workers sums to the
// tally of the whole run played in one, since every field is a whole count and addition of whole
// numbers does not care about order.
import type { SimTally } from './simulate.ts';

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
