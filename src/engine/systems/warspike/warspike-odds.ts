// WarSpike's pairing `best-odds` (turn-systems.md WS2): the pair whose exact open-field Match value for
// the Instigator is highest. WarSpike's full value (the list's loader gives it) carries it.
import { EPS } from '../../core/geometry.ts';
import { playableAtOnce } from '../../core/readings.ts';
import { matchOddsWith } from '../../match/solver.ts';
import { SolverCache } from '../../match/solvers.ts';
import { kept, type Decision, type GameState, type LegalDecision, type PairOption, type PolicyName, type ScratchKey } from '../../core/types.ts';
import type { Params } from '../../core/params.ts';
import type { Readings } from '../../core/readings.ts';
import { pick, type WarSpikeSystem } from './warspike-pairing.ts';
import { warspike } from './warspike.ts';

/** The open-field values computed for one set of parameters, readings and policies, by gap, and the solvers that computed them. */
interface BestOddsValues {
  params: Params | null;
  readings: Readings | null;
  policies: string;
  byGap: Map<number, number>;
  /** One for the state's every pairing: a fresh solver would rank the Match afresh each time. */
  solvers: SolverCache;
}

const BEST_ODDS: ScratchKey<BestOddsValues> = {
  name: 'best-odds',
  make: () => ({ params: null, readings: null, policies: '', byGap: new Map(), solvers: new SolverCache() }),
};

/**
 * The Instigator's exact open-field Match value at `distance`: P(its combatant wins) − P(it loses).
 * A policy the exchange has no exact solution for (optimal under simultaneous strikes, S4) is valued as
 * aggressive, as optimal plays wherever it cannot be exact.
 */
function matchValue(g: GameState, distance: number, me: PolicyName, them: PolicyName): number {
  const mine = atOnceSolvable(g, me);
  const theirs = atOnceSolvable(g, them);
  const policies = `${mine}|${theirs}`;
  // The values computed for this game's parameters, readings and policies, kept in the state's scratch:
  // the same gaps come back at every activation of a Turn, as only the last pair has moved.
  const values = kept(g.scratch, BEST_ODDS);
  if (values.params !== g.params || values.readings !== g.readings || values.policies !== policies)
    Object.assign(values, { params: g.params, readings: g.readings, policies, byGap: new Map() });
  let v = values.byGap.get(distance);
  if (v === undefined) {
    const solver = values.solvers.solverFor(g.params, g.readings);
    const odds = matchOddsWith(solver, {
      gap: distance,
      instigator: mine,
      retaliator: theirs,
      readings: g.readings,
      params: g.params,
      atOnce: g.system.atOnce,
    });
    values.byGap.set(distance, (v = odds.instigator - odds.retaliator));
  }
  return v;
}

function atOnceSolvable(g: GameState, policy: PolicyName): PolicyName {
  return playableAtOnce(policy, g.readings);
}

/** Pairing `best-odds`: the highest value for the Instigator; equal values go to the closer pair, then scenario order. */
function bestOddsActivation(g: GameState, legal: readonly LegalDecision[], mine: PolicyName, theirs: PolicyName): Decision {
  let best: PairOption | null = null;
  let bestValue = -Infinity;
  for (const l of legal) {
    if (l.type !== 'pick-match') continue;
    const v = matchValue(g, l.distance, mine, theirs);
    if (v > bestValue + 1e-12 || (v >= bestValue - 1e-12 && l.distance < best!.distance - EPS)) {
      best = l;
      bestValue = v;
    }
  }
  return pick(best!.instigator, best!.retaliator);
}

/** WarSpike with every pairing, best-odds included. */
export const warspikeWithBestOdds: WarSpikeSystem = { ...warspike, bestOdds: bestOddsActivation };
