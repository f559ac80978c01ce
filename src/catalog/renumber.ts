// Numbers follow order. Reading "order-by-file-name": a version's rule order is the order of its rule
// files' names, read naturally ("9-…" before "10-…", "23a-…" between "23-…" and "24-…"); each rule's
// `number` and its file's "NN-" prefix are derived from that order. So a rule slipped in is one new
// file named after its place ("23a-game-length.mdx"), and `npm run renumber -- <version>` does the rest.
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const PREFIX = /^\d+[a-z]?-/;

/** File names in rule order. */
export function ruleOrder(names: readonly string[]): string[] {
  return [...names].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}

/** A rule file's name: its number as wide as the version's count (at least 2 digits), then its id. */
export function ruleFileName(number: number, count: number, rest: string): string {
  return `${String(number).padStart(Math.max(2, String(count).length), '0')}-${rest}`;
}

/** Each file's number and name once renumbered: 1..n in rule order. */
export function renumbered(names: readonly string[]): { from: string; to: string; number: number }[] {
  const ordered = ruleOrder(names);
  return ordered.map((from, i) => ({ from, to: ruleFileName(i + 1, ordered.length, from.replace(PREFIX, '')), number: i + 1 }));
}

const isRuleFile = (f: string) => f.endsWith('.mdx') || f.endsWith('.md');

/** Sets every rule's `number` and file name of `version` from their order; returns how many changed. */
export function renumberVersion(contentDir: string, version: string): { files: number; changed: number } {
  const dir = join(contentDir, version, 'rules');
  const plan = renumbered(readdirSync(dir).filter(isRuleFile));
  let changed = 0;
  // Two steps, so that "03-a" → "04-a" never overwrites the "04-b" still waiting to move.
  const staged = plan.map((p, i) => {
    const text = readFileSync(join(dir, p.from), 'utf8');
    const next = text.replace(/^(---\r?\n[\s\S]*?^)number:[^\n]*$/m, `$1number: ${p.number}`);
    if (next !== text || p.from !== p.to) changed += 1;
    const tmp = `.renumber-${i}-${p.to}`;
    writeFileSync(join(dir, p.from), next);
    renameSync(join(dir, p.from), join(dir, tmp));
    return { tmp, to: p.to };
  });
  for (const s of staged) renameSync(join(dir, s.tmp), join(dir, s.to));
  return { files: plan.length, changed };
}
