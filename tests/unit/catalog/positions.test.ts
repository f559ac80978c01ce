// Every content error names the file, the line and the column it is about (issue 11, item 8): the
// frontmatter key's line for a frontmatter field, the second file's key for a duplicate (naming the
// first), the file's start for a missing field. The same place is on the error as `loc`/`id`, which
// Astro prints as the build's "Location:" (tests/unit/site/build-errors.test.ts runs the real build).
import { afterEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { CatalogError, loadCatalog } from '../../../src/catalog/catalog.ts';
import { loadExplainers } from '../../../src/catalog/explainers.ts';
import { fixtureCopy, removeCopy, setKey as set, type Edit } from '../site/fixture-copy.ts';

const made: string[] = [];
afterEach(() => {
  for (const content of made.splice(0)) removeCopy(content);
});

/** A copy of the fixture content with some files edited; returns its content folder. */
function broken(edits: Record<string, Edit>): string {
  const content = fixtureCopy(edits);
  made.push(content);
  return content;
}

/** The error the catalog (and then the explainers) stop at. */
function failure(content: string): CatalogError {
  try {
    loadExplainers(content, loadCatalog(content));
  } catch (error) {
    expect(error).toBeInstanceOf(CatalogError);
    return error as CatalogError;
  }
  throw new Error('the content loaded without an error');
}

/** The message must start with "file:line:col: ", and Astro's `loc`/`id` must name the same place. */
function expectAt(error: CatalogError, content: string, file: string, line: number, column: number, problem: string | RegExp): void {
  const where = `content/${file}:${line}:${column}: `;
  expect(error.message.startsWith(where), `"${error.message}" should start with "${where}"`).toBe(true);
  const rest = error.message.slice(where.length);
  if (typeof problem === 'string') expect(rest).toBe(problem);
  else expect(rest).toMatch(problem);
  expect(error.loc).toEqual({ file: join(content, file), line, column });
  expect(error.id).toBe(join(content, file));
  expect(error.where).toEqual({ file: `content/${file}`, line, column });
}

const COLOURS = 'v0.2/rules/03-colours.mdx';

describe('rule files: the error points at the frontmatter key', () => {
  it("a duplicate number: the second file's `number:`, naming the first file and its line", () => {
    const content = broken({ [COLOURS]: set('number', '2') });
    expectAt(
      failure(content),
      content,
      COLOURS,
      3,
      1,
      'number 2 is also used by content/v0.2/rules/02-set-up-distance.mdx:3:1: the order of the file names decides: run `npm run renumber -- v0.2` to number the rules 1..n in that order',
    );
  });

  it("a duplicate id: the second file's `id:`, naming the first file and its line", () => {
    const content = broken({ [COLOURS]: set('id', 'players') });
    expectAt(failure(content), content, COLOURS, 2, 1, 'id "players" is also used by content/v0.2/rules/01-players.mdx:2:1: give each rule its own id');
  });

  it('a missing field: the start of the frontmatter, saying which field', () => {
    const content = broken({ [COLOURS]: (t) => t.replace(/^wording: .*\n/m, '') });
    expectAt(failure(content), content, COLOURS, 1, 1, 'field "wording" is missing: must be the rule\'s exact wording');
  });

  it("a value of the wrong type: the key's line", () => {
    const content = broken({ [COLOURS]: set('number', '"x"') });
    expectAt(failure(content), content, COLOURS, 3, 1, 'field "number" is "x": must be a whole number above 0');
  });

  it('a misspelt field: the misspelt key', () => {
    const content = broken({ [COLOURS]: (t) => t.replace(/^summary: .*$/m, '$&\nrelatd: [players]') });
    expectAt(failure(content), content, COLOURS, 8, 1, /^field "relatd" is not a field here: must be one of id, number/);
  });

  it('a section version.yaml does not list: the `section:` key', () => {
    const content = broken({ [COLOURS]: set('section', 'fighting') });
    expectAt(
      failure(content),
      content,
      COLOURS,
      4,
      1,
      'field "section" is "fighting", not a section of v0.2: use one of setup, movement, combat, or add the section to v0.2/version.yaml',
    );
  });

  it('an unknown `related` id: that id in the list', () => {
    const content = broken({ [COLOURS]: (t) => t.replace(/^summary: .*$/m, '$&\nrelated: [players, nowhere]') });
    expectAt(failure(content), content, COLOURS, 8, 20, 'field "related" names "nowhere", which is not a rule of v0.2');
  });

  it('a gap in the numbering: the `number:` of the rule found out of place', () => {
    const content = broken({ [COLOURS]: set('number', '9') });
    expectAt(
      failure(content),
      content,
      'v0.2/rules/04-first-match.mdx',
      3,
      1,
      'rules of v0.2 must be numbered 1..7 without gaps; found 4 at position 3: the order of the file names decides: run `npm run renumber -- v0.2` to number the rules 1..n in that order',
    );
  });

  it('YAML that does not parse: the key whose value the parser was reading, and where it stopped, counted from the top of the file', () => {
    const content = broken({ [COLOURS]: set('title', '[unclosed') });
    expectAt(
      failure(content),
      content,
      COLOURS,
      5,
      1,
      /^frontmatter is not valid YAML: Flow sequence .* end with a \] \(the parser stopped at line 6, column 1\)$/,
    );
  });

  it('a key given twice: the second one', () => {
    const content = broken({ [COLOURS]: (t) => t.replace(/^summary: .*$/m, '$&\ntitle: Again') });
    expectAt(failure(content), content, COLOURS, 8, 1, /^frontmatter is not valid YAML: Map keys must be unique/);
  });

  it('no frontmatter: the first line', () => {
    const content = broken({ [COLOURS]: (t) => t.replace(/^---\n/, '') });
    expectAt(failure(content), content, COLOURS, 1, 1, 'no frontmatter (the file must start with a --- block)');
  });

  it('frontmatter that is not a mapping: its first line', () => {
    const content = broken({ [COLOURS]: () => '---\n- id: colours\n---\nBody.\n' });
    expectAt(failure(content), content, COLOURS, 2, 1, /^the file is \[.*\]: must be the rule frontmatter/);
  });

  it('keeps counting lines right in a file with Windows line ends', () => {
    const content = broken({ [COLOURS]: (t) => set('number', '"x"')(t).replace(/\n/g, '\r\n') });
    expectAt(failure(content), content, COLOURS, 3, 1, 'field "number" is "x": must be a whole number above 0');
  });
});

describe('version.yaml: the error points at the key', () => {
  const VERSION = 'v0.2/version.yaml';

  it('an engine ruleset the engine does not have: `ruleset` inside the flow mapping', () => {
    const content = broken({ [VERSION]: set('engine', '{ ruleset: v0.9, params: {} }') });
    expectAt(failure(content), content, VERSION, 17, 11, 'field "engine.ruleset" is "v0.9": must be one of the engine\'s rulesets: v0.1f, v0.2');
  });

  it("a missing key inside a mapping: the mapping's key", () => {
    const content = broken({ [VERSION]: set('engine', '{ params: {} }') });
    expectAt(failure(content), content, VERSION, 17, 1, 'field "engine.ruleset" is missing: must be one of the engine\'s rulesets: v0.1f, v0.2');
  });

  it('a missing top-level key: the first line', () => {
    const content = broken({ [VERSION]: (t) => t.replace(/^engine: .*\n/m, '') });
    expectAt(failure(content), content, VERSION, 1, 1, /^field "engine" is missing: must be a mapping \{ ruleset, params\?, rulings\? \}/);
  });

  it('a parameter out of range in a block mapping: its key', () => {
    const content = broken({ [VERSION]: set('engine', '\n  ruleset: v0.2\n  params:\n    die: 7') });
    expectAt(failure(content), content, VERSION, 20, 5, 'field "engine.params.die" is 7: must be one of 4, 6, 8, 10, 12, 20');
  });

  it("an id that is not the folder's: the `id:` key", () => {
    const content = broken({ [VERSION]: set('id', 'v0.3') });
    expectAt(failure(content), content, VERSION, 2, 1, 'field "id" is "v0.3" but the folder is "v0.2": make them the same');
  });

  it('YAML that does not parse: the key whose value the parser was reading, and where it stopped', () => {
    const content = broken({ [VERSION]: set('title', '"unclosed') });
    expectAt(failure(content), content, VERSION, 4, 1, 'not valid YAML: Missing closing "quote (the parser stopped at line 18, column 1)');
  });
});

describe('explainers: the error points at the frontmatter key', () => {
  const COUNTING = 'explainers/counting.mdx';

  it('a value of the wrong type', () => {
    const content = broken({ [COUNTING]: set('order', 'first') });
    expectAt(failure(content), content, COUNTING, 4, 1, 'field "order" is "first": must be a whole number above 0 (the reading order)');
  });

  it('a missing field', () => {
    const content = broken({ [COUNTING]: (t) => t.replace(/^description: .*\n/m, '') });
    expectAt(failure(content), content, COUNTING, 1, 1, 'field "description" is missing: must be a one-line description');
  });

  it('a version the catalog does not have: that id in the list', () => {
    const content = broken({ [COUNTING]: set('versions', '[v0.1f, v0.9]') });
    expectAt(failure(content), content, COUNTING, 5, 19, 'field "versions" names "v0.9", which is not a version (versions: v0.1f, v0.2)');
  });

  it('a `version` the catalog does not have', () => {
    const content = broken({ [COUNTING]: (t) => t.replace(/^versions: .*$/m, '$&\nversion: v0.3') });
    expectAt(failure(content), content, COUNTING, 6, 1, 'field "version" is "v0.3", which is not a version (versions: v0.1f, v0.2)');
  });

  it('loads the fixture explainers in reading order', () => {
    const content = broken({});
    expect(loadExplainers(content, loadCatalog(content)).map((e) => [e.slug, e.order, e.versions])).toEqual([
      ['counting', 1, ['v0.1f']],
      ['rulings', 2, ['v0.1f', 'v0.2']],
    ]);
  });
});

describe('errors about folders, not files', () => {
  it('a missing content folder has no line to point at', () => {
    const error = (() => {
      try {
        loadCatalog('/nowhere/content');
      } catch (e) {
        return e as CatalogError;
      }
    })();
    expect(error).toBeInstanceOf(CatalogError);
    expect(error!.message).toBe('/nowhere/content: content folder not found');
    expect(error!.loc).toBeUndefined();
  });
});
