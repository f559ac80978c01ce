// `npm run import-sheet` as the designer runs it: the matching table, the draft, the checklist, the
// content check; bad arguments are one line each.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../src/catalog/catalog.ts';
import { parseArgs, run, UsageError } from '../../../scripts/import-sheet.ts';
import { removeScratch, scratchContent, sheetOf } from './sheets.ts';

let scratch: string | undefined;
afterEach(() => {
  if (scratch) removeScratch(scratch);
  scratch = undefined;
});

function sheetFile(dir: string, text: string): string {
  const path = join(dir, '..', 'sheet.txt');
  writeFileSync(path, text);
  return path;
}

describe('npm run import-sheet', () => {
  it('prints the matching table, writes the draft, says what needs the eye and checks the content (a removed rule leaves "Rule 37" stale)', () => {
    scratch = scratchContent();
    const text = sheetOf(loadCatalog(), 'v0.2').replace(/^- 27\) .*\n/m, '');
    const log: string[] = [];
    const code = run(['v0.3', sheetFile(scratch, text), '--from', 'v0.2', '--content', scratch], (l) => log.push(l));
    expect(code, log.slice(-4).join('\n')).toBe(1);
    const out = log.join('\n');
    expect(out).toMatch(/^new\s+old\s+id\s+similarity\s+change$/m);
    expect(out).toMatch(/^27\s+28\s+off-table\s+1\.00\s+renumbered$/m);
    expect(out).toMatch(/^-\s+27\s+move-direction\s+-\s+removed$/m);
    expect(out).toContain('Wrote v0.3: 40 rules and its version.yaml.');
    expect(out).toContain('Still needs your eye:');
    expect(log.at(-1)!.split('\n')).toEqual([
      'content/v0.3/rules/37-defence-test.mdx:10:5: "Rule 37" now points to rule 37 "The Martial Art Test"; in v0.2 it pointed to "Combat loop start" (contact-strike), which is rule 36 here: write "Rule 36"',
      '1 problem in 1 file: fix it and run `npm run check-content` again.',
    ]);
  });

  it('a forced match to an id the previous version lacks: an error with nothing written', () => {
    scratch = scratchContent();
    const log: string[] = [];
    expect(run(['v0.3', sheetFile(scratch, sheetOf(loadCatalog(), 'v0.2')), '--match', '23=game-lenght', '--content', scratch], (l) => log.push(l))).toBe(2);
    expect(log).toContain('error: --match 23=game-lenght: no rule "game-lenght" in the previous version');
    expect(existsSync(join(scratch, 'v0.3'))).toBe(false);
  });

  it('refuses malformed arguments in one line each', () => {
    expect(() => parseArgs(['v0.3'])).toThrow(new UsageError("give the draft's version id and the sheet file, e.g. v0.3 sheet.txt"));
    expect(() => parseArgs(['v0.3', 's.txt', '--match', '23'])).toThrow(/--match 23: write it as <new number>=<previous id>/);
    expect(() => parseArgs(['v0.3', 's.txt', '--new', 'x'])).toThrow(/--new x: the rule number must be a whole number from 1 to 1000/);
    expect(() => parseArgs(['v0.3', 's.txt', '--new', '2', '--match', '2=dice'])).toThrow(/--new 2 and --match 2=…: choose one/);
    expect(() => parseArgs(['v0.3', 's.txt', '--frm', 'v0.2'])).toThrow(/unknown option --frm/);
  });
});
