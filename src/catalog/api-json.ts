// The static JSON files for other tools (/api/<version>/rules.json, /api/rules/<id>.json), built from
// the catalog. Their shape is documented in the README ("For other tools and for subscribers"); change
// it only by adding fields.
import type { Catalog, RuleEntry, VersionStatus } from './catalog.ts';
import type { DesignerRuling } from './designer-rulings.ts';
import { apiRuling, rulingAnchor, rulingsOn, type ApiRuling } from './ruling-view.ts';
import { ruleHistory, type ChangeKind } from './history.ts';
import { absoluteUrl, urls } from '../shared/urls.ts';

/** One rule as /api/<version>/rules.json gives it: the designer's text exactly as the catalog holds it. */
export interface ApiRule {
  number: number;
  id: string;
  section: string;
  title: string;
  /** Exactly as published, *asterisk* emphasis included. */
  wording: string;
  /** The rule's a)/b) outcomes, exactly as published; empty for most rules. */
  outcomes: Array<{ label: string; text: string }>;
  summary: string;
  /** The rule's page, absolute on the published site. */
  url: string;
  /** The designer's published rulings on the rule in this version, newest change first; withdrawn ones included, marked. */
  rulings: ApiRuling[];
}

/** One version's line in /api/rules/<id>.json; a version without the rule has null for the rule's fields. */
export interface ApiHistoryStep {
  version: string;
  status: VersionStatus;
  number: number | null;
  title: string | null;
  wording: string | null;
  outcomes: Array<{ label: string; text: string }> | null;
  url: string | null;
  /** Against the version just before; empty when nothing changed (see ChangeKind in ./history.ts). */
  changes: ChangeKind[];
  /** The designer's published rulings on the rule in this version (empty where the version lacks it). */
  rulings: ApiRuling[];
}

export interface ApiRuleHistory {
  id: string;
  title: string;
  /** The history page. */
  url: string;
  /** Every version, oldest first. */
  versions: ApiHistoryStep[];
}

function apiRule(rule: RuleEntry, site: string | URL, rulings: readonly DesignerRuling[]): ApiRule {
  const page = absoluteUrl(urls.rule(rule.version, rule.number), site);
  return {
    number: rule.number,
    id: rule.id,
    section: rule.section,
    title: rule.title,
    wording: rule.wording,
    outcomes: rule.outcomes.map(({ label, text }) => ({ label, text })),
    summary: rule.summary,
    url: page,
    rulings: rulingsOn(rulings, rule.id, rule.version).map((r) => apiRuling(r, `${page}#${rulingAnchor(r)}`)),
  };
}

/** /api/<version>/rules.json: the version's rules in number order. */
export function versionRulesJson(catalog: Catalog, version: string, site: string | URL, rulings: readonly DesignerRuling[] = []): ApiRule[] {
  return catalog.rules(version).map((rule) => apiRule(rule, site, rulings));
}

/** /api/rules/<id>.json */
export function ruleHistoryJson(catalog: Catalog, id: string, site: string | URL, rulings: readonly DesignerRuling[] = []): ApiRuleHistory {
  const history = ruleHistory(catalog, id);
  return {
    id,
    title: history.latest.title,
    url: absoluteUrl(urls.ruleHistory(id), site),
    versions: history.steps.map(({ version, rule, changes }) => {
      const shown = rule ? apiRule(rule, site, rulings) : undefined;
      return {
        version: version.id,
        status: version.status,
        number: shown?.number ?? null,
        title: shown?.title ?? null,
        wording: shown?.wording ?? null,
        outcomes: shown?.outcomes ?? null,
        url: shown?.url ?? null,
        changes,
        rulings: shown?.rulings ?? [],
      };
    }),
  };
}

/** The files' text: indented, so a reader can open them in a browser too. */
export function jsonResponse(value: unknown): Response {
  return new Response(JSON.stringify(value, null, 2) + '\n', { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}
