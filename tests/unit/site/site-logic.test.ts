import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../src/catalog/catalog.ts';
import type { VersionMeta } from '../../../src/catalog/catalog.ts';
import type { VersionStatus } from '../../../src/catalog/schema.ts';
import { aliasTarget, currentVersion, preferredVersions } from '../../../src/site/catalog.ts';
import { changeFromPrevious, compareVersions, laterChanges, versionPairs } from '../../../src/catalog/compare.ts';
import { suggestRules, type RuleIndex } from '../../../src/site/not-found.ts';
import { explainerAlias, explainerRoutes, idAliasRoutes, numberAliasRoutes, ruleByVersion } from '../../../src/site/routes.ts';
import { nearestNumbers, nearestWords } from '../../../src/shared/suggest.ts';
import { emphasisSegments, plainText } from '../../../src/shared/emphasis.ts';

const catalog = loadCatalog(fileURLToPath(new URL('./fixtures/content/', import.meta.url)));

describe('emphasis', () => {
  it('splits *asterisk* emphasis and drops it for comparison', () => {
    expect(emphasisSegments('The *first* Match')).toEqual([
      { text: 'The ', em: false },
      { text: 'first', em: true },
      { text: ' Match', em: false },
    ]);
    expect(emphasisSegments('5 * 2 is 10')).toEqual([{ text: '5 * 2 is 10', em: false }]);
    expect(plainText("the Match is '*Resolved*',  and")).toBe("the Match is 'Resolved', and");
  });
});

describe('suggestions', () => {
  it('finds near words and numbers', () => {
    expect(nearestWords('move-actoin', ['move-action', 'wait-action', 'players'])).toEqual(['move-action']);
    expect(nearestWords('move', ['move-action', 'players'])).toEqual(['move-action']);
    expect(nearestWords('zzzzzz', ['move-action'])).toEqual([]);
    expect(nearestNumbers(45, [1, 2, 38, 37, 36, 35])).toEqual([38, 37, 36]);
  });
});

describe('compareVersions', () => {
  const diff = compareVersions(catalog, 'v0.1f', 'v0.2');

  it('matches rules by stable id: added, removed, renumbered, reworded', () => {
    expect(diff.added.map((r) => r.id)).toEqual(['colours']);
    expect(diff.removed.map((r) => r.id)).toEqual(['off-table']);
    const changed = Object.fromEntries(diff.changed.map((c) => [c.id, { renumbered: c.renumbered, reworded: c.reworded }]));
    expect(changed).toEqual({
      'first-match': { renumbered: true, reworded: false },
      'wait-action': { renumbered: true, reworded: false },
      'move-action': { renumbered: true, reworded: true },
      'defence-test': { renumbered: false, reworded: true },
    });
    expect(diff.unchanged.map((r) => r.id)).toEqual(['players', 'set-up-distance']);
  });

  it('diffs words, outcomes by label', () => {
    const move = diff.changed.find((c) => c.id === 'move-action')!;
    expect(move.wording.filter((p) => p.change !== 'same').map((p) => [p.change, p.text.trim()])).toEqual([
      ['removed', 'on the tabletop'],
      ['added', 'using a ruler'],
    ]);
    const defence = diff.changed.find((c) => c.id === 'defence-test')!;
    expect(defence.outcomes.map((o) => o.label)).toEqual(['a', 'b']);
    expect(defence.outcomes[0]!.parts.some((p) => p.change === 'added' && p.text.includes('Defender'))).toBe(true);
  });

  it('lists every ordered pair of versions', () => {
    expect(versionPairs(catalog).map(([a, b]) => `${a.id}...${b.id}`)).toEqual(['v0.1f...v0.2', 'v0.2...v0.1f']);
  });

  it('marks later changes for a rule page', () => {
    const later = (id: string) => laterChanges(catalog, catalog.rule('v0.1f', id)!).map((c) => ({ v: c.version.id, in: !!c.rule, reworded: c.reworded }));
    expect(later('move-action')).toEqual([{ v: 'v0.2', in: true, reworded: true }]);
    expect(later('off-table')).toEqual([{ v: 'v0.2', in: false, reworded: false }]);
    expect(later('players')).toEqual([]);
  });

  it('says how a rule differs from the version before', () => {
    const prev = (id: string) => {
      const c = changeFromPrevious(catalog, catalog.rule('v0.2', id)!);
      return c && { v: c.version.id, in: !!c.rule, reworded: c.reworded, renumbered: c.renumbered };
    };
    expect(prev('colours')).toEqual({ v: 'v0.1f', in: false, reworded: false, renumbered: false });
    expect(prev('first-match')).toEqual({ v: 'v0.1f', in: true, reworded: false, renumbered: true });
    expect(prev('players')).toBeUndefined();
    expect(changeFromPrevious(catalog, catalog.rule('v0.1f', 'players')!)).toBeUndefined();
  });
});

describe('short addresses', () => {
  it('lead to the newest published version that has the rule, never silently to the reconstructed one', () => {
    expect(catalog.version('v0.2')?.status).toBe('reconstructed');
    expect(currentVersion(catalog).id).toBe('v0.1f');
    expect(aliasTarget(catalog, 6)).toMatchObject({ version: 'v0.1f', id: 'off-table' });
    // Only the reconstructed version has this rule, so only there can the address lead.
    expect(aliasTarget(catalog, 'colours')).toMatchObject({ version: 'v0.2', number: 3 });
    expect(numberAliasRoutes(catalog).map((r) => r.number)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(idAliasRoutes(catalog).find((r) => r.id === 'off-table')?.target.version).toBe('v0.1f');
    expect(idAliasRoutes(catalog).find((r) => r.id === 'move-action')?.target).toMatchObject({ version: 'v0.1f', number: 5 });
  });

  it('rank versions by status (published, reconstructed, draft), newest first within each: data, not version names', () => {
    const version = (id: string, status: VersionStatus) => ({ ...catalog.version('v0.1f')!, id, status });
    const ranked = (...vs: VersionMeta[]) => preferredVersions({ ...catalog, versions: vs }).map((v) => v.id);
    expect(ranked(version('a', 'published'), version('b', 'reconstructed'), version('c', 'draft'), version('d', 'published'))).toEqual(['d', 'a', 'b', 'c']);
    expect(ranked(version('a', 'draft'), version('b', 'reconstructed'))).toEqual(['b', 'a']);
    expect(ranked(version('a', 'draft'), version('b', 'draft'))).toEqual(['b', 'a']);
  });

  it('give each forwarding page the same rule in every version that has it, for a remembered version', () => {
    expect(ruleByVersion(catalog, 5)).toEqual({ 'v0.1f': '/v0.1f/rules/5/', 'v0.2': '/v0.2/rules/5/' });
    expect(ruleByVersion(catalog, 'move-action')).toEqual({ 'v0.1f': '/v0.1f/rules/5/', 'v0.2': '/v0.2/rules/6/' });
    expect(ruleByVersion(catalog, 'colours')).toEqual({ 'v0.2': '/v0.2/rules/3/' });
  });

  it('publish an explainer once per version it applies to; /explainers/<slug>/ leads to the published one', () => {
    const explainers = [
      { slug: 'both', versions: ['v0.1f', 'v0.2'] },
      { slug: 'new', versions: ['v0.2'] },
      { slug: 'any', versions: [] },
    ];
    expect(explainerRoutes(catalog, explainers).map(({ version, explainer }) => `${version.id}/${explainer.slug}`)).toEqual([
      'v0.1f/both',
      'v0.2/both',
      'v0.2/new',
      'v0.1f/any',
      'v0.2/any',
    ]);
    expect(explainerAlias(catalog, explainers[0]!)).toMatchObject({
      to: '/v0.1f/explainers/both/',
      byVersion: { 'v0.1f': '/v0.1f/explainers/both/', 'v0.2': '/v0.2/explainers/both/' },
    });
    expect(explainerAlias(catalog, explainers[1]!).to).toBe('/v0.2/explainers/new/');
  });
});

describe('404 suggestions', () => {
  const index: RuleIndex = {
    versions: ['v0.2', 'v0.1f'].map((id) => ({ id, rules: catalog.rules(id).map((r) => ({ number: r.number, id: r.id, title: r.title })) })),
  };

  it('offers the nearest numbers for a missing rule number', () => {
    expect(suggestRules('/rules/45/', index)).toEqual({
      asked: 'rule 45 in v0.2',
      links: [
        { href: '/v0.2/rules/7/', text: 'Rule 7: Martial Art Test (v0.2)' },
        { href: '/v0.2/rules/6/', text: 'Rule 6: Move (v0.2)' },
        { href: '/v0.2/rules/5/', text: 'Rule 5: Wait (v0.2)' },
      ],
    });
    expect(suggestRules('/v0.1f/rules/rule-9/', index)?.links[0]?.href).toBe('/v0.1f/rules/7/');
  });

  it('fuzzy-matches ids and titles', () => {
    expect(suggestRules('/r/move-actoin/', index)?.links[0]?.href).toBe('/v0.2/rules/6/');
    expect(suggestRules('/v0.1f/rules/off-the-tabel/', index)?.links[0]?.href).toBe('/v0.1f/rules/6/');
    expect(suggestRules('/r/martial%20art/', index)?.links[0]?.href).toBe('/v0.2/rules/7/');
  });

  it('falls back to the newest version for an unknown one, and ignores other addresses', () => {
    expect(suggestRules('/v9/rules/3/', index)?.asked).toBe('rule 3 in v0.2 (there is no version v9)');
    expect(suggestRules('/glossary/nope/', index)).toBeNull();
    expect(suggestRules('/v0.2/r/move/', index)).toBeNull();
  });
});
