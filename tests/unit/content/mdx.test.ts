// Every rule page and explainer must compile as MDX with directives on, the way the site builds them
// (Astro's MDX integration runs on satteri). Skipped if satteri is not installed.
import { describe, it, expect } from 'vitest';
import { readExplainers, readRulePages } from './content.ts';

type MdxToJs = (source: string, options: { features: { directive: boolean; gfm: boolean } }) => Promise<{ code: string }> | { code: string };
const satteri = (await import('satteri').catch(() => null)) as { mdxToJs: MdxToJs } | null;

const pages = [...readRulePages('v0.1f'), ...readRulePages('v0.2'), ...readExplainers()];

describe.skipIf(!satteri)('MDX bodies compile', () => {
  for (const page of pages) {
    it(page.file, async () => {
      const result = await satteri!.mdxToJs(page.body, { features: { directive: true, gfm: true } });
      expect(result.code).toContain('function _createMdxContent');
    });
  }
});
