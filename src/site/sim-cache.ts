// Build-time simulations (an explainer's figure table, /playtests/'s predictions, each version's practice)
// remembered between builds: a result is kept under a hash of what it depends on, the run's inputs and the
// source folders its code is read from, so a build that changes neither plays nothing again, and any change
// to either plays it afresh. The files live outside the source tree, in node_modules/.cache/sow-sims/
// (delete the folder to start over).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

// Builds run from the project's root (npm run build); the sources are read there, not beside this module,
// which runs from a bundled chunk under dist/ at build time.
const ROOT = process.cwd();
const CACHE = resolve(ROOT, 'node_modules', '.cache', 'sow-sims');

/**
 * The source folders (from the project's root) each kind of run imports, every file it reaches by its
 * imports inside them: tests/unit/site/sim-cache.test.ts walks each run's imports to hold this true.
 */
export const SIM_SOURCES = {
  /** `simulate` and the systems: an explainer's figures, /systems/compare/. */
  engine: ['src/engine'],
  /** `predict` (src/shared/predictions.ts): /playtests/. */
  predictions: ['src/engine', 'src/shared'],
  /** `playedQuestions` (src/site/practice/questions.ts): each version's practice. */
  practice: [
    'src/engine',
    'src/shared',
    'src/catalog',
    'src/site/practice',
    'src/widgets/links',
    'src/widgets/models',
    'src/widgets/practice',
    'src/widgets/views',
  ],
} as const satisfies Record<string, readonly string[]>;

const hashes = new Map<string, string | null>();
/**
 * A hash of every file under `folders` (paths and bytes), or null where a folder is not there to read.
 * Read once a build; an `astro dev` server outlives edits to those folders, so it reads them at every run.
 */
function sourceHash(folders: readonly string[]): string | null {
  const known = import.meta.env?.DEV ? undefined : hashes.get(folders.join('\0'));
  if (known !== undefined) return known;
  const hash = createHash('sha256');
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const file = join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else hash.update(file.slice(ROOT.length)).update('\0').update(readFileSync(file)).update('\0');
    }
  };
  let result: string | null = null;
  if (folders.every((f) => existsSync(resolve(ROOT, f)))) {
    for (const f of folders) visit(resolve(ROOT, f));
    result = hash.digest('hex');
  }
  hashes.set(folders.join('\0'), result);
  return result;
}

const memory = new Map<string, unknown>();

/**
 * `run()`'s result, or the one kept for the same `kind` and `inputs` under the same `sources` (one of
 * SIM_SOURCES: the folders `run`'s code is read from). The result must survive JSON (plain numbers,
 * strings, arrays and objects), as the engine's tallies and the practice's questions do.
 */
export function cachedRun<T>(kind: string, inputs: unknown, run: () => T, sources: readonly string[]): T {
  const source = sourceHash(sources);
  if (source === null) return run();
  const key = createHash('sha256')
    .update(`${kind}\0${source}\0${JSON.stringify(inputs)}`)
    .digest('hex')
    .slice(0, 32);
  if (memory.has(key)) return memory.get(key) as T;
  const file = join(CACHE, `${kind}-${key}.json`);
  let result: T;
  try {
    result = JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    result = run();
    try {
      mkdirSync(CACHE, { recursive: true });
      // Written whole or not at all: two builds at once never read half a file.
      const partial = `${file}.${process.pid}.tmp`;
      writeFileSync(partial, JSON.stringify(result));
      renameSync(partial, file);
    } catch {
      // A read-only tree: the build still works, it only plays the games again next time.
    }
  }
  memory.set(key, result);
  return result;
}
