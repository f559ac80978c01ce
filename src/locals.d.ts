declare namespace App {
  interface Locals {
    /**
     * The version an explainer page is being rendered in (src/pages/[version]/explainers/[slug].astro):
     * RuleRef.astro and WidgetSlot.astro read it, since one MDX body serves every version's page.
     */
    pageVersion?: string;
    /** How many :combatant terms the page has rendered, for their tooltips' ids (CombatantTerm.astro). */
    combatantTerms?: number;
  }
}
