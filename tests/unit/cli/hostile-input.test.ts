// Issue 20, hostile input round 3: each defect's reproduction, refused (or handled) as the README
// promises, and a fuzz of whole argument lists. Tests are named after the defects.
import fc from 'fast-check';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../../src/cli/main.ts';
import { gameCostMs, MAX_GAMES, RUN_BUDGET_MS, runProblem, runShape } from '../../../src/engine/index.ts';
import { refused, sow } from './run.ts';

const dir = mkdtempSync(join(tmpdir(), 'sow-hostile-'));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const deep = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
const SCENARIO = {
  ruleset: 'v0.1f',
  combatants: [
    { id: 'I1', side: 'instigator', x: 6, y: 3 },
    { id: 'R1', side: 'retaliator', x: 6, y: 9 },
  ],
};

describe('1. a scenario path is read with a size limit', () => {
  it('play /dev/zero and groups /dev/urandom stop at the limit, naming the file and the limit', () => {
    refused(['play', '/dev/zero'], '/dev/zero', 'at most 1,000,000 bytes');
    refused(['groups', '/dev/urandom'], '/dev/urandom', 'at most 1,000,000 bytes');
  });
  it('a file one byte over the limit is refused, one at the limit is read as JSON', () => {
    refused(['play', file('big.json', `${JSON.stringify(SCENARIO)}${' '.repeat(1_000_001)}`)], 'big.json', 'too large');
    const at = JSON.stringify(SCENARIO);
    expect(sow('play', file('at.json', at + ' '.repeat(1_000_000 - at.length))).status).toBe(0);
  });
});

describe('2. the run limit is a cost model', () => {
  it.each([
    ['WAR, 50 a side on a 72x72 table', ['--games', '555555', '--system', 'war', '--per-side', '50', '--table', '72x72', '--base', '0.5']],
    ['WarSpike best-odds, 20 a side', ['--games', '100000', '--system', 'warspike', '--pairing', 'best-odds', '--per-side', '20']],
    ['WarSpike random pairing, 20 a side', ['--games', '100000', '--system', 'warspike', '--pairing', 'random', '--per-side', '20']],
    [
      'WWPD at wwpd-scale 0.05, 50 a side',
      ['--games', '100000', '--system', 'wwpd', '--wwpd-scale', '0.05', '--per-side', '50', '--table', '72x72', '--base', '0.5'],
    ],
    ['a million optimal v optimal games', ['--games', '1000000', '--instigator', 'optimal', '--retaliator', 'optimal']],
  ])('refuses %s, saying how many games would fit', (_, args) => {
    refused(['sim', '--seed', '1', ...args], '--games', 'would take about', 'fit in a run of about two minutes');
  });
  it('refuses a sweep of two values of 500,000 optimal games before playing any', () => {
    refused(['sweep', '--param', 'base', '--values', '0.5,2', '--games', '500000'], '--games', '2 values × 500000 games', 'a value');
  });
  it('play holds one game to the same model: a crowd under best-odds pairing to a long turn limit is refused', () => {
    const combatants = Array.from({ length: 50 }, (_, i) => [
      { id: `I${i + 1}`, side: 'instigator', x: 1 + (i % 25) * 2.8, y: 1 + Math.floor(i / 25) * 2 },
      { id: `R${i + 1}`, side: 'retaliator', x: 1 + (i % 25) * 2.8, y: 70 - Math.floor(i / 25) * 2 },
    ]).flat();
    const crowd = file(
      'crowd.json',
      JSON.stringify({ system: 'warspike', pairing: 'best-odds', table: { width: 72, depth: 72 }, combatants, rulings: { 'turn-limit': 1000 } }),
    );
    refused(['play', crowd], 'crowd.json: one game would take about', 'even one game of this set-up is more than a run may take');
  });
  it('accepts the default million-game run of aggressive five-a-side games', () => {
    const shape = runShape({ policies: { instigator: 'aggressive', retaliator: 'aggressive' } });
    expect(runProblem(MAX_GAMES, shape)).toBeNull();
  });
  it('the largest accepted run of any set-up is predicted within the budget, and one more game is refused', () => {
    const shape = runShape({ system: 'wwpd', perSide: 20, policies: { instigator: 'counter', retaliator: 'wait' } });
    const fit = Math.floor(RUN_BUDGET_MS / gameCostMs(shape));
    expect(runProblem(fit, shape)).toBeNull();
    expect(fit * gameCostMs(shape)).toBeLessThanOrEqual(RUN_BUDGET_MS);
    expect(runProblem(fit + 1, shape)).toContain(`at most ${fit.toLocaleString('en-GB')} games`);
  });
});

describe('9. deeply nested JSON', () => {
  it.each(['system', 'seed', 'ruleset', 'pairing', 'params', 'rulings', 'policies'])('a 100,000-deep array as %s is refused naming the field', (field) => {
    const path = file(
      `deep-${field}.json`,
      `{"${field}": ${deep(100_000)}, "ruleset": "v0.1f", "combatants": []}`.replace(
        /"ruleset": "v0.1f", "combatants"/,
        field === 'ruleset' ? '"combatants"' : '"ruleset": "v0.1f", "combatants"',
      ),
    );
    refused(['play', path], `deep-${field}.json`, `${field}[0]`, 'nested too deeply');
  });
  it('deep values inside fields (params.table, table.width, policies.instigator) and groups are refused too', () => {
    refused(['play', file('deep-table.json', `{"table": {"width": ${deep(100_000)}, "depth": 12}, "combatants": []}`)], 'table.width[0]', 'nested too deeply');
    refused(['play', file('deep-pt.json', `{"params": {"table": ${deep(100_000)}}, "combatants": []}`)], 'params.table[0]', 'nested too deeply');
    refused(
      ['groups', file('deep-pol.json', `{"policies": {"instigator": ${deep(100_000)}}, "combatants": []}`)],
      'policies.instigator[0]',
      'nested too deeply',
    );
  });
});

describe('11. sweep and sim refuse a deployment that cannot be dealt up front, in the flags typed', () => {
  it('sweep refuses before playing any value, naming --deploy-depth, not perSide', () => {
    const r = sow(
      'sweep',
      '--param',
      'base',
      '--values',
      '0.5,2',
      '--deploy-depth',
      '1',
      '--games',
      '2000',
      '--instigator',
      'aggressive',
      '--retaliator',
      'aggressive',
    );
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('--deploy-depth 1: 5 bases a side of 2" do not fit');
    expect(r.stderr).not.toContain('perSide');
  });
  it('sim --table 6x6 --base 2 names the flags given, never --per-side', () => {
    refused(['sim', '--games', '10', '--seed', '1', '--table', '6x6', '--base', '2'], '--table 6x6 --base 2:', 'do not fit');
    expect(sow('sim', '--games', '10', '--seed', '1', '--table', '6x6', '--base', '2').stderr).not.toMatch(/^sow: --per-side/);
  });
});

describe('12. --help works on every command, with or without other flags', () => {
  it.each([
    ['sweep'],
    ['sweep', '--param', 'base', '--values', '1,2', '--games', '5'],
    ['odds'],
    ['sim', '--games', 'x'],
    ['play'],
    ['groups', '--reach', '-1'],
    ['odds', '--bogus'],
  ])('sow %s --help', (...args) => {
    const r = sow(...args, '--help');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('sow sweep --param ID');
    expect(r.stderr).toBe('');
  });
});

describe('13. a flag a command does not read is refused', () => {
  it.each(['--wwpd-scale=0.5', '--turn-limit=10', '--table=18x12', '--deploy-depth=3', '--base=2'])('odds %s', (flag) => {
    refused(['odds', '--gap', '1', flag], `${flag.split('=')[0]}: odds does not read it`);
  });
  it.each(['--seed=3', '--turn-limit=10', '--table=18x12', '--base=2'])('sweep %s without --games', (flag) => {
    refused(['sweep', '--param', 'die', '--values', '4,6', flag], `${flag.split('=')[0]}: sweep does not read it: only the seeded games read it`);
    expect(sow('sweep', '--param', 'die', '--values', '4,6', '--games', '2', flag).status).toBe(0);
  });
  it('sweep --wwpd-scale', () => {
    refused(['sweep', '--param', 'die', '--values', '4,6', '--wwpd-scale', '0.5'], '--wwpd-scale: sweep does not read it');
  });
});

describe('15. params.table takes no unknown fields', () => {
  it('a scenario params.table {width, depth, evil} is refused naming evil', () => {
    refused(
      ['play', file('evil.json', JSON.stringify({ ...SCENARIO, params: { table: { width: 12, depth: 12, evil: 1 } } }))],
      'params.table',
      '"evil" is an unknown field',
    );
  });
  it('__proto__ and constructor in a scenario params are refused as unknown', () => {
    refused(
      ['play', file('proto.json', `{"ruleset":"v0.1f","params":{"__proto__":{"die":10}},"combatants":${JSON.stringify(SCENARIO.combatants)}}`)],
      'params.__proto__',
    );
    refused(['play', file('ctor.json', JSON.stringify({ ...SCENARIO, constructor: 1 }))], 'constructor: unknown field');
  });
});

// ---- the fuzz: whole argument lists, run in-process ----

const FLAG_VALUES: Record<string, readonly string[]> = {
  '--gap': ['0', '1.5', '-1', '1e9', 'x', ''],
  '--games': ['1', '2', '0', '1e12', '-3', 'x'],
  '--seed': ['0', '4294967295', '4294967296', '-1', '1.5'],
  '--per-side': ['1', '3', '51', '0'],
  '--instigator': ['aggressive', 'optimal', 'random', 'bogus'],
  '--retaliator': ['counter', 'wait', 'optimal', '__proto__'],
  '--system': ['fragment1', 'warspike', 'wwpd', 'war', 'constructor'],
  '--pairing': ['closest', 'best-odds', 'nope'],
  '--exchange': ['simultaneous', 'alternating', 'x'],
  '--turn-limit': ['1', '5', '1001', '0'],
  '--wwpd-scale': ['0.05', '1', '2'],
  '--table': ['12x12', '6x6', '72x72', '1x1', 'evil'],
  '--base': ['0.5', '2', '3'],
  '--deploy-depth': ['1', '3', '40'],
  '--die': ['6', '10', '7'],
  '--param': ['die', 'base', 'table', '__proto__'],
  '--values': ['4,6', '0.5,2', '12x12,18x12', 'x'],
  '--reach': ['0', '3', '101'],
  '--json': [],
  '--csv': [],
  '--bogus': [],
};
const SCENARIO_FILES = ['scenarios/five-a-side.json', '/dev/zero', 'no-such-file.json'];

const argList = fc
  .tuple(
    fc.constantFrom('odds', 'play', 'sim', 'sweep', 'groups', 'bogus'),
    fc.array(
      fc
        .constantFrom(...Object.keys(FLAG_VALUES))
        .chain((flag): fc.Arbitrary<string> =>
          FLAG_VALUES[flag]!.length ? fc.constantFrom(...FLAG_VALUES[flag]!).map((v) => `${flag}=${v}`) : fc.constant(flag),
        ),
      { maxLength: 6 },
    ),
    fc.option(fc.constantFrom(...SCENARIO_FILES), { nil: undefined }),
  )
  .map(([command, flags, path]): string[] => [command, ...flags, ...(path ? [path] : [])]);

describe('CLI argument lists (fuzz)', () => {
  afterEach(() => vi.restoreAllMocks());
  it('each list ends with status 0, or 2 and one line naming a flag or a file; nothing throws (runs of at most two games)', async () => {
    await fc.assert(
      fc.asyncProperty(argList, async (args) => {
        const out: string[] = [];
        const err: string[] = [];
        vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (out.push(String(chunk)), true));
        vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => (err.push(String(chunk)), true));
        const status = await main(args);
        vi.restoreAllMocks();
        const lines = err
          .join('')
          .trimEnd()
          .split('\n')
          .filter((l) => !l.startsWith('sow: note:'));
        expect([0, 2], `${args.join(' ')}: ${err.join('')}`).toContain(status);
        if (status === 2) {
          expect(lines, args.join(' ')).toHaveLength(1);
          // The line starts with what it refuses: a flag (or the flags of a deployment), a file, the command.
          expect(lines[0], args.join(' ')).toMatch(/^sow: (-{1,2}[\w-]+[ :]|[^:]*\.json: |\/dev\/zero: |unknown command|play: |groups: |the deployment: )/);
        }
      }),
      { numRuns: 150, interruptAfterTimeLimit: 60_000, seed: 20 },
    );
  }, 120_000);
});
