// Build-wide settings shared by astro.config.mjs, the site code and the scripts (where content lives is
// the catalog's: src/catalog/content-dir.ts).

import { siteUrl } from '../shared/urls.ts';

/** The published address. The printed sheet and its PDF link here; override with SITE_URL when publishing elsewhere. */
export const SITE_URL = siteUrl(process.env);

/**
 * Where the build writes the prerendered pages and their assets: the Node adapter puts them in
 * dist/client/ (its server code goes to dist/server/). Scripts and tests read the built site here.
 */
export const STATIC_OUT = 'dist/client';

export { SITE_NAME } from '../shared/urls.ts';

/** The explainer (content/explainers/<slug>.mdx) that lists the readings (its slug keeps the old word: an address); rule pages link to it. */
export const RULINGS_EXPLAINER = 'rulings';
