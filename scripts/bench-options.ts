// `npm run bench`'s command line, read and checked as the benchmark starts (bench.ts imports it first),
// so a slip is refused before any figure is measured.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const OPTIONS = {
  against: { type: 'string' },
  'all-pairs': { type: 'boolean' },
  seconds: { type: 'string' },
  rounds: { type: 'string' },
  'headline-games': { type: 'string' },
} as const;

/** A refusal of the command line, said plainly (no stack trace), and the exit. */
function refuse(problem: string): never {
  console.error(`npm run bench: ${problem}`);
  process.exit(2);
}

function options() {
  try {
    return parseArgs({ options: OPTIONS }).values;
  } catch (error) {
    return refuse(
      `${(error as Error).message} (known: ${Object.keys(OPTIONS)
        .map((o) => `--${o}`)
        .join(', ')})`,
    );
  }
}

/** `--name`'s number, from `min` to `max`, or `fallback` when not given. */
function numberOption(name: keyof typeof OPTIONS, fallback: number, min: number, max: number, whole = false): number {
  const given = values[name];
  if (given === undefined) return fallback;
  const n = Number(given);
  if (typeof given !== 'string' || !Number.isFinite(n) || n < min || n > max || (whole && !Number.isInteger(n)))
    return refuse(`--${name} ${JSON.stringify(given)}: must be ${whole ? 'a whole number' : 'a number'} from ${min} to ${max}`);
  return n;
}

export const values = options();
export const SECONDS = numberOption('seconds', 1, 0.1, 60);
export const ROUNDS = numberOption('rounds', 3, 1, 21, true);
export const HEADLINE_GAMES = numberOption('headline-games', 1_000_000, 1, 100_000_000, true);
if (values.against !== undefined && !existsSync(join(resolve(values.against), 'src/engine/index.ts')))
  refuse(`--against ${JSON.stringify(values.against)}: no checkout of this project there (no src/engine/index.ts)`);
