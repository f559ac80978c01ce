// Every mistake in one report (issue 21): the content check runs on a scratch draft made as the
// designer would, with several mistakes at once, and names each at file:line:col with what to do.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contentReport } from '../../../src/catalog/content-check.ts';
import { CONTENT_DIR, loadCatalog } from '../../../src/catalog/catalog.ts';
import { loadGlossary } from '../../../src/catalog/glossary.ts';
import { newVersion } from '../../../scripts/new-version.ts';
import { run as checkContent } from '../../../scripts/check-content.ts';
import { run as renumber } from '../../../scripts/renumber.ts';
import { removeScratch, scratchContent } from './sheets.ts';

let scratch: string | undefined;
afterEach(() => {
  if (scratch) removeScratch(scratch);
  scratch = undefined;
});

/** A scratch copy of our content with a draft v0.3 made by new-version from v0.2. */
function draft(): string {
  scratch = scratchContent();
  newVersion({ to: 'v0.3', from: 'v0.2', contentDir: scratch });
  return scratch;
}

function edit(dir: string, file: string, change: (text: string) => string): void {
  const path = join(dir, file);
  const before = readFileSync(path, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`the edit of ${file} changed nothing`);
  writeFileSync(path, after);
}

describe('problem 4: the draft as new-version makes it', () => {
  it('problem 4: carries no "Reconstructed" note of v0.2, joins the glossary and gets the explainers', () => {
    const dir = draft();
    expect(contentReport(dir).problems.map((p) => p.message)).toEqual([]);
    const players = readFileSync(join(dir, 'v0.3/rules/01-players.mdx'), 'utf8');
    expect(players).not.toMatch(/Reconstructed:/);
    expect(readFileSync(join(dir, 'v0.2/rules/01-players.mdx'), 'utf8')).toMatch(/Reconstructed:/);
    // Reading "glossary-all": the draft needs no glossary edit; a term without versions applies to it.
    expect(readFileSync(join(dir, 'glossary.yaml'), 'utf8')).toBe(readFileSync(join(CONTENT_DIR, 'glossary.yaml'), 'utf8'));
    const instigator = loadGlossary(dir).find((g) => g.slug === 'instigator')!;
    expect(instigator.versions).toEqual([]);
    expect(loadCatalog(dir).version('v0.3')).toMatchObject({ status: 'draft', releaseDate: 'unreleased (draft)', title: 'Tactical Fragment 1, v0.3' });
  });
});

describe('problems 2, 3, 7 and 9: several mistakes reported in one run', () => {
  it('names each at its place, in plain words with what to do, and never stops at the first', () => {
    const dir = draft();
    // 2: a new rule takes the id of v0.2's combat loop.
    edit(dir, 'v0.3/rules/39-combat-loop.mdx', (t) =>
      t.replace(/^title: .*$/m, 'title: "Length of the game"').replace(/^wording: .*$/m, 'wording: "The game is a draw after Turn 6."'),
    );
    // 3: a rule slipped in before 37 leaves "Return to Rule 37" pointing at the wrong rule.
    edit(dir, 'v0.3/rules/36-defender.mdx', (t) => t.replace(/^wording: .*$/m, 'wording: "The other combatant is the Defender; see Rule 99."'));
    edit(dir, 'v0.3/rules/38-defence-test.mdx', (t) => t.replace('Return to Rule 37', 'Return to Rule 36'));
    // 9: published without a date.
    edit(dir, 'v0.3/version.yaml', (t) => t.replace(/^status: draft$/m, 'status: published'));
    // 7: a misspelt section, and a second file with the same number.
    edit(dir, 'v0.2/rules/05-ruler.mdx', (t) => t.replace(/^section: .*$/m, 'section: you-ned'));
    edit(dir, 'v0.1f/rules/02-dice.mdx', (t) => t.replace(/^number: 2$/m, 'number: 3'));
    const logged: string[] = [];
    const failed: string[] = [];
    expect(
      checkContent(
        ['--content', dir],
        (l) => logged.push(l),
        (l) => failed.push(l),
      ),
    ).toBe(1);
    const lines = failed.join('\n').split('\n');
    expect(
      lines.some((l) => /^content\/v0\.2\/rules\/05-ruler\.mdx:4:1: field "section" is "you-ned", not a section of v0\.2: did you mean "you-need"\?/.test(l)),
    ).toBe(true);
    expect(
      lines.some((l) =>
        /^content\/v0\.1f\/rules\/03-table\.mdx:3:1: number 3 is also used by content\/v0\.1f\/rules\/02-dice\.mdx:3:1: .*npm run renumber -- v0\.1f/.test(l),
      ),
    ).toBe(true);
    // Issue 36: the checks across versions run on the catalog as far as it read, so the draft's
    // mistakes are not hidden behind the numbering and the section: all six in one run, by file.
    const report = lines.slice(0, -1);
    expect(report).toEqual([
      expect.stringMatching(/^content\/v0\.1f\/rules\/03-table\.mdx:3:1: number 3 is also used by/),
      expect.stringMatching(/^content\/v0\.2\/rules\/05-ruler\.mdx:4:1: field "section" is "you-ned"/),
      expect.stringMatching(/^content\/v0\.3\/rules\/36-defender\.mdx:\d+:1: "Rule 99" points to no rule: v0\.3 has rules 1 to 41/),
      expect.stringMatching(
        /^content\/v0\.3\/rules\/38-defence-test\.mdx:\d+:\d+: "Rule 36" now points to rule 36 "The Defender"; in v0\.2 it pointed to ".*" \(contact-strike\), which is rule 37 here: write "Rule 37"/,
      ),
      expect.stringMatching(
        /^content\/v0\.3\/rules\/39-combat-loop\.mdx:2:1: id "combat-loop" was v0\.2's rule 39 "The combat loop", which this rule's title and wording share almost nothing with (.*)?: give this rule a new id/,
      ),
      expect.stringMatching(
        /^content\/v0\.3\/version\.yaml:\d+:1: field "releaseDate" is "unreleased \(draft\)", but a published version needs the date it was released, written YYYY-MM-DD/,
      ),
      // new-version marked what it carried from v0.2: published, those marks are problems.
      expect.stringMatching(/^content\/v0\.3\/version\.yaml:\d+:1: status is published, but \d+ of its rules are still marked "review"/),
      expect.stringMatching(
        /^content\/v0\.3\/version\.yaml:\d+:1: status is published, but version\.yaml is still marked "review" \(title, documentId, credit and source are v0\.2's/,
      ),
    ]);
    expect(lines.at(-1)).toMatch(/^8 problems in 6 files: fix them and run `npm run check-content` again\.$/);
  });

  it('a draft that still carries a "Reconstructed" note is refused at that paragraph', () => {
    const dir = draft();
    edit(dir, 'v0.3/rules/01-players.mdx', (t) => `${t}\nReconstructed: this v0.2 rule comes from the designer's change notes.\n`);
    const [problem, ...rest] = contentReport(dir).problems.map((p) => p.message);
    expect(rest).toEqual([]);
    expect(problem).toMatch(
      /^content\/v0\.3\/rules\/01-players\.mdx:\d+:1: this draft's explanation still says "Reconstructed: this v0\.2 rule comes from…", a note about a reconstructed version: delete that paragraph$/,
    );
  });

  it('problem 4: a glossary term that applies to a D10 draft but quotes the 1D6 band is refused at its text', () => {
    const dir = draft();
    edit(dir, 'v0.3/version.yaml', (t) => t.replace(/^ {2}params: \{\}$/m, '  params: { die: 10 }'));
    edit(dir, 'glossary.yaml', (t) =>
      t.replace('versions: [v0.2]\n  rules: [defence-test, defend-auto-hit]', 'versions: [v0.2, v0.3]\n  rules: [defence-test, defend-auto-hit]'),
    );
    const problems = contentReport(dir)
      .problems.map((p) => p.message)
      .filter((m) => m.startsWith('content/glossary.yaml'));
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/glossary\.yaml:\d+:3: the term "Martial Art Test" applies to v0\.3 but its short text says "D6", and v0\.3 plays D10 \(engine\.params\.die\): take v0\.3 out of its versions/,
      ),
    ]);
    // A term for every version (no versions listed) is held to the draft's numbers too.
    edit(dir, 'glossary.yaml', (t) => t.replace('short: "One step of a Match: a Wait', 'short: "One step of a Match (each roll a D6): a Wait'));
    expect(
      contentReport(dir)
        .problems.map((p) => p.message)
        .filter((m) => m.startsWith('content/glossary.yaml')),
    ).toContainEqual(
      expect.stringMatching(
        /the term "Action" applies to v0\.3 \(it lists no versions: every version\) but its short text says "D6".*: list the versions it is about \(not v0\.3\)/,
      ),
    );
  });

  it('problem 4: an explainer that now applies to the draft but names a rule the draft dropped is reported, with both ways out', () => {
    const dir = draft();
    const rules = join(dir, 'v0.3/rules');
    rmSync(join(rules, '28-off-table.mdx'));
    // As the import would: the rules that named it as related no longer do.
    for (const file of readdirSync(rules).filter((f) => /^related: .*\boff-table\b/m.test(readFileSync(join(rules, f), 'utf8'))))
      edit(dir, `v0.3/rules/${file}`, (t) =>
        t.replace(
          /^related: \[(.*)\]$/m,
          (_, ids: string) =>
            `related: [${ids
              .split(', ')
              .filter((id) => id !== 'off-table')
              .join(', ')}]`,
        ),
      );
    expect(renumber(['v0.3', '--content', dir], () => {})).toBe(1);
    const problems = contentReport(dir).problems.map((p) => p.message);
    expect(problems, problems.join('\n')).toContain(
      'content/explainers/rulings.mdx:82:150: :rule[off-table]: this explainer applies to v0.3, which has no rule "off-table": pin it to a version that has it (:rule[off-table]{v=v0.1f}) or leave v0.3 out (except: [v0.3])',
    );
  });

  it('a content folder that is not there: one line, no stack trace', () => {
    const failed: string[] = [];
    expect(
      checkContent(
        ['--content', '/nonexistent/content'],
        () => {},
        (l) => failed.push(l),
      ),
    ).toBe(1);
    expect(failed.join('\n').split('\n')).toEqual([
      '/nonexistent/content: content folder not found',
      '1 problem: fix it and run `npm run check-content` again.',
    ]);
  });
});
