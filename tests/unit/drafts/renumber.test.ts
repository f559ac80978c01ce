// Problem 11: numbers follow order. The order is the rule files' names; renumber derives every number
// and "NN-" prefix from it, so one inserted rule is one new file and one command.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../src/catalog/catalog.ts';
import { renumbered, ruleOrder } from '../../../src/catalog/renumber.ts';
import { run as renumber } from '../../../scripts/renumber.ts';
import { removeScratch, scratchContent } from './sheets.ts';

let scratch: string | undefined;
afterEach(() => {
  if (scratch) removeScratch(scratch);
  scratch = undefined;
});

const fileName = fc
  .tuple(fc.integer({ min: 1, max: 150 }), fc.constantFrom('', 'a', 'b'), fc.stringMatching(/^[a-z]{1,8}$/))
  .map(([n, letter, id]) => `${n}${letter}-${id}.mdx`);

describe('problem 11: numbers always follow order (property)', () => {
  it('renumbered gives 1..n in the natural order of the names, each keeping its id, the prefix width fitting n', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fileName, { minLength: 1, maxLength: 120, selector: (n) => n.replace(/^\d+[a-z]?-/, '') }), (names) => {
        const plan = renumbered(names);
        expect(plan.map((p) => p.number)).toEqual(names.map((_, i) => i + 1));
        expect(plan.map((p) => p.from)).toEqual(ruleOrder(names));
        const lead = (name: string) => [Number.parseInt(name, 10), name.replace(/^\d+/, '')[0] === '-' ? '' : name.replace(/^\d+/, '')[0]!] as const;
        for (let i = 1; i < plan.length; i++) {
          const [a, la] = lead(plan[i - 1]!.from);
          const [b, lb] = lead(plan[i]!.from);
          expect(a < b || (a === b && la <= lb)).toBe(true);
        }
        for (const p of plan) {
          expect(p.to.replace(/^\d+-/, '')).toBe(p.from.replace(/^\d+[a-z]?-/, ''));
          expect(Number.parseInt(p.to, 10)).toBe(p.number);
          expect(p.to.indexOf('-')).toBe(Math.max(2, String(names.length).length));
        }
        // Renumbering what is already numbered changes nothing.
        expect(renumbered(plan.map((p) => p.to)).map((p) => p.to)).toEqual(plan.map((p) => p.to));
      }),
    );
  });
});

describe('problem 11: npm run renumber', () => {
  it('numbers a rule slipped in as "23a-…" and every later rule, files and `number:` alike', () => {
    scratch = scratchContent();
    const rules = join(scratch, 'v0.2/rules');
    const victory = readFileSync(join(rules, '23-victory.mdx'), 'utf8');
    writeFileSync(
      join(rules, '23a-game-length.mdx'),
      victory
        .replace(/^id: .*$/m, 'id: game-length')
        .replace(/^title: .*$/m, 'title: "Length of the game"')
        .replace(/^wording: .*$/m, 'wording: "The game is a draw after Turn 6."')
        .replace(/^related: .*$/m, 'related: []'),
    );
    const log: string[] = [];
    expect(renumber(['v0.2', '--content', scratch], (l) => log.push(l))).toBe(0);
    expect(log[0]).toBe('v0.2: 42 rules numbered 1 to 42 in the order of their file names; 19 changed.');
    const catalog = loadCatalog(scratch);
    expect(catalog.rule('v0.2', 'game-length')!.number).toBe(24);
    expect(catalog.rule('v0.2', 'victory')!.number).toBe(23);
    expect(catalog.rule('v0.2', 'winners-unmatched')!.number).toBe(42);
    expect(readdirSync(rules).filter((f) => f.startsWith('24-') || f.startsWith('42-'))).toEqual(['24-game-length.mdx', '42-winners-unmatched.mdx']);
  });
});
