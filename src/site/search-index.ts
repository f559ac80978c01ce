// The search index, written by Pagefind into the built site at the end of `astro build`, before the
// service worker lists the site's files (offline.ts comes after this in astro.config.mjs), so the index is
// saved with every page on the first visit and search works offline (docs/site.md, "Search").
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import * as pagefind from 'pagefind';

/** Where the index is served from, under the site's root (search-client.ts loads its script from here). */
export const INDEX_FOLDER = 'pagefind';

export function searchIndex(): AstroIntegration {
  return {
    name: 'sow-search-index',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const site = fileURLToPath(dir);
        const fail = (step: string, errors: readonly string[]) => {
          throw new Error(`Pagefind could not ${step} the search index of ${site}: ${errors.join('; ')}`);
        };
        try {
          const { index, errors } = await pagefind.createIndex({});
          if (!index) return fail('start', errors);
          const added = await index.addDirectory({ path: site });
          if (added.errors.length > 0) fail('read', added.errors);
          const written = await index.writeFiles({ outputPath: join(site, INDEX_FOLDER) });
          if (written.errors.length > 0) fail('write', written.errors);
          logger.info(`search index: ${added.page_count} pages`);
        } finally {
          await pagefind.close();
        }
      },
    },
  };
}
