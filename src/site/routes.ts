// Every published address, computed from the catalog: pages' getStaticPaths use these, and a unit test
// checks that adding a version only ever adds addresses (the printed sheets link to them for good).
import type { Catalog, RuleEntry, VersionMeta } from '../catalog/catalog.ts';
import { aliasTarget, preferredVersions } from './catalog.ts';
import { versionPairs } from '../catalog/compare.ts';
import { resolveVersionRules } from '../catalog/version-rules.ts';
import { generatePractice } from './practice/questions.ts';
import { urls } from '../shared/urls.ts';

export function sheetRoutes(catalog: Catalog): Array<{ version: VersionMeta }> {
  return catalog.versions.map((version) => ({ version }));
}

export function ruleRoutes(catalog: Catalog): Array<{ rule: RuleEntry }> {
  return catalog.versions.flatMap((v) => catalog.rules(v.id).map((rule) => ({ rule })));
}

/** The page of rule `ref` (a number or stable id) in each version that has it: where a forwarding page sends a reader who chose a version. */
export function ruleByVersion(catalog: Catalog, ref: string | number): Record<string, string> {
  return Object.fromEntries(
    catalog.versions.flatMap((v) => {
      const rule = catalog.rule(v.id, ref);
      return rule ? [[v.id, urls.rule(v.id, rule.number)]] : [];
    }),
  );
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

/** An explainer as routes need it: its slug and its frontmatter `versions` and `except`. */
export interface ExplainerRef {
  slug: string;
  versions: readonly string[];
  except?: readonly string[];
}

/**
 * The versions an explainer is published in, oldest first: those it lists, or, if it lists none, every
 * version but those it excepts (so a new draft gets every explainer that is not about particular versions).
 */
export function explainerVersions(catalog: Catalog, listed: readonly string[], except: readonly string[] = []): VersionMeta[] {
  return catalog.versions.filter((v) => (listed.length === 0 || listed.includes(v.id)) && !except.includes(v.id));
}

/** /<version>/explainers/<slug>/: each explainer once per version it applies to, with that version's numbers. */
export function explainerRoutes<E extends ExplainerRef>(catalog: Catalog, explainers: readonly E[]): Array<{ version: VersionMeta; explainer: E }> {
  return explainers.flatMap((explainer) => explainerVersions(catalog, explainer.versions, explainer.except).map((version) => ({ version, explainer })));
}

/** What /explainers/<slug>/ leads to: the explainer in the preferred version it is published in, and its page in each version. */
export function explainerAlias(catalog: Catalog, explainer: ExplainerRef): { to: string; version: VersionMeta; byVersion: Record<string, string> } {
  const versions = explainerVersions(catalog, explainer.versions, explainer.except);
  const version = preferredVersions(catalog).find((v) => versions.includes(v))!;
  const byVersion = Object.fromEntries(versions.map((v) => [v.id, urls.versionExplainer(v.id, explainer.slug)]));
  return { to: urls.versionExplainer(version.id, explainer.slug), version, byVersion };
}

/** All addresses that depend on content, for the stability test and the docs. */
export function contentAddresses(catalog: Catalog, explainers: readonly ExplainerRef[] = []): string[] {
  return [
    ...sheetRoutes(catalog).map(({ version }) => urls.sheet(version.id)),
    ...sheetRoutes(catalog).map(({ version }) => urls.rules(version.id)),
    ...ruleRoutes(catalog).map(({ rule }) => urls.rule(rule.version, rule.number)),
    ...numberAliasRoutes(catalog).map(({ number }) => urls.ruleAlias(number)),
    ...idAliasRoutes(catalog).map(({ id }) => urls.ruleById(id)),
    ...compareRoutes(catalog).map(({ from, to }) => urls.compare(from.id, to.id)),
    ...explainers.map((e) => urls.explainer(e.slug)),
    ...explainerRoutes(catalog, explainers).map(({ version, explainer }) => urls.versionExplainer(version.id, explainer.slug)),
    ...ruleIds(catalog).map((id) => urls.ruleHistory(id)),
    ...catalog.versions.map((v) => urls.apiRules(v.id)),
    ...ruleIds(catalog).map((id) => urls.apiRuleHistory(id)),
    urls.feed,
    ...practiceAddresses(catalog),
  ];
}

/** Each version's practice: its index, its sets and its questions (whose ids come from their content). */
export function practiceAddresses(catalog: Catalog): string[] {
  return catalog.versions.flatMap((v) => {
    // The sheet's own practice (no ruling): an address, once published, stays whatever is ruled later.
    const practice = generatePractice(catalog, resolveVersionRules(catalog, [], v.id));
    return [...practice.sets.map((s) => s.href), ...practice.questions.map((q) => urls.practiceQuestion(v.id, q.id))];
  });
}
