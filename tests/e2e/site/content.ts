// What the browser tests need to know about the content, read from the catalog (never hard-coded numbers).
import { loadCatalog } from '../../../src/catalog/catalog.ts';
import { currentVersion } from '../../../src/site/catalog.ts';
import { SITE_URL } from '../../../src/site/config.ts';
import { compareVersions } from '../../../src/catalog/compare.ts';
import { resolveVersionRules } from '../../../src/catalog/version-rules.ts';
import { practiceFor } from '../../../src/site/practice/questions.ts';

export const catalog = loadCatalog();
export const oldest = catalog.versions[0]!;
/** The newest version by order: what later changes are compared against. */
export const newest = catalog.versions.at(-1)!;
/** The version unqualified addresses (/rules/<n>/, the home page, the navigation) lead to: the newest published one. */
export const current = currentVersion(catalog);
export const siteUrl = SITE_URL.replace(/\/$/, '');

/** A rule of the oldest version that the newest version renumbered (same stable id, another number). */
export const movedRule = compareVersions(catalog, oldest.id, newest.id).changed.find((c) => c.renumbered)!;
/** A rule of the oldest version that the newest version dropped, if any. */
export const droppedRule = compareVersions(catalog, oldest.id, newest.id).removed[0];
/** A rule the newest version added, if any. */
export const addedRule = compareVersions(catalog, oldest.id, newest.id).added[0];

/** The current version's practice questions and sets, as the build makes them. */
export const practice = practiceFor(catalog, resolveVersionRules(catalog, [], current.id));
