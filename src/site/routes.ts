// Every published address, computed from the catalog: pages' getStaticPaths use these, and a unit test
// checks that adding a version only ever adds addresses (the printed sheets link to them for good).
import type { Catalog, RuleEntry, VersionMeta } from '../catalog/catalog.ts';
import { aliasTarget } from './catalog.ts';
import { versionPairs } from './compare.ts';
import { urls } from './urls.ts';

export function sheetRoutes(catalog: Catalog): Array<{ version: VersionMeta }> {
  return catalog.versions.map((version) => ({ version }));
}

export function ruleRoutes(catalog: Catalog): Array<{ rule: RuleEntry }> {
  return catalog.versions.flatMap((v) => catalog.rules(v.id).map((rule) => ({ rule })));
}

/** /rules/<n>/ for every number any version has, leading to the preferred version that has it. */
export function numberAliasRoutes(catalog: Catalog): Array<{ number: number; target: RuleEntry }> {
  const numbers = new Set(catalog.versions.flatMap((v) => catalog.rules(v.id).map((r) => r.number)));
  return [...numbers].sort((a, b) => a - b).map((number) => ({ number, target: aliasTarget(catalog, number)! }));
}

/** Every stable id any version has, sorted. */
export function ruleIds(catalog: Catalog): string[] {
  return [...new Set(catalog.versions.flatMap((v) => catalog.rules(v.id).map((r) => r.id)))].sort();
}

/** /r/<id>/ for every stable id any version has. */
export function idAliasRoutes(catalog: Catalog): Array<{ id: string; target: RuleEntry }> {
  return ruleIds(catalog).map((id) => ({ id, target: aliasTarget(catalog, id)! }));
}

export function compareRoutes(catalog: Catalog): Array<{ from: VersionMeta; to: VersionMeta }> {
  return versionPairs(catalog).map(([from, to]) => ({ from, to }));
}

/** All addresses that depend on content, for the stability test and the docs. */
export function contentAddresses(catalog: Catalog, explainerSlugs: readonly string[] = []): string[] {
  return [
    ...sheetRoutes(catalog).map(({ version }) => urls.sheet(version.id)),
    ...ruleRoutes(catalog).map(({ rule }) => urls.rule(rule.version, rule.number)),
    ...numberAliasRoutes(catalog).map(({ number }) => urls.ruleAlias(number)),
    ...idAliasRoutes(catalog).map(({ id }) => urls.ruleById(id)),
    ...compareRoutes(catalog).map(({ from, to }) => urls.compare(from.id, to.id)),
    ...explainerSlugs.map((slug) => urls.explainer(slug)),
    ...ruleIds(catalog).map((id) => urls.ruleHistory(id)),
    ...catalog.versions.map((v) => urls.apiRules(v.id)),
    ...ruleIds(catalog).map((id) => urls.apiRuleHistory(id)),
    urls.feed,
  ];
}
