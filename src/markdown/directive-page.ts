// One Markdown page's directives resolved against the catalog and glossary, in the page's own version:
// each :rule, :term, :combatant, :other, ::widget and ::figures becomes its link or component, and
// anything unknown fails with the file, line, column and the nearest valid choices (or, in check mode,
// is reported and left as written).
import { relative, sep } from 'node:path';
import type { Link, Parent, PhrasingContent, RootContent, Text } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { currentVersion, type Catalog } from '../catalog/catalog.ts';
import { findTerm, type GlossaryEntry } from '../catalog/glossary.ts';
import { widgetProblem, WIDGET_PRESETS } from '../widgets/models/registry.ts';
import { figureSetProblem } from '../shared/figure-sets.ts';
import { nearestNumbers, nearestWords } from '../shared/suggest.ts';
import { urls } from '../shared/urls.ts';
import {
  COMBATANT_TERM_COMPONENT,
  FIGURES_COMPONENT,
  RULE_REF_COMPONENT,
  WIDGET_COMPONENT,
  widgetSlotAttributes,
  type CombatantTermProps,
  type DirectiveProblem,
  type RuleRefProps,
  type WidgetSlotProps,
} from './directive-components.ts';

export type Directive = TextDirective | LeafDirective | ContainerDirective;

/** Thrown past a directive in check mode: its problem is reported, the walk goes on. */
export class Reported extends Error {}

/** Folders of content/ that hold pages but are not versions. */
const NOT_VERSION_FOLDERS = ['explainers', 'warspike'];

export class Page {
  readonly version: string;
  /** For an explainer, every version it is published in (each gets its own page); undefined elsewhere. */
  readonly explainerVersions: string[] | undefined;
  private termCount = new Map<string, number>();
  private file: VFile;
  private catalog: Catalog;
  private glossary: GlossaryEntry[];
  private contentDir: string;
  private report: ((problem: DirectiveProblem) => void) | undefined;

  constructor(file: VFile, catalog: Catalog, glossary: GlossaryEntry[], contentDir: string, report?: (problem: DirectiveProblem) => void) {
    this.file = file;
    this.report = report;
    this.catalog = catalog;
    this.glossary = glossary;
    this.contentDir = contentDir;
    this.version = this.pageVersion();
    this.explainerVersions = this.topFolder() === 'explainers' ? this.listedVersions() : undefined;
  }

  /** The nodes to put in place of a directive, or undefined to leave it (a text directive we do not own). */
  resolve(node: Directive): Array<PhrasingContent | RootContent> | undefined {
    if (node.type === 'textDirective') {
      if (node.name === 'rule' || node.name === 'Rule') return [this.ruleLink(node)];
      if (node.name === 'term') return [this.termLink(node)];
      if (node.name === 'combatant') return [this.combatant(node)];
      if (node.name === 'other') return this.other(node);
      if (node.name === 'widget') this.fail(node, '::widget is a block: write it on its own line with two colons, ::widget{type="…" preset="…"}');
      return [this.asWritten(node)];
    }
    if (node.type === 'leafDirective' && node.name === 'widget') return [this.widget(node)];
    if (node.type === 'leafDirective' && node.name === 'figures') return [this.figures(node)];
    const suggestion = nearestWords(node.name, ['widget', 'figures']);
    this.fail(node, `unknown block directive "${node.name}"${didYouMean(suggestion.map((s) => `::${s}`))} (block directives: ::widget, ::figures)`);
  }

  private ruleLink(node: TextDirective): Link {
    const ref = labelText(node);
    if (!ref) this.fail(node, `:${node.name}[] needs a rule number or stable id in the brackets, e.g. :rule[25] or :rule[move-action]`);
    const attrs = node.attributes ?? {};
    const unknownAttr = Object.keys(attrs).find((k) => k !== 'v');
    if (unknownAttr) this.fail(node, `:rule takes only the attribute v (a version), not "${unknownAttr}"`);
    const version = attrs.v ?? this.version;
    if (!this.catalog.version(version)) {
      const ids = this.catalog.versions.map((v) => v.id);
      this.fail(node, `:rule[${ref}]{v=${version}}: no version "${version}"${didYouMean(nearestWords(version, ids))} (versions: ${ids.join(', ')})`);
    }
    const rule = this.catalog.rule(version, ref);
    if (!rule) this.fail(node, this.missingRule(ref, version));
    const words = `${node.name} ${rule.number}${version === this.version ? '' : ` (${version})`}`;
    const link: Link = {
      type: 'link',
      url: urls.rule(version, rule.number),
      title: rule.title,
      children: [{ type: 'text', value: words }],
      data: { hProperties: { className: ['rule-ref'] } },
    };
    if (!this.explainerVersions) return link;
    if (attrs.v === undefined)
      for (const other of this.explainerVersions)
        if (!this.catalog.rule(other, rule.id))
          this.fail(
            node,
            `:rule[${ref}]: this explainer applies to ${other}, which has no rule "${rule.id}": pin the reference to a version that has it, e.g. :rule[${rule.id}]{v=${version}}`,
          );
    const props: RuleRefProps = { rule: rule.id, word: node.name === 'Rule' ? 'Rule' : 'rule', ...(attrs.v !== undefined ? { v: version } : {}) };
    // In MDX the component renders the page's version; plain Markdown (tests) keeps the link to this.version.
    return {
      type: 'mdxJsxTextElement',
      name: RULE_REF_COMPONENT,
      attributes: Object.entries(props).map(([name, value]) => ({ type: 'mdxJsxAttribute', name, value })),
      children: link.children,
      data: { hName: 'a', hProperties: { href: link.url, title: link.title, className: ['rule-ref'] } },
      position: node.position,
    } as unknown as Link;
  }

  private missingRule(ref: string, version: string): string {
    const rules = this.catalog.rules(version);
    if (/^\d+$/.test(ref)) {
      const near = nearestNumbers(
        Number(ref),
        rules.map((r) => r.number),
      ).map((n) => `rule ${n} (${this.catalog.rule(version, n)!.title})`);
      return `:rule[${ref}]: ${version} has no rule ${ref} (its rules are 1–${rules.length})${didYouMean(near)}`;
    }
    const elsewhere = this.catalog.versions.map((v) => this.catalog.rule(v.id, ref)).find((r) => r !== undefined);
    if (elsewhere)
      return `:rule[${ref}]: ${version} has no rule "${ref}"; it is rule ${elsewhere.number} of ${elsewhere.version}: write :rule[${ref}]{v=${elsewhere.version}}`;
    const near = nearestWords(
      ref,
      rules.map((r) => r.id),
    ).map((id) => `${id} (rule ${this.catalog.numberOf(version, id)})`);
    return `:rule[${ref}]: ${version} has no rule with the id "${ref}"${didYouMean(near)}`;
  }

  /**
   * :combatant[a] / :combatant[z]: the version's own name for the combatant that moved into contact or
   * the one it reached (version.yaml `terms`: Combatant A/Z in v0.1f, Attacker/Defender in v0.2), as a
   * glossary term. In an explainer, each version's page names its own (CombatantTerm.astro).
   */
  private combatant(node: TextDirective): TextDirective | Link {
    const side = labelText(node);
    if (side !== 'a' && side !== 'z')
      this.fail(node, `:combatant[${side}]: write :combatant[a] (the combatant that moved into contact) or :combatant[z] (the one it reached)`);
    const termIn = (version: string) => {
      const term = this.catalog.version(version)!.terms[side];
      if (!findTerm(this.glossary, term)) this.fail(node, `:combatant[${side}]: ${version} calls it "${term}", which content/glossary.yaml has no entry for`);
      return term;
    };
    const own = this.termLink({ ...node, name: 'term', attributes: {}, children: [{ type: 'text', value: termIn(this.version) }] });
    if (!this.explainerVersions) return own;
    this.explainerVersions.forEach(termIn);
    const props: CombatantTermProps = { side };
    return {
      type: 'mdxJsxTextElement',
      name: COMBATANT_TERM_COMPONENT,
      attributes: Object.entries(props).map(([name, value]) => ({ type: 'mdxJsxAttribute', name, value })),
      children: [own],
      data: { hName: 'span' },
      position: node.position,
    } as unknown as Link;
  }

  private termLink(node: TextDirective): TextDirective {
    const label = labelText(node);
    const ref = node.attributes?.slug ?? label;
    if (!ref) this.fail(node, ':term[] needs a glossary term in the brackets, e.g. :term[Inert]');
    const entry = findTerm(this.glossary, ref);
    if (!entry) {
      const near = nearestWords(
        ref,
        this.glossary.map((g) => g.term),
      );
      this.fail(node, `:term[${ref}]: no glossary term "${ref}" in content/glossary.yaml${didYouMean(near)}`);
    }
    // One id per use: a page may use a term more than once, and ids must be unique.
    const n = (this.termCount.get(entry.slug) ?? 0) + 1;
    this.termCount.set(entry.slug, n);
    const tipId = `tip-${entry.slug}-${n}`;
    const link: Link = {
      type: 'link',
      url: urls.glossary(entry.slug),
      children: node.children.length > 0 ? node.children : [{ type: 'text', value: entry.term }],
      // A list, as hast types aria-describedby (space-separated ids).
      data: { hProperties: { ariaDescribedBy: [tipId] } },
    };
    const tip: TextDirective = {
      type: 'textDirective',
      name: 'term-tip',
      children: [{ type: 'text', value: entry.short }],
      // Kept out of the search index: it repeats the glossary on every page that uses the term.
      data: asElement('span', { id: tipId, role: 'tooltip', className: ['term-tip'], dataPagefindIgnore: '' }),
    };
    return { type: 'textDirective', name: 'term', children: [link, tip], data: asElement('span', { className: ['term'] }) };
  }

  private widget(node: LeafDirective): RootContent {
    const attrs = node.attributes ?? {};
    const type = attrs.type ?? undefined;
    const preset = attrs.preset ?? undefined;
    const problem = widgetProblem(type, preset);
    if (problem) {
      const presets = type ? (WIDGET_PRESETS as Record<string, readonly string[]>)[type] : undefined;
      const near = presets ? nearestWords(preset ?? '', presets) : nearestWords(type ?? '', Object.keys(WIDGET_PRESETS));
      this.fail(node, `::widget: ${problem}${didYouMean(near)}`);
    }
    const props: WidgetSlotProps = { type: type!, ...(preset ? { preset } : {}), version: this.version };
    const element = {
      type: 'mdxJsxFlowElement',
      name: WIDGET_COMPONENT,
      attributes: Object.entries(props).map(([name, value]) => ({ type: 'mdxJsxAttribute', name, value })),
      children: [],
      // Outside MDX (plain Markdown, tests) the same node renders as the bare placeholder.
      data: { hName: 'div', hProperties: widgetSlotAttributes(props) },
      position: node.position,
    };
    return element as unknown as RootContent;
  }

  /** ::figures{set="…"}: a table of seeded engine runs, played at build time. */
  private figures(node: LeafDirective): RootContent {
    const set = node.attributes?.set ?? undefined;
    const problem = figureSetProblem(set);
    if (problem) this.fail(node, `::figures: ${problem}`);
    const element = {
      type: 'mdxJsxFlowElement',
      name: FIGURES_COMPONENT,
      attributes: [{ type: 'mdxJsxAttribute', name: 'set', value: set }],
      children: [],
      data: { hName: 'div', hProperties: { className: ['engine-figures'], 'data-figures': set } },
      position: node.position,
    };
    return element as unknown as RootContent;
  }

  /**
   * :other[D10] or :other[six-sided]{v=v0.1f}: words about another version (or not about this one's play)
   * on purpose, rendered as written; the content check does not hold their numbers to the page's version.
   */
  private other(node: TextDirective): PhrasingContent[] {
    const attrs = node.attributes ?? {};
    const unknownAttr = Object.keys(attrs).find((k) => k !== 'v');
    if (unknownAttr) this.fail(node, `:other takes only the attribute v (the version it speaks of), not "${unknownAttr}"`);
    if (attrs.v != null && !this.catalog.version(attrs.v)) {
      const ids = this.catalog.versions.map((v) => v.id);
      this.fail(node, `:other{v=${attrs.v}}: no version "${attrs.v}"${didYouMean(nearestWords(attrs.v, ids))} (versions: ${ids.join(', ')})`);
    }
    return node.children;
  }

  /** A text directive we do not own (e.g. "ratio:high" in prose) goes back to the text it was. */
  private asWritten(node: TextDirective): Text {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    const source = String(this.file.value ?? '');
    const value =
      start !== undefined && end !== undefined && source ? source.slice(start, end) : `:${node.name}${labelText(node) ? `[${labelText(node)}]` : ''}`;
    return { type: 'text', value };
  }

  /**
   * content/<version>/… takes that version; explainers and WarSpike pages (content/warspike/, whose
   * :rule links go to Fragment 1) take frontmatter `version`, else the newest of `versions`, else the
   * current one.
   */
  private topFolder(): string | undefined {
    const path = this.file.path ? relative(this.contentDir, this.file.path) : '';
    return path && !path.startsWith('..') && path.includes(sep) ? path.split(sep)[0] : undefined;
  }

  /** An explainer's versions (src/site/routes.ts, explainerVersions): its frontmatter `versions`, or every version but its `except`. */
  private listedVersions(): string[] {
    const fm = (this.file.data as { astro?: { frontmatter?: Record<string, unknown> } }).astro?.frontmatter ?? {};
    const listed = Array.isArray(fm.versions) ? fm.versions.map(String) : [];
    const except = Array.isArray(fm.except) ? fm.except.map(String) : [];
    return this.catalog.versions.map((v) => v.id).filter((id) => (listed.length === 0 || listed.includes(id)) && !except.includes(id));
  }

  private pageVersion(): string {
    const top = this.topFolder();
    if (top && !NOT_VERSION_FOLDERS.includes(top)) {
      if (this.catalog.version(top)) return top;
      this.failAt(undefined, `the folder "${top}" is not a version of the catalog (no ${top}/version.yaml)`);
    }
    const fm = (this.file.data as { astro?: { frontmatter?: Record<string, unknown> } }).astro?.frontmatter ?? {};
    const ids = this.catalog.versions.map((v) => v.id);
    const check = (v: string, field: string) => {
      if (!this.catalog.version(v))
        this.failAt(undefined, `frontmatter ${field} names "${v}", not a version${didYouMean(nearestWords(v, ids))} (versions: ${ids.join(', ')})`);
      return v;
    };
    if (typeof fm.version === 'string') return check(fm.version, 'version');
    if (Array.isArray(fm.versions) && fm.versions.length > 0) {
      const listed = fm.versions.map((v) => check(String(v), 'versions'));
      return ids.filter((id) => listed.includes(id)).at(-1)!;
    }
    return currentVersion(this.catalog).id;
  }

  private where(node?: { position?: { start: { line: number; column: number } } }): string {
    const name = this.file.path ? relative(process.cwd(), this.file.path) : '<input>';
    const at = node?.position?.start;
    return at ? `${name}:${at.line}:${at.column}` : name;
  }

  failInline(node: Text): never {
    const before = node.value.slice(0, Math.max(0, node.value.search(/:{1,2}widget\b/)));
    const start = node.position?.start;
    const lines = before.split('\n');
    const at = start && { line: start.line + lines.length - 1, column: lines.length > 1 ? lines.at(-1)!.length + 1 : start.column + before.length };
    return this.failAt(at, '::widget is a block: write it on its own line with two colons, ::widget{type="…" preset="…"}', node);
  }

  private fail(node: Directive, reason: string): never {
    return this.failAt(node.position?.start, reason, node);
  }

  private failAt(at: { line: number; column: number } | undefined, reason: string, node?: Directive | Text): never {
    if (this.report) {
      this.report({ line: at?.line ?? 1, column: at?.column ?? 1, reason });
      throw new Reported(reason);
    }
    // The file and position go in the text too: not every reporter prints a VFileMessage's place.
    return this.file.fail(`${this.where(at && { position: { start: at } })}: ${reason}`, node);
  }
}

/** Data telling remark-rehype which HTML element a node becomes (mdast-util-to-hast reads hName/hProperties). */
function asElement(hName: string, hProperties: Record<string, unknown>): TextDirective['data'] {
  return { hName, hProperties } as TextDirective['data'];
}

function labelText(node: Parent): string {
  const parts: string[] = [];
  visit(node, 'text', (t: Text) => void parts.push(t.value));
  return parts.join('').trim();
}

function didYouMean(options: string[]): string {
  return options.length > 0 ? `. Did you mean: ${options.join(', ')}?` : '';
}
