// `sow groups`: a scenario's groups chained through enemies at a reach.
import { GAP_RANGE, EPS, groupIds, initialState, loadSystem, wwpdDistance } from '../engine/index.ts';
import { number, parse, UsageError } from './args.ts';
import { print } from './print.ts';
import { help } from './help.ts';
import { scenarioFrom } from './scenario-file.ts';

/** Turn-systems.md, "Groups as a tool": the groups chained through enemies at a reach, by id. */
export async function groups(argv: string[]): Promise<number> {
  const { values, positionals } = parse(argv, { reach: { type: 'string' } }, true);
  if (values.help) return help();
  if (positionals.length !== 1) throw new UsageError('groups: give exactly one scenario file, e.g. sow groups scenario.json');
  const path = positionals[0]!;
  // Reaches as odds takes gaps: from contact to beyond the largest table's diagonal.
  const reach = number('reach', values.reach, GAP_RANGE) ?? 0;
  const scenario = scenarioFrom(path);
  const state = initialState(scenario, await loadSystem(scenario.system));
  const found = groupIds(state.combatants, reach, state.params.base);
  if (values.json) {
    print(JSON.stringify({ groups: found }));
    return 0;
  }
  const scale = state.readings['wwpd-scale'];
  const what =
    reach === 0
      ? "base contact: WWPD's Melees"
      : Math.abs(reach - wwpdDistance(state.readings, 'firefight')) <= EPS
        ? `WWPD's Firefight range at wwpd-scale ${scale}`
        : 'edge to edge';
  print(`${path}: groups chained through enemies within ${reach} in (${what})`);
  if (found.length === 0) print('  none: no combatant is that close to an enemy');
  found.forEach((group, k) => print(`  ${k + 1}. ${group.join(', ')}`));
  const grouped = new Set(found.flat());
  const alone = state.combatants.filter((c) => !grouped.has(c.id)).map((c) => c.id);
  if (alone.length > 0) print(`  In no group (no enemy within reach): ${alone.join(', ')}`);
  return 0;
}
