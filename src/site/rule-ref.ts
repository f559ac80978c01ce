// What an explainer's :rule reference shows on one version's page (RuleRef.astro renders it): the rule
// by stable id in the page's version, or in the version the reference is pinned to, then named.
import type { Catalog } from '../catalog/catalog.ts';
import type { RuleRefProps } from '../markdown/directive-components.ts';
import { urls } from '../shared/urls.ts';

export interface RuleRefView {
  href: string;
  title: string;
  /** "rule 5", "Rule 5", or "rule 34 (v0.1f)" when pinned to another version. */
  text: string;
}

export function ruleRefView(catalog: Catalog, { rule: id, word, v }: RuleRefProps, pageVersion: string): RuleRefView {
  const version = v ?? pageVersion;
  const rule = catalog.rule(version, id);
  // remark-sow has checked every version the explainer is published in; this is the last guard.
  if (!rule) throw new Error(`:rule[${id}]: ${version} has no rule "${id}" (an explainer published in ${pageVersion})`);
  return { href: urls.rule(version, rule.number), title: rule.title, text: `${word} ${rule.number}${version === pageVersion ? '' : ` (${version})`}` };
}
