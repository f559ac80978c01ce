// What the engine predicts for the settings real games were played under: the engine's own simulation
// (src/engine/play/simulate.ts, what `sow sim` runs) under each policy pair. Engine and data only, so the
// build and the desk's Web Worker run the same code on the same settings and get the same figures.
import {
  type Params,
  type RulesetId,
  type Readings,
  emptyTally,
  simulateRange,
  summarise,
  type SimOptions,
  type Policies,
  type PolicyName,
  type SystemId,
  type TurnSystem,
} from '../engine/browser.ts';
import { systemDescription } from '../engine/systems.ts';
import type { Prediction } from './playtest-stats.ts';

/** The settings a prediction is for: a version's engine defaults with a tally's own settings laid over them. */
export interface PredictionSetting {
  ruleset: RulesetId;
  system: SystemId;
  readings: Partial<Readings>;
  params: Partial<Params>;
  perSide: number;
}

/** Games each pair plays, and the seed: fixed, so the page and `sow sim --seed` agree figure for figure. */
export const PREDICTION_GAMES = 2000;
export const PREDICTION_SEED = 1;

/**
 * The policy pairs (reading `policy-pairs`): aggressive and random against themselves, aggressive
 * against counter both ways round (two counters only wait: every game a draw), and optimal against
 * itself where the engine solves it exactly (reading `optimal-where-exact`: a system with no note on it
 * and strikes in turn; elsewhere it would play as aggressive, a repeat).
 */
export function policyPairs(s: Pick<PredictionSetting, 'system' | 'readings'>): Policies[] {
  const pair = (instigator: PolicyName, retaliator: PolicyName): Policies => ({ instigator, retaliator });
  const pairs = [pair('aggressive', 'aggressive'), pair('aggressive', 'counter'), pair('counter', 'aggressive'), pair('random', 'random')];
  const exact = systemDescription(s.system).optimalNote === null && s.readings.exchange !== 'simultaneous';
  return exact ? [...pairs, pair('optimal', 'optimal')] : pairs;
}

export function simOptions(s: PredictionSetting, policies: Policies, games = PREDICTION_GAMES): SimOptions {
  const { table, ...rest } = s.params;
  return {
    games,
    seed: PREDICTION_SEED,
    perSide: s.perSide,
    ruleset: s.ruleset,
    system: s.system,
    readings: s.readings,
    policies,
    ...(table ? { table } : {}),
    ...(Object.keys(rest).length > 0 ? { params: rest } : {}),
  };
}

/**
 * Every pair's prediction. `progress(done, total)` is called between chunks of games, so the desk's
 * worker can report and the build can stay quiet.
 */
export function predict(s: PredictionSetting, system: TurnSystem, games = PREDICTION_GAMES, progress?: (done: number, total: number) => void): Prediction[] {
  const pairs = policyPairs(s);
  const total = pairs.length * games;
  const chunk = 250;
  return pairs.map((policies, i) => {
    const o = simOptions(s, policies, games);
    const tally = emptyTally();
    for (let from = 0; from < games; from += chunk) {
      simulateRange(o, from, Math.min(games, from + chunk), tally, system);
      progress?.(i * games + Math.min(games, from + chunk), total);
    }
    const r = summarise(tally);
    return {
      pair: `${policies.instigator} v ${policies.retaliator}`,
      games: r.games,
      shares: { instigator: r.instigatorWins / r.games, retaliator: r.retaliatorWins / r.games, draw: r.draws / r.games },
      meanTurns: r.meanTurns,
    };
  });
}
