// The desk's drafts page's logic (src/server/desk/drafts.ts): the form's overrule fields, the plan shown
// before writing, the draft written into a scratch content folder and the content check's report after.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTENT_DIR } from '../../../src/catalog/catalog.ts';
import { MAX_SHEET_CHARS } from '../../../src/catalog/sheet.ts';
import { fullContentReport } from '../../../src/markdown/content-report.ts';
import { draftAtDesk, overruleOf, readDraftForm, type DraftRequest } from '../../../src/server/desk/drafts.ts';
import { removeScratch, scratchContent } from './sheets.ts';

let scratch: string | undefined;
afterEach(() => {
  if (scratch) removeScratch(scratch);
  scratch = undefined;
});

const SHEET = readFileSync(join(CONTENT_DIR, 'v0.1f', 'sheet.txt'), 'utf8');
const REWORDED = SHEET.replace(
  'The Wait Action means a combatant does nothing for 1 Action.',
  'The Wait Action means a combatant stands still and does nothing for 1 Action.',
);
const ask = (over: Partial<DraftRequest> = {}): DraftRequest => ({ to: 'v0.3', from: 'v0.1f', sheet: REWORDED, match: '', fresh: '', ...over });

describe('the desk drafts page', () => {
  it('reads the form: fields cut to their limits, the sheet whole', () => {
    const form = new FormData();
    form.set('to', ` v0.3${'x'.repeat(100)}`);
    form.set('sheet', 'a'.repeat(MAX_SHEET_CHARS + 5));
    const read = readDraftForm(form);
    expect(read.to.length).toBeLessThanOrEqual(40);
    expect(read.sheet.length).toBe(MAX_SHEET_CHARS + 5);
    form.set('sheet', 'Set up\r\n\r\n- 5) Players set up.\r\n');
    expect(readDraftForm(form).sheet).toBe('Set up\n\n- 5) Players set up.\n');
    expect(read).toMatchObject({ from: '', match: '', fresh: '' });
  });

  it("turns the overrule fields into the import's --match and --new, refusing malformed entries in one line", () => {
    const o = overruleOf({ match: '23=game-length, 24=move-action', fresh: '25 26' });
    expect([...o.match!]).toEqual([
      [23, 'game-length'],
      [24, 'move-action'],
    ]);
    expect([...o.fresh!]).toEqual([25, 26]);
    expect(() => overruleOf({ match: '23:game-length', fresh: '' })).toThrow(
      'match "23:game-length": write each as <new number>=<previous id>, e.g. 23=game-length',
    );
    expect(() => overruleOf({ match: '', fresh: '0' })).toThrow('new rules: "0" must be a rule number from 1 to 500');
    expect(() => overruleOf({ match: '23=x', fresh: '23' })).toThrow('rule 23 is both matched and new: choose one');
  });

  it('shows the matching without writing, then writes the draft and reports the content check', () => {
    scratch = scratchContent();
    const planned = draftAtDesk(ask(), scratch, false, fullContentReport);
    if (planned.kind !== 'planned') throw new Error(JSON.stringify(planned));
    const wait = planned.plan.matching.rows.find((r) => r.number === 24)!;
    expect(wait).toMatchObject({ previous: 24, id: 'wait-action', changes: ['reworded'] });
    expect(wait.similarity).toBeGreaterThan(0.5);
    expect(planned.plan.matching.rows.filter((r) => r.number !== 24).every((r) => r.similarity === 1)).toBe(true);
    expect(existsSync(join(scratch, 'v0.3'))).toBe(false);

    const written = draftAtDesk(ask(), scratch, true, fullContentReport);
    if (written.kind !== 'written') throw new Error(JSON.stringify(written));
    expect(written.compare).toBe('/compare/v0.1f...v0.3/');
    expect(readFileSync(join(scratch, 'v0.3', 'rules', '24-wait-action.mdx'), 'utf8')).toContain('stands still and does nothing');
    // Issue 36: the reused-id check compares with every earlier version's wording, so v0.1f's own
    // contact-strike, word for word, is no false alarm about v0.2's rule of that id.
    expect(written.report.problems.map((p) => p.message)).toEqual([]);
    expect(written.report.text).toMatch(/^Content OK: 3 versions, 117 rules/);
    expect(written.plan.checklist.some((c) => c.startsWith('rule 24 (wait-action): the wording changed'))).toBe(true);
  });

  it('refuses an empty or oversized sheet, a bad version id, a version that is not a draft, and a forced match to nowhere, writing nothing', () => {
    scratch = scratchContent();
    expect(draftAtDesk(ask({ sheet: '  ' }), scratch, true, fullContentReport)).toMatchObject({ kind: 'refused' });
    expect(draftAtDesk(ask({ sheet: 'x'.repeat(MAX_SHEET_CHARS + 1) }), scratch, true, fullContentReport)).toEqual({
      kind: 'refused',
      error: `the sheet has ${MAX_SHEET_CHARS + 1} characters: at most ${MAX_SHEET_CHARS}`,
    });
    expect(draftAtDesk(ask({ to: 'version 3' }), scratch, true, fullContentReport)).toMatchObject({
      kind: 'refused',
      error: expect.stringContaining('"version 3" is not a version id'),
    });
    expect(draftAtDesk(ask({ to: 'v0.2' }), scratch, true, fullContentReport)).toMatchObject({
      kind: 'refused',
      error: expect.stringContaining('v0.2 is reconstructed'),
    });
    const nowhere = draftAtDesk(ask({ match: '24=no-such-rule' }), scratch, true, fullContentReport);
    expect(nowhere.kind === 'planned' && nowhere.plan.errors).toEqual(['--match 24=no-such-rule: no version has a rule "no-such-rule"']);
    expect(existsSync(join(scratch, 'v0.3'))).toBe(false);
  });

  it("reports what the build would stop on, not only the catalog's problems: a reference to no rule in an explainer", () => {
    scratch = scratchContent();
    const explainer = join(scratch, 'explainers', 'counting-actions.mdx');
    writeFileSync(explainer, `${readFileSync(explainer, 'utf8')}\nCompare :rule[no-such-rule] here.\n`);
    const written = draftAtDesk(ask(), scratch, true, fullContentReport);
    if (written.kind !== 'written') throw new Error(JSON.stringify(written));
    expect(written.report.text).toMatch(
      /content\/explainers\/counting-actions\.mdx:\d+:\d+: :rule\[no-such-rule\]: v0\.\w+ has no rule with the id "no-such-rule"/,
    );
  });
});
