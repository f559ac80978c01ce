// The engine cites stable rule ids; the catalog (content/) gives them numbers. They must agree.
import { describe, expect, it } from 'vitest';
import { loadCatalog, CatalogError } from '../../../src/catalog/catalog.ts';
import { RULESETS, RULESET_IDS, RULINGS } from '../../../src/engine/index.ts';
import { mkdtempSync, mkdirSync, writeFileSync, cpSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';

const catalog = loadCatalog();

describe('engine and catalog', () => {
  for (const id of RULESET_IDS) {
    it(`every rule ${id} cites exists in content/${id}`, () => {
      const cited = new Set(Object.values(RULESETS[id].cite).flat());
      const missing = [...cited].filter((rule) => !catalog.rule(id, rule));
      expect(missing).toEqual([]);
    });

    it(`${id} names Combatants A and Z as its sheet does`, () => {
      const terms = catalog.version(id)!.terms;
      expect({ a: RULESETS[id].terms.a, z: RULESETS[id].terms.z }).toEqual(terms);
    });
  }

  it('every ruling names rules that exist in v0.1f', () => {
    for (const ruling of RULINGS) for (const rule of ruling.rules) expect(catalog.rule('v0.1f', rule), `${ruling.id} → ${rule}`).toBeDefined();
  });

  it('resolves a stable id to each version’s own number', () => {
    expect(catalog.numberOf('v0.1f', 'move-action')).toBe(25);
    expect(catalog.numberOf('v0.2', 'move-action')).toBe(26);
    expect(catalog.numberOf('v0.2', 'counter-defence-test')).toBeUndefined();
    expect(catalog.rule('v0.1f', 25)?.id).toBe('move-action');
  });
});

describe('catalog errors name the file and the field', () => {
  function brokenCopy(edit: (dir: string) => void): string {
    const dir = mkdtempSync(join(tmpdir(), 'sow-catalog-'));
    cpSync(join(catalog.root, 'content', 'v0.1f'), join(dir, 'content', 'v0.1f'), { recursive: true });
    edit(join(dir, 'content'));
    return join(dir, 'content');
  }

  it('rejects a rule whose number is taken', () => {
    const content = brokenCopy((c) => writeFileSync(join(c, 'v0.1f/rules/99-extra.mdx'), '---\nid: extra\nnumber: 25\nsection: combat\ntitle: "X"\nwording: "X"\nsummary: "X"\n---\n'));
    expect(() => loadCatalog(content)).toThrowError(/content\/v0\.1f\/rules\/(25-move-action|99-extra)\.mdx: number 25 is also used by/);
  });

  it('rejects a missing field', () => {
    const content = brokenCopy((c) => writeFileSync(join(c, 'v0.1f/rules/39-extra.mdx'), '---\nid: extra\nnumber: 39\nsection: combat\ntitle: "X"\nsummary: "X"\n---\n'));
    expect(() => loadCatalog(content)).toThrowError(new CatalogError('content/v0.1f/rules/39-extra.mdx: field "wording" is missing: must be the rule\'s exact wording'));
  });

  it('rejects an unknown related rule', () => {
    const content = brokenCopy((c) => {
      mkdirSync(join(c, 'v0.1f/rules'), { recursive: true });
      writeFileSync(join(c, 'v0.1f/rules/39-extra.mdx'), '---\nid: extra\nnumber: 39\nsection: combat\ntitle: "X"\nwording: "X"\nsummary: "X"\nrelated: [nowhere]\n---\n');
    });
    expect(() => loadCatalog(content)).toThrowError(/39-extra\.mdx: field "related" names "nowhere", which is not a rule of v0\.1f/);
  });
});
