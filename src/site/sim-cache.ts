// Build-time simulations (an explainer's figure table, /playtests/'s predictions) remembered between builds:
// a result is kept under a hash of what it depends on, the run's inputs and the engine's source, so a
// build that changes neither plays nothing again, and any change to either plays it afresh. The files
// live outside the source tree, in node_modules/.cache/sow-sims/ (delete the folder to start over).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

// Builds run from the project's root (npm run build); the engine is read there, not beside this module,
// which runs from a bundled chunk under dist/ at build time.
const ROOT = process.cwd();
const ENGINE = resolve(ROOT, 'src', 'engine');
const CACHE = resolve(ROOT, 'node_modules', '.cache', 'sow-sims');

let engine: string | null | undefined;
/** A hash of every engine source file (paths and bytes), or null where there is no engine source to read. */
function engineHash(): string | null {
  if (engine !== undefined) return engine;
  if (!existsSync(ENGINE)) return (engine = null);
  const hash = createHash('sha256');
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const file = join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else {
        hash.update(file.slice(ENGINE.length)).update('\0').update(readFileSync(file)).update('\0');
      }
    }
  };
  visit(ENGINE);
  return (engine = hash.digest('hex'));
}

const memory = new Map<string, unknown>();

/**
 * `run()`'s result, or the one kept for the same `kind` and `inputs` under the same engine. The result
 * must survive JSON (plain numbers, strings, arrays and objects), as the engine's tallies do.
 */
export function cachedRun<T>(kind: string, inputs: unknown, run: () => T): T {
  const source = engineHash();
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
