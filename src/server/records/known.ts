// What the record schema knows of the content, read from the catalog: on the server at start-up, on a
// form page at build time (the page hands the form the same value).
import { loadCatalog, type Catalog } from '../../catalog/catalog.ts';
import { CONTENT_DIR } from '../../catalog/content-dir.ts';
import type { Known } from '../../shared/record-schema.ts';

export function knownFrom(catalog: Catalog): Known {
  return catalog.versions.map((v) => ({ id: v.id, ruleset: v.engine.ruleset, rules: catalog.rules(v.id).map((r) => r.id), params: v.engine.params }));
}

let cached: Known | undefined;

/** The content's versions and rule ids, from SOW_CONTENT_DIR (set by astro.config.mjs and npm start) or content/. */
export function serverKnown(): Known {
  cached ??= knownFrom(loadCatalog(CONTENT_DIR));
  return cached;
}
