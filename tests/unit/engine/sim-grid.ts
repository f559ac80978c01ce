// The grid of `sow sim --json` and `sow odds --json` commands whose full output is pinned
// (fixtures/sim-grid.json): every system, both rulesets, every policy the system allows, 1, 3 and 5
// combatants a side, and a few readings and parameters, so the fast core must reproduce every figure.
const POLICY_PAIRS = [
  ['aggressive', 'aggressive'],
  ['counter', 'random'],
  ['optimal', 'wait'],
  ['random', 'optimal'],
  ['wait', 'counter'],
  ['optimal', 'optimal'],
] as const;

/** Each system's variations: readings and parameters it reads (others it refuses: `unread-flags`). */
const VARIANTS: Record<string, string[][]> = {
  fragment1: [
    [],
    ['--move-distance', 'up-to'],
    ['--last-strike', 'lands'],
    ['--start-in-contact', 'free-strike'],
    ['--turn-limit', '3'],
    ['--move', '3', '--die', '8'],
    ['--actions', '3', '--table', '18x12'],
    ['--exchange', 'simultaneous'],
  ],
  warspike: [
    [],
    ['--pairing', 'best-odds'],
    ['--pairing', 'random', '--move-distance', 'up-to'],
    ['--last-strike', 'lands'],
    ['--exchange', 'simultaneous'],
    ['--start-in-contact', 'free-strike', '--fails-on', '4'],
  ],
  wwpd: [[], ['--wwpd-scale', '0.5'], ['--turn-limit', '4'], ['--die', '10']],
  war: [[], ['--move-distance', 'up-to'], ['--table', '18x12'], ['--die', '8', '--fails-on', '6']],
};

function simCommands(): string[][] {
  const commands: string[][] = [];
  let k = 0;
  // Every variant under both rulesets, twice, the size and the policies turning over independently.
  for (const [system, variants] of Object.entries(VARIANTS))
    for (const ruleset of ['v0.1f', 'v0.2'])
      for (let pass = 0; pass < 2; pass++)
        for (const variant of variants) {
          const perSide = ['1', '3', '5'][k % 3]!;
          let [instigator, retaliator] = POLICY_PAIRS[Math.floor(k / 2) % POLICY_PAIRS.length]!;
          // optimal is refused under simultaneous strikes; the refusal has its own tests.
          if (variant.includes('simultaneous')) [instigator, retaliator] = pass === 0 ? ['counter', 'aggressive'] : ['random', 'wait'];
          k++;
          const games = instigator === 'optimal' || retaliator === 'optimal' ? '40' : '120';
          commands.push([
            'sim',
            '--games',
            games,
            '--seed',
            String(7 + k),
            '--json',
            '--system',
            system,
            '--ruleset',
            ruleset,
            '--per-side',
            perSide,
            '--instigator',
            instigator,
            '--retaliator',
            retaliator,
            ...variant,
          ]);
        }
  // The issue's own command, small.
  commands.push(['sim', '--games', '2000', '--seed', '7', '--per-side', '5', '--instigator', 'aggressive', '--retaliator', 'aggressive', '--json']);
  return commands;
}

function oddsCommands(): string[][] {
  const commands: string[][] = [];
  const variants = [
    [],
    ['--move-distance', 'up-to'],
    ['--last-strike', 'lands'],
    ['--start-in-contact', 'free-strike'],
    ['--move', '3', '--die', '8'],
    ['--actions', '3', '--fails-on', '4'],
    ['--ruleset', 'v0.2'],
  ];
  const policies = ['optimal', 'aggressive', 'counter', 'wait', 'random'];
  let k = 0;
  for (const gap of ['0', '0.5', '2', '3.75', '7', '12'])
    for (const variant of variants) {
      const instigator = policies[k % policies.length]!;
      const retaliator = policies[(k * 2 + 1) % policies.length]!;
      k++;
      commands.push(['odds', '--gap', gap, '--instigator', instigator, '--retaliator', retaliator, '--json', ...variant]);
    }
  for (const gap of ['0', '1', '2.5', '6'])
    for (const [instigator, retaliator] of [
      ['aggressive', 'counter'],
      ['random', 'wait'],
      ['counter', 'random'],
    ])
      for (const variant of [[], ['--last-strike', 'lands'], ['--start-in-contact', 'free-strike', '--move-distance', 'up-to']])
        commands.push(['odds', '--gap', gap, '--instigator', instigator!, '--retaliator', retaliator!, '--exchange', 'simultaneous', '--json', ...variant]);
  return commands;
}

export const SIM_GRID_COMMANDS: string[][] = [...simCommands(), ...oddsCommands()];
