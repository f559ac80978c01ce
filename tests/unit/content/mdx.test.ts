// Every rule page and explainer must compile as MDX through the site's own pipeline: @mdx-js/mdx with
// GFM and our remark plugin, which resolves :rule / :term / ::widget against the real catalog and glossary
// and fails on anything unknown. Skipped if those packages are not installed.
import { describe, it, expect } from 'vitest';
import { join } from 'node:path';
import { VFile } from 'vfile';
import { REPO_ROOT } from '../../../src/catalog/catalog.ts';
import { readExplainers, readRulePages } from './content.ts';

type Compile = (file: VFile, options: { remarkPlugins: unknown[] }) => Promise<VFile>;
const mdx = (await import('@mdx-js/mdx').catch(() => null)) as { compile: Compile } | null;
const gfm = (await import('remark-gfm').catch(() => null))?.default;
const sow = (await import('../../../src/markdown/remark-sow.ts').catch(() => null))?.default;

const pages = [...readRulePages('v0.1f'), ...readRulePages('v0.2'), ...readExplainers()];

describe.skipIf(!mdx || !sow)('MDX bodies compile with the site plugin', () => {
  for (const page of pages) {
    it(page.file, async () => {
      const file = new VFile({ value: page.body, path: join(REPO_ROOT, page.file), data: { astro: { frontmatter: page.data } } });
      const out = await mdx!.compile(file, { remarkPlugins: [...(gfm ? [gfm] : []), sow] });
      expect(String(out.value)).toContain('function _createMdxContent');
    });
  }
});
