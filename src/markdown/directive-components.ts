// What our directives become: the MDX components a page maps (src/components/mdx-components.ts) and the
// props each receives. remark-sow writes these nodes; the components read these props.

/** A directive the build would fail on: where (1-based) and what to do, without the file's name. */
export interface DirectiveProblem {
  line: number;
  column: number;
  reason: string;
}

/** The component an MDX page must map (see src/components/mdx-components.ts); its props are WidgetSlotProps. */
export const WIDGET_COMPONENT = 'WidgetSlot';

export interface WidgetSlotProps {
  type: string;
  preset?: string;
  version: string;
}

/**
 * The component an explainer's :rule becomes (see src/components/mdx-components.ts): an explainer is
 * published once per version it applies to, so its rule links are resolved by stable id when each
 * version's page is rendered (src/components/RuleRef.astro), not here.
 */
export const RULE_REF_COMPONENT = 'RuleRef';

export interface RuleRefProps {
  /** The rule's stable id. */
  rule: string;
  /** "rule" or "Rule" (start of a sentence). */
  word: 'rule' | 'Rule';
  /** A version the reference is pinned to ({v=…}); otherwise the page's own. */
  v?: string;
}

/** The component an explainer's Markdown link to another explainer becomes: the linked explainer in the page's version. */
export const EXPLAINER_LINK_COMPONENT = 'ExplainerLink';

export interface ExplainerLinkProps {
  slug: string;
  /** "#anchor", if the link has one. */
  hash?: string;
}

/** The component an explainer's :combatant[a|z] becomes: the page version's name for that combatant. */
export const COMBATANT_TERM_COMPONENT = 'CombatantTerm';

export interface CombatantTermProps {
  side: 'a' | 'z';
}

/** The component ::figures becomes (see src/components/mdx-components.ts). */
export const FIGURES_COMPONENT = 'EngineFigures';

/** The placeholder's HTML attributes, shared by WidgetSlot.astro and the plain-Markdown fallback. */
export function widgetSlotAttributes(props: WidgetSlotProps): Record<string, string> {
  return {
    class: 'widget-slot',
    'data-widget': props.type,
    ...(props.preset ? { 'data-preset': props.preset } : {}),
    'data-version': props.version,
  };
}
