// Issue 36's crafted draft: the designer's v0.1f sheet imported as v0.3 with a D10, then every kind of
// mistake the issue names made at once; and the designer's fixes. Used by the test and, to build it for
// real, by `node tests/unit/drafts/crafted-draft.ts <dir>` (writes the fixed draft's content there).
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTENT_DIR } from '../../../src/catalog/catalog.ts';
import { planImport, writeDraft } from '../../../src/catalog/draft.ts';

export function edit(dir: string, file: string, change: (text: string) => string): void {
  const path = join(dir, file);
  const before = readFileSync(path, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`the edit of ${file} changed nothing`);
  writeFileSync(path, after);
}

/** v0.3 from the designer's v0.1f sheet, unchanged, playing a D10. */
export function importD10(dir: string): void {
  const text = readFileSync(join(CONTENT_DIR, 'v0.1f', 'sheet.txt'), 'utf8');
  writeDraft(planImport({ to: 'v0.3', from: 'v0.1f', text, contentDir: dir }), dir);
  edit(dir, 'v0.3/version.yaml', (t) => t.replace(/^ {2}params: \{\}$/m, '  params: { die: 10 }'));
}

/** The mistakes, each in its own file. */
export function makeMistakes(dir: string): void {
  // A missing reference in a rule body and in an explainer.
  edit(dir, 'v0.3/rules/05-opposite-sides.mdx', (t) => `${t}\nSee also :rule[no-such-rule].\n`);
  edit(dir, 'explainers/counting-actions.mdx', (t) => `${t}\nCompare :rule[no-such-rule] here.\n`);
  // A duplicated number.
  edit(dir, 'v0.3/rules/37-match-end.mdx', (t) => t.replace(/^number: 37$/m, 'number: 36'));
  // A misspelt section.
  edit(dir, 'v0.3/rules/06-deployment.mdx', (t) => t.replace(/^section: set-up$/m, 'section: set-pu'));
  // A reused id: a new rule under an old rule's id.
  edit(dir, 'v0.3/rules/38-winners-unmatched.mdx', (t) =>
    t.replace(/^title: .*$/m, 'title: "Length of the game"').replace(/^wording: .*$/m, 'wording: "The game is a draw after Turn 6."'),
  );
}

/** The designer's fixes, as the report tells him. */
export function fixMistakes(dir: string): void {
  edit(dir, 'v0.3/rules/05-opposite-sides.mdx', (t) => t.replace('\nSee also :rule[no-such-rule].\n', ''));
  edit(dir, 'explainers/counting-actions.mdx', (t) => t.replace('\nCompare :rule[no-such-rule] here.\n', ''));
  edit(dir, 'v0.3/rules/37-match-end.mdx', (t) => t.replace(/^number: 36$/m, 'number: 37'));
  edit(dir, 'v0.3/rules/06-deployment.mdx', (t) => t.replace(/^section: set-pu$/m, 'section: set-up'));
  edit(dir, 'v0.3/rules/38-winners-unmatched.mdx', (t) => t.replace(/^id: winners-unmatched$/m, 'id: length-of-the-game'));
  // The rules that named the old rule as related no longer do.
  for (const file of ['v0.3/rules/11-turn-start-unmatched.mdx', 'v0.3/rules/37-match-end.mdx'])
    edit(dir, file, (t) => t.replace(/^ {2}- winners-unmatched\n/m, '').replace(/, winners-unmatched\b|\bwinners-unmatched, /, ''));
  // The D10's numbers in the draft's own prose.
  for (const file of ['v0.3/rules/02-dice.mdx', 'v0.3/rules/33-defence-test.mdx', 'v0.3/rules/34-counter-defence-test.mdx'])
    edit(dir, file, (t) =>
      t
        .replace(/six-sided/g, 'ten-sided')
        .replace(/1D6/g, '1D10')
        .replace(/\b5-6\b/g, '8-10')
        .replace(/\b1-4\b/g, '1-7')
        .replace(/\b[Aa] 1 to 4\b/g, (s) => `${s[0]} 1 to 7`)
        .replace(/\b([Aa]) 5 or 6\b/g, (_, a: string) => `${a === 'A' ? 'An' : 'an'} 8 to 10`)
        .replace(/\b4 chances in 6\b/g, '7 chances in 10')
        .replace(/\b2 chances in 6\b/g, '3 chances in 10'),
    );
  // The rulings explainer stays on every version: its one D6 figure becomes words true on any die.
  edit(dir, 'explainers/rulings.mdx', (t) => t.replace('worth 3 fights in 5 over a long loop', 'worth more than half the fights over a long loop'));
  // The explainers that walk through a D6 game are about the D6 versions.
  for (const slug of ['start-here', 'combat-loop', 'the-one-tactic'])
    edit(dir, `explainers/${slug}.mdx`, (t) =>
      /^except:/m.test(t) ? t.replace(/^except: \[/m, 'except: [v0.3, ') : t.replace(/^---\n/, '---\nexcept: [v0.3]\n'),
    );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = resolve(process.argv[2]!);
  importD10(dir);
  makeMistakes(dir);
  fixMistakes(dir);
  console.log(`fixed crafted draft written to ${dir}`);
}
