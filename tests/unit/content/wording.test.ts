// The handbook publishes the designer's rules word for word: every v0.1f rule file must carry the sheet's
// exact text, typos, quotes and asterisks included, and the vendored sheet must be the designer's sheet.
import { describe, it, expect } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadCatalog, REPO_ROOT } from '../../../src/catalog/catalog.ts';
import { parseSheet, readSheet, SHEET_PATH } from './sheet.ts';

const sheet = readSheet();
const raw = readFileSync(SHEET_PATH, 'utf8');
const catalog = loadCatalog();
const rules = catalog.rules('v0.1f');
const SHARED_SHEET = join(REPO_ROOT, '..', 'shared', 'seeds', '001_a80db6142052543d.txt');

describe('the v0.1f sheet', () => {
  it('has 38 numbered rules, in order', () => {
    expect(sheet.map((r) => r.number)).toEqual(Array.from({ length: 38 }, (_, i) => i + 1));
  });

  it('has a) and b) outcomes on rules 33 and 34 only', () => {
    expect(sheet.filter((r) => r.outcomes.length > 0).map((r) => r.number)).toEqual([33, 34]);
    for (const r of sheet.filter((x) => x.outcomes.length > 0)) {
      expect(r.outcomes.map((o) => o.label)).toEqual(['a', 'b']);
      expect(r.outcomes[0]!.text.startsWith('5-6: ')).toBe(true);
      expect(r.outcomes[1]!.text.startsWith('1-4: ')).toBe(true);
    }
  });

  it('parses outcomes whether b) is on its own line or run on', () => {
    const parsed = parseSheet("You'll need;\n- 1) Roll 1D6.a) 5-6: bad.\n - b) 1-4: good.\n- 2) Roll 1D6.a) 5-6: bad.b) 1-4: good.");
    for (const r of parsed) expect(r).toMatchObject({ wording: 'Roll 1D6.', outcomes: [{ label: 'a', text: '5-6: bad.' }, { label: 'b', text: '1-4: good.' }] });
  });

  it.skipIf(!existsSync(SHARED_SHEET))('is an exact copy of the designer\'s sheet in shared/seeds', () => {
    expect(readFileSync(SHEET_PATH, 'utf8')).toBe(readFileSync(SHARED_SHEET, 'utf8'));
  });
});

describe('v0.1f rule wording', () => {
  it('has one rule file per sheet rule', () => {
    expect(rules.map((r) => r.number)).toEqual(sheet.map((r) => r.number));
  });

  for (const expected of sheet) {
    it(`rule ${expected.number} matches the sheet`, () => {
      const rule = catalog.rule('v0.1f', expected.number);
      expect(rule, `no v0.1f rule file numbered ${expected.number}`).toBeDefined();
      expect(rule!.wording).toBe(expected.wording);
      expect(rule!.outcomes).toEqual(expected.outcomes);
      // Independent of the parser: the text stands in the sheet right after its number.
      expect(raw).toContain(`- ${expected.number}) ${rule!.wording}`);
      for (const o of rule!.outcomes) expect(raw).toContain(`${o.label}) ${o.text}`);
    });
  }
});
