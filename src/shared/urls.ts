// Every address the site publishes. Pages, components and the remark plugin build links only here,
// so the printed sheet's links (which must never break) have one definition.

/** The published address when SITE_URL does not name another: the printed sheet and its PDF link here. */
/** The site's name, as pages, the feed and the installed app say it. */
export const SITE_NAME = 'Spheres of War handbook';

export const DEFAULT_SITE_URL = 'https://sow-handbook.netlify.app';

/** The site's own address as a deployment sets it (its SITE_URL), passed in so this module reads no environment. */
export function siteUrl(env: Readonly<Record<string, string | undefined>>): string {
  return env.SITE_URL || DEFAULT_SITE_URL;
}

export const urls = {
  home: '/',
  sheet: (version: string) => `/${version}/`,
  rule: (version: string, number: number) => `/${version}/rules/${number}/`,
  /** A version's rules, one line each, by number. */
  rules: (version: string) => `/${version}/rules/`,
  /** Newest version's rule with this number. */
  ruleAlias: (number: number) => `/rules/${number}/`,
  /** Newest version's rule with this stable id. */
  ruleById: (id: string) => `/r/${id}/`,
  /** A rule's whole history: every version, its number in each, what changed. */
  ruleHistory: (id: string) => `/r/${id}/history/`,
  /** Static JSON for other tools (README, "For other tools"): a version's rules, and one rule's history. */
  apiRules: (version: string) => `/api/${version}/rules.json`,
  apiRuleHistory: (id: string) => `/api/rules/${id}.json`,
  /** The Atom feed of versions. */
  feed: '/feed.xml',
  glossary: (slug?: string) => (slug ? `/glossary/#${slug}` : '/glossary/'),
  explainers: '/explainers/',
  /** The explainer in the reader's remembered version, else the preferred version's. */
  explainer: (slug: string) => `/explainers/${slug}/`,
  /** The explainer with this version's rule numbers. */
  versionExplainer: (version: string, slug: string) => `/${version}/explainers/${slug}/`,
  compareIndex: '/compare/',
  compare: (from: string, to: string) => `/compare/${from}...${to}/`,
  compareEntry: (from: string, to: string, ruleId: string) => `/compare/${from}...${to}/#rule-${ruleId}`,
  search: '/search/',
  /** What a navigation gets when there is no network and the page was never saved (src/site/offline.ts). */
  offline: '/offline/',
  play: '/play/',
  /** Real games against the engine's predictions, per version (src/catalog/playtests.ts). */
  playtests: '/playtests/',
  /** The game report form; `query` prefills it (the Game widget's "Report this game"). */
  playtestReport: (query?: URLSearchParams) => `/playtests/report/${query && query.size > 0 ? `?${query}` : ''}`,
  /** The rule question form, about a rule of a version (a plain link from every rule page). */
  askRule: (version: string, rule: string) => `/playtests/ask/?version=${encodeURIComponent(version)}&rule=${encodeURIComponent(rule)}`,
  /** The playtest API (on demand, src/pages/api/): where the forms send their records. */
  apiPlaytests: '/api/playtests',
  apiQuestions: '/api/questions',
  /** The designer's Lab; `param` preselects a parameter (a rule page's deep link). */
  lab: (param?: string) => (param ? `/lab/?param=${encodeURIComponent(param)}` : '/lab/'),
  /** WarSpike, the designer's earlier system: the section, or one step's page by its stable id (src/site/warspike.ts). */
  warspike: (stepId?: string) => (stepId ? `/warspike/${stepId}/` : '/warspike/'),
  /** Turn systems: the section's index, or one page of it (`wwpd`, `war`, `compare`). */
  systems: (page?: 'wwpd' | 'war' | 'compare') => (page ? `/systems/${page}/` : '/systems/'),
  /** Practice (src/site/practice/): a version's questions and sets; one question by its content-derived id. */
  practice: (version: string) => `/${version}/practice/`,
  practiceQuestion: (version: string, id: string) => `/${version}/practice/${id}/`,
  practiceSection: (version: string, section: string) => `/${version}/practice/section/${section}/`,
  practiceRule: (version: string, ruleId: string) => `/${version}/practice/rule/${ruleId}/`,
  /** The designer's WarSpike glossary, or one term's anchor on it. */
  warspikeGlossary: (slug?: string) => (slug ? `/warspike/glossary/#${slug}` : '/warspike/glossary/'),
} as const;

/** An absolute address on the published site, for print and the PDF (relative links would point at the printing machine). */
export function absoluteUrl(path: string, site: string | URL): string {
  return new URL(path, site).href;
}
