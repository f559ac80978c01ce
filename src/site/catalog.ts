// The site's one catalog, loaded once per build from CONTENT_DIR.
// Versions, rule numbers and ids all come from here (src/catalog/catalog.ts), never from page code.
import { loadCatalog, type Catalog, type RuleEntry, type VersionMeta } from '../catalog/catalog.ts';
import { CONTENT_DIR } from './config.ts';

let cached: Catalog | undefined;

export function siteCatalog(): Catalog {
  cached ??= loadCatalog(CONTENT_DIR);
  return cached;
}

/** Versions a reader should land on, newest first: drafts only after every finished version. */
export function preferredVersions(catalog: Catalog): VersionMeta[] {
  const newestFirst = [...catalog.versions].reverse();
  return [...newestFirst.filter((v) => v.status !== 'draft'), ...newestFirst.filter((v) => v.status === 'draft')];
}

/** The version unqualified links mean: the newest that is not a draft (or the newest of all if every one is). */
export function currentVersion(catalog: Catalog): VersionMeta {
  return preferredVersions(catalog)[0]!;
}

/** What /rules/<n>/ and /r/<id>/ lead to: the rule in the preferred version that has it. */
export function aliasTarget(catalog: Catalog, ref: string | number): RuleEntry | undefined {
  for (const v of preferredVersions(catalog)) {
    const rule = catalog.rule(v.id, ref);
    if (rule) return rule;
  }
  return undefined;
}

/** The versions after `version` (oldest first). */
export function laterVersions(catalog: Catalog, version: string): VersionMeta[] {
  const i = catalog.versions.findIndex((v) => v.id === version);
  return i < 0 ? [] : catalog.versions.slice(i + 1);
}
