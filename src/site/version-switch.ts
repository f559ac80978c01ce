// What the header's version switch offers on a versioned page: the same page in each version, by the
// rule's stable id (or the same explainer); where a version has no such page, that version's sheet.
import type { Catalog, RuleEntry, VersionMeta } from '../catalog/catalog.ts';
import type { VersionStatus } from '../catalog/schema.ts';
import { urls } from '../shared/urls.ts';

export interface VersionChoice {
  version: string;
  status: VersionStatus;
  href: string;
  /** What the link leads to in that version: "rule 26", or "not in this version: its sheet". */
  what: string;
}

export interface VersionSwitchProps {
  /** The page's own version. */
  current: string;
  choices: VersionChoice[];
}

const choice = (version: VersionMeta, href: string, what: string): VersionChoice => ({ version: version.id, status: version.status, href, what });
const elsewhere = (version: VersionMeta) => choice(version, urls.sheet(version.id), 'not in this version: its sheet');

export function ruleSwitch(catalog: Catalog, rule: RuleEntry): VersionSwitchProps {
  return {
    current: rule.version,
    choices: catalog.versions.map((v) => {
      const same = catalog.rule(v.id, rule.id);
      return same ? choice(v, urls.rule(v.id, same.number), `rule ${same.number}`) : elsewhere(v);
    }),
  };
}

export function sheetSwitch(catalog: Catalog, version: string): VersionSwitchProps {
  return { current: version, choices: catalog.versions.map((v) => choice(v, urls.sheet(v.id), 'the whole sheet')) };
}

/** `published`: the versions the explainer has a page in. */
export function explainerSwitch(catalog: Catalog, slug: string, version: string, published: readonly string[]): VersionSwitchProps {
  return {
    current: version,
    choices: catalog.versions.map((v) => (published.includes(v.id) ? choice(v, urls.versionExplainer(v.id, slug), 'this explainer') : elsewhere(v))),
  };
}
