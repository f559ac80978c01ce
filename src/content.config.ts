// Content collections: only for rendering the MDX bodies (rules' explanations, explainers).
// Rule data (ids, numbers, wording) comes from the catalog (src/site/catalog.ts). Both validate rule
// frontmatter with the one schema in src/catalog/schema.ts, so they cannot disagree on its shape.
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { CONTENT_DIR } from './site/config.ts';
import { ruleSchema } from './catalog/schema.ts';

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
  schema: z.object({
    title: z.string(),
    description: z.string(),
    order: z.number(),
    versions: z.array(z.string()).default([]),
    /** The version whose numbers :rule[n] uses; by default the newest of `versions`. */
    version: z.string().optional(),
  }),
});

export const collections = { rules, explainers };
