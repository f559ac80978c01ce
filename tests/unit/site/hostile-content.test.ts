// Issue 20, hostile input round 3: version.yaml and the glossary, read as hostile files are (size,
// aliases, depth, reserved keys), and a version's numbers checked against every widget preset. Tests
// are named after the defects; a fuzz of version.yaml's engine closes the file.
import fc from 'fast-check';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CatalogError, loadCatalog } from '../../../src/catalog/catalog.ts';
import { checkContent } from '../../../src/site/catalog.ts';
import { loadGlossary } from '../../../src/catalog/glossary.ts';
import { fixtureCopy, removeCopy, type Edit } from './fixture-copy.ts';

const made: string[] = [];
afterEach(() => {
  for (const c of made.splice(0)) removeCopy(c);
});
const copy = (edits: Record<string, Edit>) => {
  const content = fixtureCopy(edits);
  made.push(content);
  return content;
};
const VERSION = 'v0.1f/version.yaml';
const FILE = 'content/v0.1f/version.yaml';
const engine =
  (yaml: string): Edit =>
  (text) =>
    text.replace(/^engine: .*$/m, `engine: ${yaml}`);

/** The CatalogError `body` throws: its message, which must name the file. */
function refusal(body: () => unknown): string {
  try {
    body();
  } catch (error) {
    expect(error, String(error)).toBeInstanceOf(CatalogError);
    return (error as Error).message;
  }
  throw new Error('accepted');
}

const BOMB = [
  'a: &a [x, x, x, x, x, x, x, x, x]',
  ...['b', 'c', 'd', 'e', 'f', 'g', 'h'].map((k, i) => `${k}: &${k} [${Array(9).fill(`*${'abcdefgh'[i]}`).join(', ')}]`),
].join('\n');

describe('6. a version’s parameters are checked against its presets at build time', () => {
  it('engine.params {table: 6x6, base: 2} fails the content check with the file and the preset', () => {
    const message = refusal(() => checkContent(copy({ [VERSION]: engine('{ ruleset: v0.1f, params: { table: 6x6, base: 2 } }') })));
    expect(message).toMatch(/^content\/v0\.1f\/version\.yaml: engine\.params do not fit widget [\w-]+ preset "[\w-]+": /);
  });
  it('numbers every preset can play pass', () => {
    expect(() => checkContent(copy({ [VERSION]: engine('{ ruleset: v0.1f, params: { actions: 4, move: 3 } }') }))).not.toThrow();
  });
});

describe('8. a YAML alias bomb in version.yaml', () => {
  it('is refused naming the file and the limit, with no stack into the yaml package', () => {
    const message = refusal(() => loadCatalog(copy({ [VERSION]: (t) => `${t}\n${BOMB}\n` })));
    expect(message).toContain(FILE);
    expect(message).toContain('aliases expand too far (at most 50 uses of an alias)');
  });
  it('in the glossary too', () => {
    const content = copy({ 'glossary.yaml': (t) => `${BOMB}\nterms:\n${t}` });
    expect(() => loadGlossary(content)).toThrow(/content\/glossary\.yaml:.*aliases expand too far/);
  });
});

describe('14. __proto__ (and constructor, prototype) in version.yaml', () => {
  it.each(['__proto__', 'constructor', 'prototype'])('%s in params is refused at its key', (key) => {
    const message = refusal(() => loadCatalog(copy({ [VERSION]: engine(`{ ruleset: v0.1f, params: { ${key}: { die: 10 }, actions: 3 } }`) })));
    expect(message).toMatch(new RegExp(`^${FILE}:\\d+:\\d+: key "${key}" is not allowed`));
  });
});

describe('15. params.table in version.yaml takes no unknown fields', () => {
  it('{width, depth, evil} is refused at params.table', () => {
    const message = refusal(() => loadCatalog(copy({ [VERSION]: engine('{ ruleset: v0.1f, params: { table: { width: 12, depth: 12, evil: 1 } } }') })));
    expect(message).toContain(FILE);
    expect(message).toContain('engine.params.table');
  });
});

describe('every content file is bounded in size and depth', () => {
  it('a version.yaml over 1,000,000 bytes is refused before it is parsed', () => {
    const content = copy({ [VERSION]: (t) => `${t}\n# ${'x'.repeat(1_000_001)}\n` });
    expect(refusal(() => loadCatalog(content))).toBe(`${FILE}: too large: at most 1,000,000 bytes are read`);
  });
  it('nesting deeper than 16 levels is refused, however it is written', () => {
    expect(refusal(() => loadCatalog(copy({ [VERSION]: (t) => `${t}\nextra: ${'['.repeat(20)}${']'.repeat(20)}\n` })))).toContain(
      'nested too deeply: at most 16 levels',
    );
    expect(refusal(() => loadCatalog(copy({ [VERSION]: (t) => `${t}\nextra: ${'['.repeat(100_000)}${']'.repeat(100_000)}\n` })))).toMatch(
      /content\/v0\.1f\/version\.yaml:.*nested too deeply/,
    );
  });
  it('the glossary is read with the same limit', () => {
    const content = copy({ 'glossary.yaml': (t) => `${t}\n# ${'x'.repeat(1_000_001)}\n` });
    writeFileSync(join(content, 'note.txt'), 'the copy is made');
    expect(() => loadGlossary(content)).toThrow('content/glossary.yaml: too large: at most 1,000,000 bytes are read');
  });
});

// ---- the fuzz: version.yaml's engine, as hostile YAML ----

const scalar = fc.oneof(
  fc.integer({ min: -3, max: 80 }),
  fc.constantFrom('6x6', '72x72', '12x12', 'x', '~', '*a', '&a 1', '"__proto__"'),
  fc.double({ min: 0, max: 30, noNaN: true }),
);
const key = fc.constantFrom('actions', 'move', 'die', 'fails-on', 'table', 'deploy-depth', 'base', '__proto__', 'constructor', 'width', 'depth', 'evil');
const value: fc.Arbitrary<string> = fc.letrec<{ v: string }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar.map(String),
    fc.array(fc.tuple(key, tie('v')), { maxLength: 3 }).map((pairs) => `{ ${pairs.map(([k, v]) => `${k}: ${v}`).join(', ')} }`),
  ),
})).v;

describe('version.yaml (fuzz)', () => {
  it('each engine mapping is accepted and plays every preset, or refused with the file; nothing else is thrown', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(key, value), { maxLength: 4 }), (pairs) => {
        const content = fixtureCopy({ [VERSION]: engine(`{ ruleset: v0.1f, params: { ${pairs.map(([k, v]) => `${k}: ${v}`).join(', ')} } }`) });
        try {
          checkContent(content);
        } catch (error) {
          expect(error, String(error)).toBeInstanceOf(CatalogError);
          expect((error as Error).message).toContain(FILE);
        } finally {
          removeCopy(content);
        }
      }),
      { numRuns: 60, interruptAfterTimeLimit: 30_000, seed: 20 },
    );
  }, 60_000);
});
