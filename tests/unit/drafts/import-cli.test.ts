// `npm run import-sheet` as the designer runs it: the matching table, the draft, the checklist, the
// content check; bad arguments are one line each.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTENT_DIR, loadCatalog } from '../../../src/catalog/catalog.ts';
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

/** The designer's own v0.1f sheet, as he published it (content/v0.1f/sheet.txt). */
const V01F_SHEET = join(CONTENT_DIR, 'v0.1f', 'sheet.txt');

describe('issue 36: ids by wording, across every version', () => {
  it('the v0.1f sheet imported unchanged as a new version --from v0.1f passes check-content with every id kept', () => {
    scratch = scratchContent();
    const log: string[] = [];
    const code = run(['v0.3', V01F_SHEET, '--from', 'v0.1f', '--content', scratch], (l) => log.push(l));
    expect(code, log.slice(-3).join('\n')).toBe(0);
    expect(log.at(-1)).toMatch(/^Content OK: 3 versions/);
    const catalog = loadCatalog(scratch);
    expect(catalog.rules('v0.3').map((r) => [r.number, r.id])).toEqual(catalog.rules('v0.1f').map((r) => [r.number, r.id]));
  });

  it("matched --from v0.2, a rule back from v0.1f gets its v0.1f id, and --match takes any version's id", () => {
    scratch = scratchContent();
    const log: string[] = [];
    run(['v0.3', V01F_SHEET, '--from', 'v0.2', '--dry-run', '--content', scratch], (l) => log.push(l));
    const out = log.join('\n');
    // v0.2's own "contact-strike" is reworded; the sheet's rule 32 is v0.1f's word for word.
    expect(out).toMatch(/^32\s+32\s+contact-strike\s+1\.00\s+same \(as in v0\.1f\)$/m);
    expect(out).toMatch(/^34\s+34\s+counter-defence-test\s+1\.00\s+returned \(id from v0\.1f\)$/m);
    const forced: string[] = [];
    expect(run(['v0.3', V01F_SHEET, '--from', 'v0.2', '--match', '34=counter-defence-test', '--dry-run', '--content', scratch], (l) => forced.push(l))).toBe(0);
    expect(forced.join('\n')).toMatch(/^34\s+34\s+counter-defence-test\s+1\.00\s+returned \(id from v0\.1f\) \(forced\)$/m);
  });
});

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
    expect(log).toContain('error: --match 23=game-lenght: no version has a rule "game-lenght"');
    expect(existsSync(join(scratch, 'v0.3'))).toBe(false);
  });

  it('refuses malformed arguments in one line each', () => {
    expect(() => parseArgs(['v0.3'])).toThrow(new UsageError("give the draft's version id and the sheet file, e.g. v0.3 sheet.txt"));
    expect(() => parseArgs(['v0.3', 's.txt', '--match', '23'])).toThrow(/--match 23: write each pair as <new number>=<id of any version>/);
    // Issue 36: a second pair without its flag is named, with the way to write both.
    expect(() => parseArgs(['v0.3', 's.txt', '--match', '32=a', '34=b'])).toThrow(
      new UsageError('34=b: a match needs its own --match (or join them with commas): --match 32=a,34=b'),
    );
    expect(parseArgs(['v0.3', 's.txt', '--match', '32=a,34=b', '--match', '35=c']).overrule?.match).toEqual(
      new Map([
        [32, 'a'],
        [34, 'b'],
        [35, 'c'],
      ]),
    );
    expect(() => parseArgs(['v0.3', 's.txt', '--new', 'x'])).toThrow(/--new x: the rule number must be a whole number from 1 to 1000/);
    expect(() => parseArgs(['v0.3', 's.txt', '--new', '2', '--match', '2=dice'])).toThrow(/--new 2 and --match 2=…: choose one/);
    expect(() => parseArgs(['v0.3', 's.txt', '--frm', 'v0.2'])).toThrow(/unknown option --frm/);
  });
});
