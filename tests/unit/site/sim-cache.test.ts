// A build-time simulation is played once for the same inputs under the same sources, and afresh for others;
// and each kind's sources hold all the code its run imports, so no change to that code leaves a stale result.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { cachedRun, SIM_SOURCES } from '../../../src/site/sim-cache.ts';

const CACHE = resolve('node_modules', '.cache', 'sow-sims');
afterAll(() => {
  for (const f of readdirSync(CACHE)) if (f.startsWith('test-')) rmSync(join(CACHE, f));
});

/** Every file `root` reaches through relative imports (static, dynamic and type-only), from the project's root. */
function reached(root: string): string[] {
  const seen = new Set<string>();
  const todo = [resolve(root)];
  while (todo.length > 0) {
    const file = todo.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = resolve(dirname(file), fileName);
      if (!existsSync(target)) throw new Error(`${relative('.', file)} imports ${fileName}, which is not there`);
      todo.push(target);
    }
  }
  return [...seen].map((f) => relative('.', f));
}

describe('cachedRun', () => {
  it('plays once for the same inputs and again for different ones', () => {
    const stamp = `${process.pid}-${Date.now()}`;
    let runs = 0;
    const play = () => ({ games: 10, wins: ++runs });
    expect(cachedRun('test', { stamp, seed: 1 }, play, SIM_SOURCES.engine)).toEqual({ games: 10, wins: 1 });
    expect(cachedRun('test', { stamp, seed: 1 }, play, SIM_SOURCES.engine)).toEqual({ games: 10, wins: 1 });
    expect(cachedRun('test', { stamp, seed: 2 }, play, SIM_SOURCES.engine)).toEqual({ games: 10, wins: 2 });
    expect(cachedRun('test', { stamp, seed: 1 }, play, SIM_SOURCES.practice)).toEqual({ games: 10, wins: 3 });
    expect(runs).toBe(3);
  });

  it('plays again once a file of its sources changes, and the old result is kept for the old files', () => {
    // A source folder of the test's own, as a dev server sees an edit (Vitest, like `astro dev`, runs with DEV set).
    mkdirSync(CACHE, { recursive: true });
    const folder = relative('.', mkdtempSync(join(CACHE, 'test-src-')));
    try {
      writeFileSync(join(folder, 'rule.ts'), 'export const die = 6;');
      let runs = 0;
      const play = () => ++runs;
      const inputs = { stamp: `${process.pid}-${Date.now()}` };
      expect(cachedRun('test', inputs, play, [folder])).toBe(1);
      writeFileSync(join(folder, 'rule.ts'), 'export const die = 10;');
      expect(cachedRun('test', inputs, play, [folder])).toBe(2);
      writeFileSync(join(folder, 'rule.ts'), 'export const die = 6;');
      expect(cachedRun('test', inputs, play, [folder])).toBe(1);
      expect(runs).toBe(2);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  // The module each kind's runs are played by: the sources listed for it must hold everything it imports.
  const roots: Record<keyof typeof SIM_SOURCES, string> = {
    engine: 'src/engine/index.ts',
    predictions: 'src/shared/predictions.ts',
    practice: 'src/site/practice/questions.ts',
  };
  it.each(Object.entries(roots))('%s: its sources hold every file %s imports', (kind, root) => {
    const sources = SIM_SOURCES[kind as keyof typeof SIM_SOURCES];
    const inside = (file: string) => sources.some((folder) => file.startsWith(`${folder}/`));
    const files = reached(root);
    expect(files.length).toBeGreaterThan(10);
    expect(files.filter((f) => !inside(f))).toEqual([]);
  });
});
