// The import reads the designer's sheet and matches every rule to the previous version's stable ids.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../src/catalog/catalog.ts';
import { planImport, writeDraft } from '../../../src/catalog/draft.ts';
import { parseSheet } from '../../../src/catalog/sheet.ts';
import { matchSheet, MATCH_THRESHOLD, type PreviousRule } from '../../../src/catalog/sheet-match.ts';
import { removeScratch, scratchContent, sheetOf } from './sheets.ts';

const SEED_001 = '/work/shared/seeds/001_a80db6142052543d.txt';
const catalog = loadCatalog();
const seed = (() => {
  try {
    return readFileSync(SEED_001, 'utf8');
  } catch {
    // The seeds live outside the repository; content/v0.1f/sheet.txt is our copy of 001.
    return readFileSync(join(catalog.root, 'content/v0.1f/sheet.txt'), 'utf8');
  }
})();
const previous = (v: string): PreviousRule[] =>
  catalog.rules(v).map((r) => ({ ...r, section: catalog.version(v)!.sections.find((s) => s.id === r.section)!.title }));

let scratch: string | undefined;
afterEach(() => {
  if (scratch) removeScratch(scratch);
  scratch = undefined;
});

describe('the import on our own sources', () => {
  it("reads 001's sheet as v0.1f's 38 rules, each matched to itself with similarity 1", () => {
    const sheet = parseSheet(seed);
    expect(sheet.problems).toEqual([]);
    expect(sheet.sections).toEqual(["You'll need", 'Set up', 'Turn Organisation', 'Movement & Waiting', 'Combat']);
    const m = matchSheet(sheet.rules, previous('v0.1f'));
    expect(m.rows).toHaveLength(38);
    for (const rule of catalog.rules('v0.1f'))
      expect(m.rows[rule.number - 1]).toEqual({ number: rule.number, previous: rule.number, id: rule.id, similarity: 1, changes: [] });
  });

  it("imports v0.2's sheet against v0.1f with the ids our catalog gives, one forced match for the rule rewritten beyond its words", () => {
    const sheet = parseSheet(sheetOf(catalog, 'v0.2'));
    // v0.2's "Combat loop start: the Attacker Auto-Strikes the Defender" shares a tenth of v0.1f's first-strike wording.
    const m = matchSheet(sheet.rules, previous('v0.1f'), { match: new Map([[37, 'contact-strike']]) });
    const old = new Set(catalog.rules('v0.1f').map((r) => r.id));
    for (const rule of catalog.rules('v0.2')) {
      const row = m.rows.find((r) => r.number === rule.number)!;
      if (old.has(rule.id)) expect(row.id, `v0.2 rule ${rule.number}`).toBe(rule.id);
      else expect(row.changes, `v0.2 rule ${rule.number} (${rule.id})`).toEqual(['added']);
    }
    const removed = m.rows.filter((r) => r.changes.includes('removed')).map((r) => r.id);
    expect(removed).toEqual(
      catalog
        .rules('v0.1f')
        .filter((r) => !catalog.rule('v0.2', r.id))
        .map((r) => r.id),
    );
  });
});

/** v0.1f's sheet with edits, matched against v0.1f. */
function edited(edit: (lines: string[]) => string[]) {
  const text = edit(sheetOf(catalog, 'v0.1f').split('\n')).join('\n');
  return matchSheet(parseSheet(text).rules, previous('v0.1f'));
}
const lineOf = (lines: string[], n: number) => lines.findIndex((l) => l.startsWith(`- ${n}) `));

describe('crafted sheets', () => {
  it('an insertion: later rules keep their ids and are renumbered', () => {
    const m = edited((l) => {
      l.splice(lineOf(l, 23), 0, '- 23) The game ends in a draw after Turn 6.');
      return l;
    });
    expect(m.rows[22]).toMatchObject({ number: 23, id: 'the-game-ends-in-a', changes: ['added'] });
    expect(m.rows[23]).toMatchObject({ number: 24, previous: 23, id: 'out-of-contact-actions', changes: ['renumbered'] });
    expect(m.rows.filter((r) => r.changes.includes('removed'))).toEqual([]);
  });

  it('a deletion: the rule is reported removed and the next ones move up', () => {
    const m = edited((l) => l.filter((_, i) => i !== lineOf(l, 27)));
    expect(m.rows.find((r) => r.id === 'off-table')).toEqual({ previous: 27, id: 'off-table', changes: ['removed'] });
    expect(m.rows[26]).toMatchObject({ number: 27, previous: 28, id: 'base-contact' });
  });

  it('a move between sections: "moved from Turn Organisation to Movement & Waiting"', () => {
    const m = edited((l) => {
      const [rule] = l.splice(lineOf(l, 21), 1);
      l.splice(lineOf(l, 23), 0, rule!);
      return l;
    });
    const row = m.rows.find((r) => r.id === 'turn-end')!;
    expect(row.changes).toEqual(['renumbered', 'moved']);
    expect(row.moved).toEqual({ from: 'Turn Organisation', to: 'Movement & Waiting' });
  });

  it('a reworded rule keeps its id, marked reworded, with its similarity', () => {
    const m = edited((l) => l.map((line) => line.replace('move your combatant 2"', 'move your combatant 3"')));
    const row = m.rows.find((r) => r.id === 'move-action')!;
    expect(row.changes).toEqual(['reworded']);
    expect(row.similarity).toBeGreaterThan(MATCH_THRESHOLD);
    expect(row.similarity).toBeLessThan(1);
  });

  it("a reused title: a new rule titled like a removed one does not take the removed rule's id", () => {
    const m = edited((l) => {
      l[lineOf(l, 22)] = '- 22) [Winning the game] The game ends in a draw after Turn 6.';
      return l;
    });
    expect(m.rows[21]).toMatchObject({ number: 22, id: 'winning-the-game', changes: ['added'] });
    expect(m.rows.find((r) => r.id === 'victory')!.changes).toEqual(['removed']);
  });

  it('--match and --new overrule a guess', () => {
    const text = sheetOf(catalog, 'v0.1f');
    const m = matchSheet(parseSheet(text).rules, previous('v0.1f'), {
      match: new Map([
        [1, 'dice'],
        [2, 'players'],
      ]),
      fresh: new Set([3]),
    });
    expect(m.rows.slice(0, 3).map((r) => [r.id, r.forced])).toEqual([
      ['dice', true],
      ['players', true],
      ['a-gaming-table-with-a', true],
    ]);
    expect(m.rows.find((r) => r.id === 'table')!.changes).toEqual(['removed']);
  });
});

describe('writing the draft', () => {
  it('makes a clean draft, and a re-import keeps the explanations written since, marking changed wording "to review"', () => {
    scratch = scratchContent();
    const text = sheetOf(catalog, 'v0.2');
    const first = planImport({ to: 'v0.3', from: 'v0.2', text, contentDir: scratch });
    expect(first.errors).toEqual([]);
    writeDraft(first, scratch);
    let draft = loadCatalog(scratch);
    expect(draft.rules('v0.3').map((r) => r.id)).toEqual(catalog.rules('v0.2').map((r) => r.id));
    expect(draft.version('v0.3')).toMatchObject({ status: 'draft', title: 'Tactical Fragment 1, v0.3' });
    // Problem 4: no "Reconstructed:" note of v0.2's comes along.
    const players = readFileSync(join(scratch, 'v0.3/rules/01-players.mdx'), 'utf8');
    expect(players).not.toContain('Reconstructed:');
    expect(players).toContain('Fragment 1 is played by exactly two people');

    // The designer writes an explanation, then edits the sheet: rule 25's wording, and a new rule 2.
    const movePath = join(scratch, 'v0.3/rules/26-move-action.mdx');
    const written = readFileSync(movePath, 'utf8').replace(/\n---\n[\s\S]*$/, '\n---\n\nOur new explanation of the Move.\n');
    writeFileSync(movePath, written);
    const edited = text.replace(/^- 2\) /m, '- 2) Each Player brings a ruler.\n- 2b) ').replace(/move your combatant 2"/, 'move your combatant 3"');
    const second = planImport({ to: 'v0.3', text: edited, contentDir: scratch });
    expect(second.from).toBe('v0.2');
    writeDraft(second, scratch);
    draft = loadCatalog(scratch);
    const move = draft.rule('v0.3', 'move-action')!;
    expect(move.number).toBe(27);
    expect(move.review).toMatch(/^the wording changed since this explanation was written for v0\.3's rule 26/);
    expect(readFileSync(join(scratch, 'v0.3/rules/27-move-action.mdx'), 'utf8')).toContain('Our new explanation of the Move.');
    expect(readdirSync(join(scratch, 'v0.3/rules'))).toHaveLength(42);
  });

  it("takes the draft's title and documentId from the sheet's title block, and marks what it carried for review", () => {
    scratch = scratchContent();
    const rules = sheetOf(catalog, 'v0.2');
    const titled = `Title:\tTactical Fragment 1, beta v0.3\nDocument ID:\tsow-tactical-frag1-v0.3\nAuthor:\tPhilip Sibbering\n\n${rules}`;
    const plan = planImport({ to: 'v0.3', from: 'v0.2', text: titled, contentDir: scratch });
    expect(plan.sheet.details).toMatchObject({ Title: 'Tactical Fragment 1, beta v0.3', 'Document ID': 'sow-tactical-frag1-v0.3' });
    writeDraft(plan, scratch);
    const draft = loadCatalog(scratch).version('v0.3')!;
    expect(draft).toMatchObject({ title: 'Tactical Fragment 1, beta v0.3', documentId: 'sow-tactical-frag1-v0.3' });
    // Our credit and source were written for the reconstruction: named for the designer to write.
    expect(draft.review).toBe("credit and source are v0.2's: write this draft's own, then delete this line");
    // Without a title block, v0.2's title and documentId ("…-v0.2b" → "…-v0.3b") are named too.
    removeScratch(scratch);
    scratch = scratchContent();
    writeDraft(planImport({ to: 'v0.3', from: 'v0.2', text: rules, contentDir: scratch }), scratch);
    const bare = loadCatalog(scratch);
    expect(bare.version('v0.3')!.review).toBe("title, documentId, credit and source are v0.2's: write this draft's own, then delete this line");
    // Every rule's commentary came from v0.2: each is marked, its title too (the sheet gives none).
    expect(bare.rules('v0.3').filter((r) => r.review === undefined)).toEqual([]);
    expect(bare.rule('v0.3', 'defence-test')!.review).toBe(
      `the title, summary and explanation were written for v0.2's rule ${catalog.rule('v0.2', 'defence-test')!.number}: check they hold for v0.3, then delete this line`,
    );
  });
});
