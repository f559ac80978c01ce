// `sow` loads only what a command uses: a simulation without --ruleset never imports the rule catalog,
// its YAML reader or zod (most of a start-up's modules); a version's rules and a game report do.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ROOT } from './run.ts';

// Registered before `sow` starts: lists every file module loaded, on stderr, as the process exits.
const LIST_MODULES = `data:text/javascript,${encodeURIComponent(`
import { registerHooks } from 'node:module';
const seen = [];
registerHooks({ load(url, context, next) { if (url.startsWith('file:')) seen.push(url); return next(url, context); } });
process.on('exit', () => process.stderr.write(seen.join('\\n') + '\\n'));
`)}`;

function modulesOf(...args: string[]): string[] {
  const r = spawnSync(process.execPath, ['--import', LIST_MODULES, 'bin/sow.js', ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
  expect(r.status, r.stderr).toBe(0);
  return r.stderr.split('\n').filter((line) => line.startsWith('file:'));
}

const catalogue = (urls: string[]) => urls.filter((u) => /\/src\/catalog\/catalog\.ts$|\/node_modules\/(yaml|zod)\//.test(u));

describe('what sow loads', () => {
  it('sow sim without --ruleset: the engine, no catalog, YAML or zod', () => {
    const urls = modulesOf('sim', '--games', '1', '--seed', '1');
    expect(urls.some((u) => u.endsWith('/src/engine/index.ts'))).toBe(true);
    expect(catalogue(urls)).toEqual([]);
  });

  it('sow sim --ruleset v0.2 reads the version, so the catalog loads', () => {
    expect(catalogue(modulesOf('sim', '--games', '1', '--seed', '1', '--ruleset', 'v0.2')).length).toBeGreaterThan(0);
  });
});

// `sow` raises V8's inlining limits (src/cli/node-tuning.ts); what it prints must be what the engine
// prints without them, in one process or across worker threads.
describe('sow with its compiler tuning', () => {
  const untuned = (args: string[]) =>
    spawnSync(process.execPath, ['--input-type=module', '-e', UNTUNED_MAIN, ...args], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
  const runs = [
    ['--games', '3000', '--seed', '7', '--per-side', '5', '--instigator', 'aggressive', '--retaliator', 'aggressive'],
    ['--games', '400', '--seed', '3', '--per-side', '4', '--instigator', 'optimal', '--retaliator', 'random'],
    ['--games', '1500', '--seed', '5', '--per-side', '5', '--instigator', 'counter', '--retaliator', 'wait', '--system', 'warspike'],
  ];
  for (const args of runs)
    it(`sim ${args.join(' ')}: the same JSON as main() run in a process without it, on 1 and 2 workers`, () => {
      const plain = untuned(['sim', ...args, '--json', '--workers', '1']);
      expect(plain.status, plain.stderr).toBe(0);
      expect(JSON.parse(plain.stdout).games).toBeGreaterThan(0);
      for (const workers of ['1', '2']) {
        const tuned = spawnSync(process.execPath, ['bin/sow.js', 'sim', ...args, '--json', '--workers', workers], {
          cwd: ROOT,
          encoding: 'utf8',
          timeout: 120_000,
        });
        expect(tuned.status, tuned.stderr).toBe(0);
        expect(tuned.stdout).toBe(plain.stdout);
      }
    });
});

const UNTUNED_MAIN = `const { main } = await import('./src/cli/main.ts'); process.exitCode = await main(process.argv.slice(1));`;
