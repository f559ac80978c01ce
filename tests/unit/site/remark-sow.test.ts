import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { createMarkdownProcessor } from '@astrojs/markdown-remark';
import remarkSow from '../../../src/markdown/remark-sow.ts';
import { WIDGET_PRESETS } from '../../../src/widgets/models/registry.ts';

const CONTENT = fileURLToPath(new URL('./fixtures/content/', import.meta.url));
const RULE_FILE = join(CONTENT, 'v0.1f/rules/05-move-action.mdx');
const V02_FILE = join(CONTENT, 'v0.2/rules/06-move-action.mdx');
const EXPLAINER = join(CONTENT, 'explainers/counting.mdx');
/** A WarSpike page (content/warspike/): not a version folder; its :rule links go to Fragment 1. */
const WARSPIKE = join(CONTENT, 'warspike/ws-activation.mdx');

async function transform(markdown: string, path = RULE_FILE, frontmatter: Record<string, unknown> = {}): Promise<Root> {
  const processor = unified().use(remarkParse).use(remarkSow, { contentDir: CONTENT });
  const file = new VFile({ value: markdown, path, data: { astro: { frontmatter } } });
  return (await processor.run(processor.parse(file), file)) as Root;
}

/** The first paragraph's children, as JSON-friendly objects without positions. */
async function inline(markdown: string, path?: string, frontmatter?: Record<string, unknown>) {
  const tree = await transform(markdown, path, frontmatter);
  const para = tree.children[0];
  if (para?.type !== 'paragraph') throw new Error('expected a paragraph');
  return JSON.parse(JSON.stringify(para.children, (k, v) => (k === 'position' ? undefined : v)));
}

async function failure(markdown: string, path = RULE_FILE): Promise<string> {
  try {
    await transform(markdown, path);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected the transform to fail');
}

const shown = (path: string) => relative(process.cwd(), path);

describe(':rule', () => {
  it('links a number to the rule page of the page’s own version, titled with the rule’s title', async () => {
    const [link] = await inline(':rule[6]');
    expect(link).toMatchObject({ type: 'link', url: '/v0.1f/rules/6/', title: 'Off the table', children: [{ type: 'text', value: 'rule 6' }] });
  });

  it('resolves a stable id to that version’s number', async () => {
    expect((await inline(':rule[move-action]'))[0]).toMatchObject({ url: '/v0.1f/rules/5/', children: [{ value: 'rule 5' }] });
    expect((await inline(':rule[move-action]', V02_FILE))[0]).toMatchObject({ url: '/v0.2/rules/6/', children: [{ value: 'rule 6' }] });
  });

  it('links another version with {v=…} and says which', async () => {
    const [link] = await inline(':rule[move-action]{v=v0.2}');
    expect(link).toMatchObject({ url: '/v0.2/rules/6/', title: 'Move', children: [{ value: 'rule 6 (v0.2)' }] });
  });

  it('capitalises with :Rule at the start of a sentence', async () => {
    expect((await inline(':Rule[5] says so.'))[0]).toMatchObject({ children: [{ value: 'Rule 5' }] });
  });

  it('keeps the surrounding text', async () => {
    const nodes = await inline('See :rule[4], then :rule[5].');
    expect(nodes.map((n: { type: string; value?: string }) => n.value ?? n.type)).toEqual(['See ', 'link', ', then ', 'link', '.']);
  });

  it('fails on an unknown number, naming file, line, column and the nearest numbers', async () => {
    const message = await failure('First line.\n\nSee :rule[45] here.');
    expect(message).toBe(
      `${shown(RULE_FILE)}:3:5: :rule[45]: v0.1f has no rule 45 (its rules are 1–7). Did you mean: rule 7 (Defence test), rule 6 (Off the table), rule 5 (Move)?`,
    );
  });

  it('fails on an unknown id with the nearest ids', async () => {
    const message = await failure(':rule[move-actoin]');
    expect(message).toContain(`${shown(RULE_FILE)}:1:1: :rule[move-actoin]: v0.1f has no rule with the id "move-actoin". Did you mean: move-action (rule 5)?`);
  });

  it('fails on an id that only another version has, saying how to link it', async () => {
    const message = await failure(':rule[colours]');
    expect(message).toContain(':rule[colours]: v0.1f has no rule "colours"; it is rule 3 of v0.2: write :rule[colours]{v=v0.2}');
  });

  it('fails on an unknown version with the nearest versions', async () => {
    const message = await failure('Text :rule[5]{v=v0.3}');
    expect(message).toContain(`${shown(RULE_FILE)}:1:6: :rule[5]{v=v0.3}: no version "v0.3". Did you mean: v0.2`);
    expect(message).toContain('(versions: v0.1f, v0.2)');
  });

  it('fails on an empty label and on attributes it does not know', async () => {
    expect(await failure(':rule[]')).toContain('needs a rule number or stable id');
    expect(await failure(':rule[5]{version=v0.2}')).toContain('takes only the attribute v');
  });
});

describe(':term', () => {
  it('links to the glossary anchor, described by a tooltip holding the short definition', async () => {
    const [, wrapper] = await inline('An :term[Inert] one.');
    expect(wrapper).toMatchObject({
      type: 'textDirective',
      data: { hName: 'span', hProperties: { className: ['term'] } },
      children: [
        { type: 'link', url: '/glossary/#inert', children: [{ value: 'Inert' }], data: { hProperties: { ariaDescribedBy: ['tip-inert-1'] } } },
        { data: { hName: 'span', hProperties: { id: 'tip-inert-1', role: 'tooltip' } }, children: [{ value: expect.stringMatching(/^Took part/) }] },
      ],
    });
  });

  it('matches the term case-insensitively, or by slug, and numbers repeated uses', async () => {
    const nodes = await inline(':term[inert] and :term[them]{slug=inert}');
    expect(nodes[0].children[1].data.hProperties.id).toBe('tip-inert-1');
    expect(nodes[2].children[0]).toMatchObject({ url: '/glossary/#inert', children: [{ value: 'them' }] });
    expect(nodes[2].children[1].data.hProperties.id).toBe('tip-inert-2');
  });

  it('fails on an unknown term with the nearest terms', async () => {
    const message = await failure('Two\nlines :term[Inret]');
    expect(message).toBe(`${shown(RULE_FILE)}:2:7: :term[Inret]: no glossary term "Inret" in content/glossary.yaml. Did you mean: Inert?`);
  });
});

describe('::widget', () => {
  it('becomes a WidgetSlot MDX element with type, preset and the page’s version', async () => {
    const tree = await transform('::widget{type="match" preset="contact"}', V02_FILE);
    expect(tree.children[0]).toMatchObject({
      type: 'mdxJsxFlowElement',
      name: 'WidgetSlot',
      attributes: [
        { type: 'mdxJsxAttribute', name: 'type', value: 'match' },
        { type: 'mdxJsxAttribute', name: 'preset', value: 'contact' },
        { type: 'mdxJsxAttribute', name: 'version', value: 'v0.2' },
      ],
      data: { hName: 'div', hProperties: { class: 'widget-slot', 'data-widget': 'match', 'data-preset': 'contact', 'data-version': 'v0.2' } },
    });
  });

  it('fails on an unknown type or preset, with the registry’s message and the nearest choice', async () => {
    expect(await failure('::widget{type="mtch" preset="contact"}')).toBe(
      `${shown(RULE_FILE)}:1:1: ::widget: unknown widget type "mtch" (known: ${Object.keys(WIDGET_PRESETS).join(', ')}). Did you mean: match?`,
    );
    expect(await failure('\n::widget{type="match" preset="contakt"}')).toContain(
      `${shown(RULE_FILE)}:2:1: ::widget: unknown preset "contakt" for widget "match"`,
    );
    expect(await failure('::widget{type="match" preset="contakt"}')).toContain('Did you mean: contact?');
    expect(await failure('::widget')).toContain('a widget needs a type');
  });

  it('fails on the inline form and on unknown block directives', async () => {
    expect(await failure('A :widget{type="match"}')).toContain('::widget is a block');
    expect(await failure('::widgit{type="match"}')).toContain('unknown block directive "widgit". Did you mean: ::widget?');
  });
});

describe('::figures', () => {
  it('becomes an EngineFigures MDX element naming its set', async () => {
    const tree = await transform('::figures{set="exchange"}', EXPLAINER);
    expect(tree.children[0]).toMatchObject({
      type: 'mdxJsxFlowElement',
      name: 'EngineFigures',
      attributes: [{ type: 'mdxJsxAttribute', name: 'set', value: 'exchange' }],
    });
  });

  it('fails on a missing or unknown set, with file, line and column and the known sets', async () => {
    expect(await failure('\n::figures{set="exchnage"}', EXPLAINER)).toBe(
      `${shown(EXPLAINER)}:2:1: ::figures: unknown set "exchnage" (known: warspike-pairing, exchange)`,
    );
    expect(await failure('::figures', EXPLAINER)).toContain('::figures: needs set="…"');
    expect(await failure('::figurs{set="exchange"}', EXPLAINER)).toContain('Did you mean: ::figures?');
  });
});

describe('page version', () => {
  it('comes from the content path', async () => {
    expect((await inline(':rule[6]', V02_FILE))[0].url).toBe('/v0.2/rules/6/');
  });

  it('for explainers: frontmatter version, else the newest of versions, else the current (published) one: the base a number is read in', async () => {
    // An explainer's :rule is a RuleRef by stable id; its plain-Markdown fallback links the base version.
    const base = async (md: string, fm?: Record<string, unknown>) => (await inline(md, EXPLAINER, fm))[0].data.hProperties.href;
    expect(await base(':rule[5]', { version: 'v0.1f', versions: ['v0.1f'] })).toBe('/v0.1f/rules/5/');
    expect(await base(':rule[5]', { versions: ['v0.1f'] })).toBe('/v0.1f/rules/5/');
    expect(await base(':rule[5]', { versions: ['v0.2', 'v0.1f'] })).toBe('/v0.2/rules/5/');
    expect(await base(':rule[4]', {})).toBe('/v0.1f/rules/4/');
  });

  it('for WarSpike pages: a version, as for explainers (the folder is not a version), and plain links', async () => {
    expect((await inline(':rule[move-action]', WARSPIKE, { version: 'v0.1f' }))[0].url).toBe('/v0.1f/rules/5/');
    expect((await inline(':rule[5]', WARSPIKE))[0].url).toBe('/v0.1f/rules/5/');
    expect(await failure(':rule[base-contakt]', WARSPIKE)).toMatch(
      new RegExp(`^${shown(WARSPIKE).replace(/[.]/g, '\\.')}:1:1: :rule\\[base-contakt\\]: v0.1f has no rule with the id "base-contakt"`),
    );
  });

  it('fails on an explainer naming an unknown version', async () => {
    await expect(transform(':rule[5]', EXPLAINER, { version: 'v9' })).rejects.toThrow(/frontmatter version names "v9", not a version/);
  });

  it('fails on a folder that is not a version', async () => {
    await expect(transform(':rule[5]', join(CONTENT, 'v0.9/rules/01-x.mdx'))).rejects.toThrow(/the folder "v0.9" is not a version/);
  });
});

describe(':rule in explainers', () => {
  const both = { versions: ['v0.1f', 'v0.2'] };

  it("becomes a RuleRef by stable id, which each version's page renders with its own number", async () => {
    const [ref] = await inline(':Rule[move-action] and', EXPLAINER, both);
    expect(ref).toMatchObject({ type: 'mdxJsxTextElement', name: 'RuleRef' });
    expect(Object.fromEntries(ref.attributes.map((a: { name: string; value: string }) => [a.name, a.value]))).toEqual({ rule: 'move-action', word: 'Rule' });
    // A number is read in the base version (v0.2 here) and kept as the rule it names there.
    const [byNumber] = await inline(':rule[6]', EXPLAINER, both);
    expect(byNumber.attributes).toContainEqual({ type: 'mdxJsxAttribute', name: 'rule', value: 'move-action' });
  });

  it('keeps a pinned version', async () => {
    const [ref] = await inline(':rule[colours]{v=v0.2}', EXPLAINER, both);
    expect(ref.attributes).toContainEqual({ type: 'mdxJsxAttribute', name: 'v', value: 'v0.2' });
  });

  it("turns a link to another explainer into an ExplainerLink, which stays in the page's version", async () => {
    const [link] = await inline('[the rulings](/explainers/rulings/#move-distance)', EXPLAINER, both);
    expect(link).toMatchObject({ type: 'mdxJsxTextElement', name: 'ExplainerLink', children: [{ type: 'text', value: 'the rulings' }] });
    expect(link.attributes).toEqual([
      { type: 'mdxJsxAttribute', name: 'slug', value: 'rulings' },
      { type: 'mdxJsxAttribute', name: 'hash', value: '#move-distance' },
    ]);
    // Other links, and links on pages that are not explainers, are left alone.
    expect((await inline('[WarSpike](/warspike/)', EXPLAINER, both))[0]).toMatchObject({ type: 'link', url: '/warspike/' });
    expect((await inline('[the rulings](/explainers/rulings/)'))[0]).toMatchObject({ type: 'link', url: '/explainers/rulings/' });
  });

  it('fails when a version the explainer applies to lacks the rule, and says how to pin it', async () => {
    await expect(transform(':rule[colours]', EXPLAINER, both)).rejects.toThrow(
      ':rule[colours]: this explainer applies to v0.1f, which has no rule "colours": pin the reference to a version that has it, e.g. :rule[colours]{v=v0.2}',
    );
  });
});

describe(':combatant', () => {
  it("names the combatant the page version's way, as a glossary term", async () => {
    const [term] = await inline(':combatant[a] strikes', V02_FILE);
    expect(term.children[0]).toMatchObject({ type: 'link', url: '/glossary/#attacker', children: [{ type: 'text', value: 'Attacker' }] });
  });

  it("in an explainer, leaves the name to each version's page", async () => {
    const [term] = await inline(':combatant[a]', EXPLAINER, { versions: ['v0.2'] });
    expect(term).toMatchObject({ type: 'mdxJsxTextElement', name: 'CombatantTerm', attributes: [{ type: 'mdxJsxAttribute', name: 'side', value: 'a' }] });
  });

  it('fails on a side other than a or z, and on a version whose name the glossary lacks', async () => {
    expect(await failure(':combatant[b]')).toContain(
      ':combatant[b]: write :combatant[a] (the combatant that moved into contact) or :combatant[z] (the one it reached)',
    );
    // The fixture glossary has Attacker but not Combatant A.
    expect(await failure(':combatant[a]')).toContain(':combatant[a]: v0.1f calls it "Combatant A", which content/glossary.yaml has no entry for');
  });
});

describe('other text directives', () => {
  it('are left as the text they were', async () => {
    const nodes = await inline('Ratio a:b and 5:30 stay.');
    expect(nodes.map((n: { value?: string }) => n.value).join('')).toBe('Ratio a:b and 5:30 stay.');
  });
});

describe('in Astro’s unified Markdown pipeline', () => {
  it('renders links, the term tooltip and the widget placeholder as HTML', async () => {
    const md = await createMarkdownProcessor({ remarkPlugins: [[remarkSow, { contentDir: CONTENT }]] });
    const { code } = await md.render('See :rule[6] and :term[Inert].\n\n::widget{type="match" preset="contact"}\n', {
      fileURL: pathToFileURL(RULE_FILE),
    });
    expect(code).toContain('<a href="/v0.1f/rules/6/" title="Off the table" class="rule-ref">rule 6</a>');
    expect(code).toContain('<span class="term"><a href="/glossary/#inert" aria-describedby="tip-inert-1">Inert</a>');
    expect(code).toContain('<span id="tip-inert-1" role="tooltip" class="term-tip" data-pagefind-ignore="">');
    expect(code).toContain('<div class="widget-slot" data-widget="match" data-preset="contact" data-version="v0.1f"></div>');
  });
});

describe('::widget written inside a sentence of MDX', () => {
  // MDX takes {type="match"} for a JavaScript expression: without this check the page built and then
  // failed with "type is not defined" and no file or line.
  it('fails the build with the file, line and column of the directive', async () => {
    const { compile } = await import('@mdx-js/mdx');
    const run = (value: string) => compile(new VFile({ value, path: RULE_FILE }), { remarkPlugins: [[remarkSow, { contentDir: CONTENT }]] });
    await expect(run('Try ::widget{type="match"} here.')).rejects.toThrow(`${shown(RULE_FILE)}:1:5: ::widget is a block: write it on its own line`);
    await expect(run('First line\nthen :widget{type="match"}')).rejects.toThrow(`${shown(RULE_FILE)}:2:6: ::widget is a block`);
    await expect(run('::widget{type="match" preset="contact"}')).resolves.toBeDefined();
  });
});
