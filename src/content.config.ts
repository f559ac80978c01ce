// Content collections: only for rendering the MDX bodies (rules' explanations, explainers, WarSpike pages).
// Rule data (ids, numbers, wording) comes from the catalog (src/site/catalog.ts). Both validate rule and
// explainer frontmatter with the one schema in src/catalog/schema.ts, so they cannot disagree on its shape.
// In a build, the catalog has already checked every file (contentCheck in astro.config.mjs, reporting
// file:line:col) before these collections load; Astro's own schema errors here say 0:0 for the line
// (its glob loader keeps no raw text to find it), so they only show in `astro dev` after an edit.
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { CONTENT_DIR } from './catalog/content-dir.ts';
import { explainerSchema, ruleSchema, warspikePageSchema } from './catalog/schema.ts';

const base = (sub = '') => pathToFileURL(join(CONTENT_DIR, sub) + '/');

const rules = defineCollection({
  loader: glob({
    pattern: '*/rules/*.{md,mdx}',
    base: base(),
    // "<version>/<stable id>": what the pages look entries up by.
    generateId: ({ entry, data }) => `${entry.split('/')[0]}/${String(data.id)}`,
  }),
  schema: ruleSchema,
});

const explainers = defineCollection({
  loader: glob({ pattern: '*.{md,mdx}', base: base('explainers') }),
  schema: explainerSchema,
});

// The WarSpike section: the designer's quotes in the frontmatter, our explanation in the body. The
// entries' ids are the frontmatter ids (index, glossary, the step ids of src/site/warspike.ts).
const warspike = defineCollection({
  loader: glob({ pattern: '*.{md,mdx}', base: base('warspike'), generateId: ({ data }) => String(data.id) }),
  schema: warspikePageSchema,
});

export const collections = { rules, explainers, warspike };
