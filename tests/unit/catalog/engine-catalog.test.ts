// The engine cites stable rule ids; the catalog (content/) gives them numbers. They must agree.
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../src/catalog/catalog.ts';
import { RULESETS, RULESET_IDS, READINGS } from '../../../src/engine/index.ts';
import { ruleSchema, versionSchema } from '../../../src/catalog/schema.ts';
import { mkdtempSync, mkdirSync, writeFileSync, cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { parseDocument } from 'yaml';

const catalog = loadCatalog();

describe('engine and catalog', () => {
  it('each version names the engine ruleset that plays it, with no changed parameters', () => {
    expect(catalog.versions.map((v) => [v.id, v.engine])).toEqual([
      ['v0.1f', { ruleset: 'v0.1f', params: {}, rulings: {} }],
      ['v0.2', { ruleset: 'v0.2', params: {}, rulings: {} }],
    ]);
  });

  for (const v of catalog.versions) {
    it(`every rule ${v.engine.ruleset} cites exists in content/${v.id}, which it plays`, () => {
      const cited = new Set(Object.values(RULESETS[v.engine.ruleset].cite).flat());
      const missing = [...cited].filter((rule) => !catalog.rule(v.id, rule));
      expect(missing).toEqual([]);
    });
  }

  for (const id of RULESET_IDS) {
    it(`${id} names Combatants A and Z as its sheet does`, () => {
      const terms = catalog.version(id)!.terms;
      expect({ a: RULESETS[id].terms.a, z: RULESETS[id].terms.z }).toEqual(terms);
    });
  }

  it('every reading names rules that exist in v0.1f', () => {
    for (const ruling of READINGS) for (const rule of ruling.rules) expect(catalog.rule('v0.1f', rule), `${ruling.id} → ${rule}`).toBeDefined();
  });

  it('resolves a stable id to each version’s own number', () => {
    expect(catalog.numberOf('v0.1f', 'move-action')).toBe(25);
    expect(catalog.numberOf('v0.2', 'move-action')).toBe(26);
    expect(catalog.numberOf('v0.2', 'counter-defence-test')).toBeUndefined();
    expect(catalog.rule('v0.1f', 25)?.id).toBe('move-action');
  });
});

describe('catalog errors name the file, its line and column, and the field', () => {
  function brokenCopy(edit: (dir: string) => void): string {
    const dir = mkdtempSync(join(tmpdir(), 'sow-catalog-'));
    cpSync(join(catalog.root, 'content', 'v0.1f'), join(dir, 'content', 'v0.1f'), { recursive: true });
    edit(join(dir, 'content'));
    return join(dir, 'content');
  }

  it('rejects a rule whose number is taken', () => {
    const content = brokenCopy((c) =>
      writeFileSync(join(c, 'v0.1f/rules/99-extra.mdx'), '---\nid: extra\nnumber: 25\nsection: combat\ntitle: "X"\nwording: "X"\nsummary: "X"\n---\n'),
    );
    expect(() => loadCatalog(content)).toThrowError(
      /^content\/v0\.1f\/rules\/99-extra\.mdx:3:1: number 25 is also used by content\/v0\.1f\/rules\/25-move-action\.mdx:3:1: the order of the file names decides: run `npm run renumber -- v0\.1f` to number the rules 1\.\.n in that order$/,
    );
  });

  it('rejects a missing field', () => {
    const content = brokenCopy((c) =>
      writeFileSync(join(c, 'v0.1f/rules/39-extra.mdx'), '---\nid: extra\nnumber: 39\nsection: combat\ntitle: "X"\nsummary: "X"\n---\n'),
    );
    expect(() => loadCatalog(content)).toThrowError('content/v0.1f/rules/39-extra.mdx:1:1: field "wording" is missing: must be the rule\'s exact wording');
  });

  it("rejects a rule whose number is not a number, with the schema's own message (the one Astro's content config shows)", () => {
    const content = brokenCopy((c) =>
      writeFileSync(join(c, 'v0.1f/rules/39-extra.mdx'), '---\nid: extra\nnumber: "x"\nsection: combat\ntitle: "X"\nwording: "X"\nsummary: "X"\n---\n'),
    );
    const schema = ruleSchema.safeParse({ id: 'extra', number: 'x', section: 'combat', title: 'X', wording: 'X', summary: 'X' });
    expect(schema.error?.issues.map((i) => [i.path, i.message])).toEqual([[['number'], 'must be a whole number above 0']]);
    expect(() => loadCatalog(content)).toThrowError('content/v0.1f/rules/39-extra.mdx:3:1: field "number" is "x": must be a whole number above 0');
  });

  it('rejects a misspelt field instead of ignoring it', () => {
    const content = brokenCopy((c) =>
      writeFileSync(
        join(c, 'v0.1f/rules/39-extra.mdx'),
        '---\nid: extra\nnumber: 39\nsection: combat\ntitle: "X"\nwording: "X"\nsummary: "X"\nrelatd: [move-action]\n---\n',
      ),
    );
    expect(() => loadCatalog(content)).toThrowError(
      /39-extra\.mdx:8:1: field "relatd" is not a field here: must be one of id, number, section, title, wording, outcomes, related, rulings, summary, review$/,
    );
  });

  it('rejects a section that version.yaml does not list', () => {
    const content = brokenCopy((c) =>
      writeFileSync(join(c, 'v0.1f/rules/39-extra.mdx'), '---\nid: extra\nnumber: 39\nsection: fighting\ntitle: "X"\nwording: "X"\nsummary: "X"\n---\n'),
    );
    expect(() => loadCatalog(content)).toThrowError(
      /39-extra\.mdx:4:1: field "section" is "fighting", not a section of v0\.1f: use one of you-need, set-up, turn-organisation, movement, combat, or add the section to v0\.1f\/version\.yaml$/,
    );
  });

  it('rejects an unknown related rule', () => {
    const content = brokenCopy((c) => {
      mkdirSync(join(c, 'v0.1f/rules'), { recursive: true });
      writeFileSync(
        join(c, 'v0.1f/rules/39-extra.mdx'),
        '---\nid: extra\nnumber: 39\nsection: combat\ntitle: "X"\nwording: "X"\nsummary: "X"\nrelated: [nowhere]\n---\n',
      );
    });
    expect(() => loadCatalog(content)).toThrowError(/39-extra\.mdx:8:11: field "related" names "nowhere", which is not a rule of v0\.1f/);
  });
});

describe('version.yaml names the engine ruleset that plays the version', () => {
  /** A copy of content/v0.1f whose version.yaml has `engine` replaced (undefined: removed). */
  function withEngine(engine: unknown): string {
    const dir = mkdtempSync(join(tmpdir(), 'sow-catalog-'));
    const content = join(dir, 'content');
    cpSync(join(catalog.root, 'content', 'v0.1f'), join(content, 'v0.1f'), { recursive: true });
    const path = join(content, 'v0.1f', 'version.yaml');
    const doc = parseDocument(readFileSync(path, 'utf8'));
    if (engine === undefined) doc.delete('engine');
    else doc.set('engine', engine);
    writeFileSync(path, doc.toString());
    return content;
  }

  it('refuses a version without `engine`: no silent fallback to v0.1f', () => {
    expect(() => loadCatalog(withEngine(undefined))).toThrowError(
      'content/v0.1f/version.yaml:1:1: field "engine" is missing: must be a mapping { ruleset, params?, rulings? } naming the engine ruleset that plays this version (one of v0.1f, v0.2) and any parameter or reading defaults it changes',
    );
  });

  it('refuses a ruleset the engine does not have, listing the ones it has', () => {
    expect(() => loadCatalog(withEngine({ ruleset: 'v0.9' }))).toThrowError(
      `content/v0.1f/version.yaml:25:3: field "engine.ruleset" is "v0.9": must be one of the engine's rulesets: ${RULESET_IDS.join(', ')}`,
    );
    expect(() => loadCatalog(withEngine({ params: {} }))).toThrowError(
      /^content\/v0\.1f\/version\.yaml:24:1: field "engine\.ruleset" is missing: must be one of the engine's rulesets: v0\.1f, v0\.2$/,
    );
  });

  it("refuses a parameter out of the engine's range, an unknown one and a misspelt `params`", () => {
    expect(() => loadCatalog(withEngine({ ruleset: 'v0.1f', params: { die: 7 } }))).toThrowError(
      'content/v0.1f/version.yaml:27:5: field "engine.params.die" is 7: must be one of 4, 6, 8, 10, 12, 20',
    );
    expect(() => loadCatalog(withEngine({ ruleset: 'v0.1f', params: { dice: 10 } }))).toThrowError(
      /version\.yaml:27:5: field "engine\.params\.dice" is not an engine parameter: must be one of actions, move, die, fails-on, table, deploy-depth, base$/,
    );
    expect(() => loadCatalog(withEngine({ ruleset: 'v0.1f', params: { die: 6, 'fails-on': 8 } }))).toThrowError(
      /version\.yaml:28:5: field "engine\.params\.fails-on" does not fit the other parameters: 8 is out of range: a whole number from 2 to the die \(6\)$/,
    );
    expect(() => loadCatalog(withEngine({ ruleset: 'v0.1f', param: { die: 10 } }))).toThrowError(
      /version\.yaml:26:3: field "engine\.param" is not a field here: must be one of ruleset, params, rulings$/,
    );
  });

  it('loads the parameters a version changes as given, the table as {width, depth}', () => {
    expect(loadCatalog(withEngine({ ruleset: 'v0.1f', params: { die: 10 } })).version('v0.1f')!.engine).toEqual({
      ruleset: 'v0.1f',
      params: { die: 10 },
      rulings: {},
    });
    expect(loadCatalog(withEngine({ ruleset: 'v0.2', params: { table: '18x12' } })).version('v0.1f')!.engine).toEqual({
      ruleset: 'v0.2',
      params: { table: { width: 18, depth: 12 } },
      rulings: {},
    });
    expect(loadCatalog(withEngine({ ruleset: 'v0.1f' })).version('v0.1f')!.engine).toEqual({ ruleset: 'v0.1f', params: {}, rulings: {} });
  });

  it('is checked by the same schema the catalog uses', () => {
    const meta = versionSchema.parse(parseDocument(readFileSync(join(catalog.root, 'content/v0.2/version.yaml'), 'utf8')).toJS());
    expect(meta.engine).toEqual(catalog.version('v0.2')!.engine);
  });
});

describe("one schema for Astro's content config and the catalog", () => {
  it('src/content.config.ts validates rules, explainers and WarSpike pages with ruleSchema, explainerSchema and warspikePageSchema from src/catalog/schema.ts', () => {
    const config = readFileSync(join(catalog.root, 'src/content.config.ts'), 'utf8');
    expect(config).toMatch(/^import \{ explainerSchema, ruleSchema, warspikePageSchema \} from '\.\/catalog\/schema\.ts';$/m);
    expect(config).toMatch(/^ {2}schema: ruleSchema,$/m);
    expect(config).toMatch(/^ {2}schema: explainerSchema,$/m);
    expect(config).toMatch(/^ {2}schema: warspikePageSchema,$/m);
  });
});
