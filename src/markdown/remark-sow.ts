// Our Markdown directives (syntax from remark-directive):
//   :rule[25]  :rule[move-action]  :rule[25]{v=v0.2}  :Rule[25]   → link to a rule page ("rule 25")
//   :term[Inert]  :term[combatants]{slug=combatant}              → glossary link with a CSS tooltip
//   :combatant[a]  :combatant[z]                                 → the version's name for A or Z, as :term
//   :other[D10]  :other[six-sided]{v=v0.1f}                      → the words as written, about another version
//   ::widget{type="match" preset="contact"}                     → <WidgetSlot type preset version />
//   ::figures{set="exchange"}                                    → <EngineFigures set /> (src/shared/figure-sets.ts)
// Numbers are resolved from the catalog (content/ is the one source of truth), in the page's own version
// (directive-page.ts); the components they become are in directive-components.ts.
import type { Link, Root, RootContent } from 'mdast';
import remarkDirective from 'remark-directive';
import type { Processor } from 'unified';
import { visit, SKIP } from 'unist-util-visit';
import type { VFile } from 'vfile';
import type { Catalog } from '../catalog/catalog.ts';
import { CONTENT_DIR } from '../catalog/content-dir.ts';
import type { GlossaryEntry } from '../catalog/glossary.ts';
import { ContentRead } from './content-read.ts';
import { EXPLAINER_LINK_COMPONENT, type DirectiveProblem, type ExplainerLinkProps } from './directive-components.ts';
import { Page, Reported } from './directive-page.ts';

export interface RemarkSowOptions {
  /** Defaults to the site's content folder. */
  contentDir?: string;
  /** The build's reading of contentDir (kept by its owner, e.g. astro.config.mjs); otherwise the plugin keeps its own. */
  read?: ContentRead;
  /** Given directly (tests, the content check); otherwise read through `read`. */
  catalog?: Catalog;
  glossary?: GlossaryEntry[];
  /**
   * Check mode (`npm run check-content`, src/markdown/content-report.ts): every problem is handed here and
   * the directive left as written, so one pass over a file reports all of its mistakes; without it the
   * first one fails the build.
   */
  report?: (problem: DirectiveProblem) => void;
}

export default function remarkSow(this: Processor, options: RemarkSowOptions = {}) {
  // Adds the directive syntax, so this one plugin is all a pipeline needs.
  remarkDirective.call(this);
  const contentDir = options.read?.contentDir ?? options.contentDir ?? CONTENT_DIR;
  const content = options.read ?? new ContentRead(contentDir);

  return (tree: Root, file: VFile): void => {
    const read = options.catalog && options.glossary ? null : content.now();
    const catalog = options.catalog ?? read!.catalog;
    const glossary = options.glossary ?? read!.glossary;
    let page: Page;
    try {
      page = new Page(file, catalog, glossary, contentDir, options.report);
    } catch (error) {
      if (error instanceof Reported) return;
      throw error;
    }
    const reported = <T>(run: () => T): T | undefined => {
      try {
        return run();
      } catch (error) {
        if (error instanceof Reported) return undefined;
        throw error;
      }
    };

    visit(tree, (node, index, parent) => {
      // Inside a sentence, MDX reads ::widget's {…} as a JavaScript expression before any directive
      // exists ("type is not defined" at run time): catch the words here, where the line is known.
      if (node.type === 'text' && /:widget\b/.test(node.value)) reported(() => page.failInline(node));
      if (node.type !== 'textDirective' && node.type !== 'leafDirective' && node.type !== 'containerDirective') return;
      if (!parent || index === undefined) return;
      const replacement = reported(() => page.resolve(node));
      if (replacement === undefined) return;
      parent.children.splice(index, 1, ...(replacement as RootContent[]));
      return [SKIP, index + replacement.length];
    });
    // An explainer's links to other explainers stay in the version of the page they are read on.
    if (page.explainerVersions)
      visit(tree, 'link', (node: Link, index, parent) => {
        const match = /^\/explainers\/([a-z0-9-]+)\/(#[^\s]*)?$/.exec(node.url);
        if (!match || !parent || index === undefined) return;
        const props: ExplainerLinkProps = { slug: match[1]!, ...(match[2] ? { hash: match[2] } : {}) };
        parent.children.splice(index, 1, {
          type: 'mdxJsxTextElement',
          name: EXPLAINER_LINK_COMPONENT,
          attributes: Object.entries(props).map(([name, value]) => ({ type: 'mdxJsxAttribute', name, value })),
          children: node.children,
          data: { hName: 'a', hProperties: { href: node.url } },
          position: node.position,
        } as unknown as Link);
      });
  };
}
