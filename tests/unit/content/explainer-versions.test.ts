// Each explainer is published once per version it applies to: every rule reference it shows on a
// version's page must be that version's rule, by number and title, from the catalog.
import { join } from 'node:path';
import type { Root } from 'mdast';
import type { MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { loadCatalog, REPO_ROOT } from '../../../src/catalog/catalog.ts';
import remarkSow from '../../../src/markdown/remark-sow.ts';
import { RULE_REF_COMPONENT, type RuleRefProps } from '../../../src/markdown/directive-components.ts';
import { CONTENT_DIR } from '../../../src/catalog/content-dir.ts';
import { explainerVersions } from '../../../src/site/routes.ts';
import { ruleRefView } from '../../../src/site/rule-ref.ts';
import { readExplainers } from './content.ts';

const catalog = loadCatalog(CONTENT_DIR);

async function ruleRefs(file: string, body: string, frontmatter: Record<string, unknown>): Promise<RuleRefProps[]> {
  const processor = unified().use(remarkParse).use(remarkSow, { contentDir: CONTENT_DIR });
  const vfile = new VFile({ value: body, path: join(REPO_ROOT, file), data: { astro: { frontmatter } } });
  const tree = (await processor.run(processor.parse(vfile), vfile)) as Root;
  const refs: RuleRefProps[] = [];
  visit(tree, 'mdxJsxTextElement', (node: MdxJsxTextElement) => {
    if (node.name === RULE_REF_COMPONENT) refs.push(Object.fromEntries(node.attributes.map((a) => ('name' in a ? [a.name, a.value] : []))) as RuleRefProps);
  });
  return refs;
}

const explainers = readExplainers().map((page) => ({ ...page, slug: page.file.replace(/^content\/explainers\/(.*)\.mdx$/, '$1') }));

describe('explainers in each version', () => {
  for (const page of explainers) {
    const versions = explainerVersions(catalog, (page.data.versions as string[] | undefined) ?? [], (page.data.except as string[] | undefined) ?? []);
    for (const version of versions)
      it(`${page.slug} in ${version.id}: every rule number shown is ${version.id}'s`, async () => {
        const refs = await ruleRefs(page.file, page.body, page.data);
        for (const ref of refs) {
          const shownIn = ref.v ?? version.id;
          const rule = catalog.rule(shownIn, ref.rule)!;
          expect(rule, `${page.file}: ${ref.rule} in ${shownIn}`).toBeDefined();
          const view = ruleRefView(catalog, ref, version.id);
          const [, n] = /^[Rr]ule (\d+)/.exec(view.text)!;
          expect(catalog.rule(shownIn, Number(n))?.id, `${page.file} (${version.id}): "${view.text}" names ${ref.rule}`).toBe(ref.rule);
          expect(view.href).toBe(`/${shownIn}/rules/${n}/`);
          expect(view.title).toBe(rule.title);
          expect(view.text.endsWith(` (${shownIn})`)).toBe(shownIn !== version.id);
        }
      });
  }

  it('no explainer writes a rule number in plain text, which could only be right in one version', () => {
    for (const page of explainers) expect(page.body, page.file).not.toMatch(/\b[Rr]ules? \d/);
  });

  it('shows each version its own numbers (hand-checked against the two sheets)', async () => {
    const shown = async (slug: string, version: string, id: string) => {
      const page = explainers.find((p) => p.slug === slug)!;
      const ref = (await ruleRefs(page.file, page.body, page.data)).find((r) => r.rule === id && !r.v)!;
      return ruleRefView(catalog, ref, version).text;
    };
    // "Sit at opposite edges of the table": rule 5 on the v0.1f sheet (its rule 6 is the deployment zone).
    expect(await shown('start-here', 'v0.1f', 'opposite-sides')).toBe('rule 5');
    expect(await shown('start-here', 'v0.2', 'opposite-sides')).toBe('rule 6');
    // The combat loop: v0.1f rule 35, v0.2 rule 39 (v0.1f's rule 38 is "Winners go free").
    expect(await shown('combat-loop', 'v0.1f', 'combat-loop')).toBe('rule 35');
    expect(await shown('combat-loop', 'v0.2', 'combat-loop')).toBe('rule 39');
  });
});
