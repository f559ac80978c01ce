// The site's one catalog, loaded once per build from CONTENT_DIR.
// Versions, rule numbers and ids all come from here (src/catalog/catalog.ts), never from page code.
import type { AstroIntegration } from 'astro';
import { isAbsolute, relative } from 'node:path';
import { CatalogError, currentVersion, loadCatalog, preferredVersions, type Catalog, type RuleEntry, type VersionMeta } from '../catalog/catalog.ts';
import { throwCollected } from '../catalog/source.ts';
import { loadDesignerRulings, type DesignerRuling } from '../catalog/designer-rulings.ts';
import { loadTallies, type TalliesFile } from '../catalog/playtest-tallies.ts';
import { resolveVersionRules, type VersionRules } from '../catalog/version-rules.ts';
import { rulesSource, type RulesSource } from '../catalog/rules-source.ts';
import { loadWarSpike, type WarSpikeSection } from '../catalog/warspike.ts';
import { fullContentReport } from '../markdown/content-report.ts';
import { CONTENT_DIR } from '../catalog/content-dir.ts';
import type { Published } from '../server/published/store.ts';

/**
 * Checks all of `contentDir` as the site reads it (src/catalog/content-check.ts): the catalog, the
 * explainers, the WarSpike section and the checks across versions. All problems at once are one
 * CatalogError (a CatalogErrors for several) whose message has a `file:line:col` line each and whose
 * `loc` is the first one's place.
 */
export function checkContent(contentDir: string = CONTENT_DIR): void {
  // A version.yaml that does not read leaves its version out, so every reference to it fails too: the
  // build's "Location:" points at the cause (reading `root-first`), the rest follow in file order.
  const root = (p: { loc?: { file: string } }) => (p.loc?.file.endsWith('version.yaml') ? 0 : 1);
  throwCollected([...fullContentReport(contentDir).problems].sort((a, b) => root(a) - root(b)));
}

/**
 * The integration astro.config.mjs lists first: it checks the content in `astro:config:setup`, before
 * Astro's content layer syncs and before any page or MDX file is built, so a content error stops
 * `astro build` (and `astro dev` at start) with our message, and Astro prints the error's `loc` as
 * "Location:", the file and line at fault. Later, the same error would be thrown inside whichever MDX
 * file Vite happened to be transforming (remark-sow loads the catalog) and @astrojs/mdx would
 * overwrite `loc` with that file at 0:0; or Astro's content layer would report a frontmatter type
 * error at 0:0, since its glob loader passes no raw text for a line (Astro 7.3).
 *
 * In `astro dev`, the config hook runs once, at start; after that, each change under `contentDir`
 * checks again and logs the first problem with its `file:line:col` (the error overlay may still show
 * Astro's own report of it).
 */
export function contentCheck(contentDir: string = CONTENT_DIR): AstroIntegration {
  return {
    name: 'sow-content',
    hooks: {
      'astro:config:setup': () => {
        checkContent(contentDir);
      },
      'astro:server:setup': ({ server, logger }) => {
        const inside = (file: string) => !relative(contentDir, file).startsWith('..') && !isAbsolute(relative(contentDir, file));
        let shown = '';
        const recheck = (file: string) => {
          if (!inside(file)) return;
          try {
            checkContent(contentDir);
            shown = '';
          } catch (error) {
            if (!(error instanceof CatalogError)) throw error;
            // Several files saved at once: say each problem once.
            if (error.message !== shown) logger.error(error.message);
            shown = error.message;
          }
        };
        for (const event of ['add', 'change', 'unlink'] as const) server.watcher.on(event, recheck);
      },
    },
  };
}

let cached: Catalog | undefined;
let cachedWarSpike: { section: WarSpikeSection | undefined } | undefined;

/** The WarSpike section (content/warspike/), or undefined if the content has none. */
export function siteWarSpike(): WarSpikeSection | undefined {
  const catalog = siteCatalog();
  cachedWarSpike ??= { section: loadWarSpike(CONTENT_DIR, catalog, currentVersion(catalog).id) };
  return cachedWarSpike.section;
}

export function siteCatalog(): Catalog {
  cached ??= loadCatalog(CONTENT_DIR);
  return cached;
}

let cachedRulings: DesignerRuling[] | undefined;
let cachedTallies: TalliesFile | undefined;

/** The designer's published rulings (content/rulings.yaml), in the file's order. */
export function siteDesignerRulings(): DesignerRuling[] {
  cachedRulings ??= loadDesignerRulings(CONTENT_DIR, siteCatalog());
  return cachedRulings;
}

/** The published, anonymous tallies of real games (content/playtests.yaml). */
export function siteTallies(): TalliesFile {
  cachedTallies ??= loadTallies(CONTENT_DIR, siteCatalog());
  return cachedTallies;
}

/**
 * What a version plays on the site now: the one resolver (src/catalog/version-rules.ts) with the
 * designer's published rulings in force laid over version.yaml's. Widgets, the Lab, the what-if tables
 * and the practice pages read this.
 */
export function versionRules(version: string): VersionRules {
  return resolveVersionRules(siteCatalog(), siteDesignerRulings(), version);
}

let cachedSource: RulesSource | undefined;

/** The build's rules source: the committed rulings (what a prerendered page's widgets and tables play). */
export function siteRules(): RulesSource {
  cachedSource ??= rulesSource(siteCatalog(), siteDesignerRulings(), null);
  return cachedSource;
}

/** The build's own publication: what a prerendered page shows before (or without) the live copy. */
export function snapshotPublished(): Published {
  return { id: null, at: null, by: null, rulings: siteDesignerRulings(), tallies: siteTallies() };
}

export { currentVersion, preferredVersions } from '../catalog/catalog.ts';

/** What /rules/<n>/ and /r/<id>/ lead to: the rule in the preferred version that has it. */
export function aliasTarget(catalog: Catalog, ref: string | number): RuleEntry | undefined {
  for (const v of preferredVersions(catalog)) {
    const rule = catalog.rule(v.id, ref);
    if (rule) return rule;
  }
  return undefined;
}

/** A version's rules grouped by its sections, in the sheet's order; sections without rules left out. */
export function rulesBySection(catalog: Catalog, version: VersionMeta): Array<VersionMeta['sections'][number] & { rules: RuleEntry[] }> {
  const rules = catalog.rules(version.id);
  return version.sections.map((s) => ({ ...s, rules: rules.filter((r) => r.section === s.id) })).filter((s) => s.rules.length > 0);
}
