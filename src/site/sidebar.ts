// The reading orders the site's navigation walks: a version's rules by section, the explainers of a
// version, WarSpike's steps. Sidebars (Sidebar.astro) and prev/next links (PrevNext.astro) both use these,
// so a page's neighbours are always the ones its sidebar lists around it.
import type { Catalog, RuleEntry } from '../catalog/catalog.ts';
import { urls } from '../shared/urls.ts';

export interface NavLink {
  href: string;
  text: string;
  /** This page: marked aria-current in a sidebar. */
  current?: boolean;
}

export interface NavGroup {
  title: string;
  links: NavLink[];
}

export interface SidebarProps {
  /** Names the landmark: "Rules of v0.1f". */
  label: string;
  /** The drawer's button on phones. */
  summary: string;
  /** Above the groups: the whole sheet, say. */
  top?: NavLink;
  groups: NavGroup[];
}

/** The link before and after the current one in a reading order. */
export function neighbours(links: readonly NavLink[]): { prev?: NavLink; next?: NavLink } {
  const i = links.findIndex((l) => l.current);
  if (i < 0) return {};
  return { prev: links[i - 1], next: links[i + 1] };
}

const ruleLink = (rule: RuleEntry, currentNumber?: number): NavLink => ({
  href: urls.rule(rule.version, rule.number),
  text: `${rule.number}. ${rule.title}`,
  current: rule.number === currentNumber,
});

/** A version's rules grouped by the sheet's sections, in the sheet's order. */
export function rulesNav(catalog: Catalog, version: string, currentNumber?: number): NavGroup[] {
  const meta = catalog.version(version);
  if (!meta) throw new Error(`rulesNav: "${version}" is not a version (known: ${catalog.versions.map((v) => v.id).join(', ')})`);
  const rules = catalog.rules(version);
  return meta.sections
    .map((s) => ({ title: s.title, links: rules.filter((r) => r.section === s.id).map((r) => ruleLink(r, currentNumber)) }))
    .filter((g) => g.links.length > 0);
}

/** Rule n's neighbours on its sheet, named as the sidebar names them ("Rule 24: …"). */
export function rulePrevNext(catalog: Catalog, rule: RuleEntry): { prev?: NavLink; next?: NavLink } {
  const named = (r: RuleEntry | undefined): NavLink | undefined => r && { href: urls.rule(r.version, r.number), text: `Rule ${r.number}: ${r.title}` };
  return { prev: named(catalog.rule(rule.version, rule.number - 1)), next: named(catalog.rule(rule.version, rule.number + 1)) };
}

/** The explainers published in a version, in reading order. */
export function explainersNav(explainers: ReadonlyArray<{ slug: string; title: string }>, version: string, currentSlug?: string): NavLink[] {
  return explainers.map((e) => ({ href: urls.versionExplainer(version, e.slug), text: e.title, current: e.slug === currentSlug }));
}

/** A versioned page's sidebar: the whole sheet, the rules by section, then the version's explainers. */
export function versionSidebar(
  catalog: Catalog,
  version: string,
  explainers: ReadonlyArray<{ slug: string; title: string }>,
  here: { rule?: number; explainer?: string; sheet?: boolean } = {},
): SidebarProps {
  const groups = rulesNav(catalog, version, here.rule);
  if (explainers.length > 0) groups.push({ title: 'Explainers', links: explainersNav(explainers, version, here.explainer) });
  return {
    label: `Rules of ${version}`,
    summary: `Rules and explainers of ${version}`,
    top: { href: urls.sheet(version), text: `The whole ${version} sheet`, current: here.sheet },
    groups,
  };
}
