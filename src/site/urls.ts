// Every address the site publishes. Pages, components and the remark plugin build links only here,
// so the printed sheet's links (which must never break) have one definition.

export const urls = {
  home: '/',
  sheet: (version: string) => `/${version}/`,
  rule: (version: string, number: number) => `/${version}/rules/${number}/`,
  /** Newest version's rule with this number. */
  ruleAlias: (number: number) => `/rules/${number}/`,
  /** Newest version's rule with this stable id. */
  ruleById: (id: string) => `/r/${id}/`,
  glossary: (slug?: string) => (slug ? `/glossary/#${slug}` : '/glossary/'),
  explainers: '/explainers/',
  explainer: (slug: string) => `/explainers/${slug}/`,
  compareIndex: '/compare/',
  compare: (from: string, to: string) => `/compare/${from}...${to}/`,
  compareEntry: (from: string, to: string, ruleId: string) => `/compare/${from}...${to}/#rule-${ruleId}`,
  search: '/search/',
  play: '/play/',
  /** The designer's Lab; `param` preselects a parameter (a rule page's deep link). */
  lab: (param?: string) => (param ? `/lab/?param=${encodeURIComponent(param)}` : '/lab/'),
  /** WarSpike, the designer's earlier system: the section, or one step's page by its stable id (src/site/warspike.ts). */
  warspike: (stepId?: string) => (stepId ? `/warspike/${stepId}/` : '/warspike/'),
  /** The WWPD turn system's page, or one of its steps there by the step's stable id (engine/systems/wwpd-steps.ts). */
  wwpd: (stepId?: string) => (stepId ? `/systems/wwpd/#${stepId}` : '/systems/wwpd/'),
  /** The designer's WarSpike glossary, or one term's anchor on it. */
  warspikeGlossary: (slug?: string) => (slug ? `/warspike/glossary/#${slug}` : '/warspike/glossary/'),
} as const;

/** An absolute address on the published site, for print and the PDF (relative links would point at the printing machine). */
export function absoluteUrl(path: string, site: string | URL): string {
  return new URL(path, site).href;
}
