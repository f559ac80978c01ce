// `sow odds`: the exact odds of one Match in the open field, and of each choice part way through.
import { GAP_RANGE, describeParams, matchOdds, MatchSolver, choiceOdds, resolveParams, EPS, AT_ONCE } from '../engine/index.ts';
import {
  checkAtOnce,
  notePlays,
  ON_FLAG,
  day,
  number,
  params,
  PARAM_FLAGS,
  parse,
  policy,
  refuseUnread,
  ruleset,
  readings,
  READING_FLAGS,
  UsageError,
} from './args.ts';
import { percent } from '../shared/format.ts';
import { print } from './print.ts';
import { help } from './help.ts';

/** What one Match in the open field never reads (the solver's numbers are MATCH_PARAM_IDS). */
const ODDS_UNREAD = {
  'turn-limit': 'one Match has no Turns',
  'wwpd-scale': "WWPD's inches are not part of a Fragment 1 Match",
  table: 'one Match is in the open field, on no table',
  'deploy-depth': 'one Match is in the open field, with no deployment',
  base: 'the gap is measured edge to edge, so the bases do not change the odds',
} as const;

export async function odds(argv: string[]): Promise<number> {
  const { values } = parse(argv, {
    gap: { type: 'string' },
    slot: { type: 'string' },
    choices: { type: 'boolean' },
    instigator: { type: 'string' },
    retaliator: { type: 'string' },
    ruleset: { type: 'string' },
    ...ON_FLAG,
    ...READING_FLAGS,
    ...PARAM_FLAGS,
  });
  if (values.help) return help();
  refuseUnread('odds', values, ODDS_UNREAD);
  const gap = number('gap', values.gap, GAP_RANGE);
  if (gap === undefined) throw new UsageError('--gap: required (the edge-to-edge gap in inches)');
  // The widest Match has 10 Actions a side; the engine holds the slot to the Actions in force.
  const slot = number('slot', values.slot, { min: 0, max: 19, integer: true }) ?? 0;
  if ((slot > 0 || values.choices) && gap <= EPS)
    throw new UsageError(`--${slot > 0 ? 'slot' : 'choices'}: in contact only Fights are left; give a --gap above 0`);
  const chosen = await ruleset(values.ruleset, day(values.on));
  const given = { ...chosen.params, ...params(values) };
  const fresh = {
    gap,
    instigator: policy('instigator', values.instigator, 'optimal'),
    retaliator: policy('retaliator', values.retaliator, 'optimal'),
    readings: { ...chosen.readings, ...readings(values) },
    params: given,
  };
  const query = slot > 0 ? { ...fresh, node: solved(() => new MatchSolver(fresh.readings, fresh.params).partWay(gap, slot)) } : fresh;
  checkAtOnce(query, query.readings);
  notePlays(chosen, readings(values), params(values));
  const [result, choices] = solved(() => [matchOdds({ ...query, atOnce: AT_ONCE }), values.choices ? choiceOdds(query) : null] as const);
  if (values.json) {
    print(JSON.stringify(choices ? { ...result, choices: choices.map((c) => ({ choice: c.choice, distance: c.distance, ...c.odds })) } : result));
    return 0;
  }
  const at = slot > 0 ? `, ${slot} Actions taken` : '';
  print(`One Match, ${chosen.version}, gap ${gap} in${at}, ${query.instigator} (Instigator) v ${query.retaliator} (Retaliator), exact:`);
  if (Object.keys(given).length > 0) print(`  Numbers in force: ${describeParams(resolveParams(given))}`);
  print(`  Instigator's combatant wins  ${percent(result.instigator)}`);
  print(`  Retaliator's combatant wins  ${percent(result.retaliator)}`);
  print(`  Both stand                   ${percent(result.bothStand)}`);
  if (result.bothFall !== undefined) print(`  Both fall (double knock-out) ${percent(result.bothFall)}`);
  if (choices) {
    print(
      `  Each choice of the ${slot % 2 === 0 ? 'Instigator' : 'Retaliator'}'s combatant now, both playing their policies after it (Instigator wins / Retaliator wins / both stand):`,
    );
    for (const c of choices)
      print(
        `    ${(c.choice === 'wait' ? 'Wait' : `Move ${c.choice} ${c.distance} in`).padEnd(20)} ${percent(c.odds.instigator)} / ${percent(c.odds.retaliator)} / ${percent(c.odds.bothStand)}`,
      );
  }
  return 0;
}

/** The solver's refusal of a slot or a choice it cannot weigh, as the flag's one line. */
function solved<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof RangeError) throw new UsageError(`--${error.message}`);
    throw error;
  }
}
