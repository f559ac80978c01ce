// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import sitemap from '@astrojs/sitemap';

// The printed sheet and its PDF link to this address; override it with SITE_URL when publishing elsewhere.
const site = process.env.SITE_URL ?? 'https://sow-handbook.netlify.app';

export default defineConfig({
  site,
  trailingSlash: 'always',
  build: { format: 'directory' },
  integrations: [mdx(), preact(), sitemap()],
});
