// `sow --help`: every command, its flags, and the sheet's numbers with their defaults.
import { DEFAULT_PARAMS, formatParam, POLICY_LINES, POLICY_NAMES, RULESET_IDS, PARAMETERS, PAIRINGS, SYSTEM_IDS } from '../engine/index.ts';
import { write } from '../shared/terminal.ts';

export const HELP = `sow: Spheres of War, Tactical Fragment 1, on the command line

  sow odds --gap G [--slot N] [--choices] [--instigator P] [--retaliator P] [--ruleset R] [readings] [parameters] [--json]
      Exact odds of one Match in the open field, both with all their Actions, the Instigator's
      combatant to act. G is the edge-to-edge gap in inches (0: already in contact).
      --slot N: the Match with N Actions already taken, still out of contact at G (the
      Instigator's combatant acts on even N). --choices: also the odds of each choice the side
      to act has now (Wait, Move toward, Move away), both sides playing their policies after it.
      Policies default to optimal.

  sow play SCENARIO.json [--instigator P] [--retaliator P] [--system T] [--pairing C] [parameters] [--json]
      Plays one game from a scenario file and prints the game report (or JSON events).
      Policies come from the flags, then the scenario, then default to aggressive;
      parameter flags override the scenario's "params" (and --table its "table"),
      --system and --pairing its "system" and "pairing".

  sow sim --games N --seed S [--per-side K] [--instigator P] [--retaliator P] [--ruleset R] [--system T] [--pairing C] [readings] [parameters] [--workers W] [--max-minutes M] [--json]
      Plays N games from seeded random deployments (K a side, default 5) and tallies them,
      with the turn systems' comparison figures (decisions, longest wait, double knock-outs).
      W threads (1-256) share the games; the figures are the same for any W. Default: every
      core for a run predicted to take 2 s or more, else 1. A run predicted past about two
      minutes is refused unless --max-minutes M (1-1440) allows that long.

  sow groups SCENARIO.json [--reach R] [--json]
      The scenario's groups chained through enemies, as WWPD divides the table: combatants
      linked to an enemy by a gap of at most R inches (default 0: base contact, WWPD's Melees;
      3: its Firefights at the default wwpd-scale). JSON: {"groups": [[ids...], ...]}.

  sow sweep --param ID --values V1,V2,... [--gap G] [--games N] [--seed S] [--workers W] [--max-minutes M] [policies, readings, parameters] [--json | --csv]
      For each value of one parameter: the exact Match odds at gap G (default 3) and, with
      --games, N seeded five-a-side games. Values are numbers; the table's are WxD (12x12,18x12).

  Policies P, what each plays:
${POLICY_NAMES.map((p) => `    ${p.padEnd(11)} ${POLICY_LINES[p]}`).join('\n')}
  Rulesets R: ${RULESET_IDS.join(', ')} (default v0.1f), or a version of the rules (v0.2, a draft): its
  version.yaml, then the designer's rulings in force, each listed on stderr with why.
  --on YYYY-MM-DD (odds, sim, sweep): the rulings in force that day.
  Turn systems T: ${SYSTEM_IDS.join(', ')} (default fragment1).  Pairings C, how the engine's
  Instigator picks its activations where it chooses them (warspike): ${PAIRINGS.join(', ')} (default closest).
  Readings: --move-distance exact|up-to  --last-strike lost|lands
           --start-in-contact move-and-strike|free-strike  --turn-limit N
           --exchange alternating|simultaneous  --wwpd-scale S (WWPD's inches times S, 0.05-1)
  Parameters (the sheet's numbers), with their defaults:
${PARAMETERS.map((p) => `    --${p.id.padEnd(13)} ${p.title} (${formatParam(p.id, DEFAULT_PARAMS)}): ${p.range}`).join('\n')}
`;

export function help(): number {
  write(process.stdout, HELP);
  return 0;
}
