// Props every widget island takes from its .astro wrapper.
import type { Decision, RulesetId, ReadingId, Scenario, Side } from '../../engine/browser.ts';
import type { Controller } from '../../shared/link-codec.ts';

/** A widget's starting point, as presets.ts builds it at build time and the island receives it (`setup`). */
export interface WidgetPreset {
  /** How the preset is named to the reader, e.g. "the counting example". */
  title: string;
  /** One sentence under the widget saying what to look for. */
  caption: string;
  scenario: Scenario;
  controllers: Record<Side, Controller>;
  /** Positions come from engine deploy(seed): a new seed deploys afresh instead of only rerolling dice. */
  seeded?: boolean;
  /** Depth of each side's deployment zone (the deploy-depth parameter on this table), for presets that start at set-up. */
  zone?: number;
  /** The pair the snap widget first offers to attempt. */
  attempt?: { instigator: string; retaliator: string };
  /** Decisions already played when the widget opens: a preset that opens at one step of a Turn. */
  opening?: Decision[];
}

/** Where a stable rule id leads in a version, resolved from the catalog at build time. */
export interface RuleLink {
  number: number;
  href: string;
  title: string;
}

export type RuleLinks = Readonly<Record<string, RuleLink>>;

/**
 * Rule links for each ruleset a widget's state may play (a shared link may carry another ruleset than
 * the page's): the page's own version for its ruleset, the newest version that plays each other one.
 */
export type RuleLinksByRuleset = Readonly<Partial<Record<RulesetId, RuleLinks>>>;

/**
 * One reading as the settings panel offers it: the engine's READINGS data, resolved at build time and
 * passed as props, so its prose travels in the page, not in the script.
 */
export interface ReadingChoice {
  id: ReadingId;
  title: string;
  default: string;
  variants: ReadonlyArray<{ value: string; label: string }>;
  /** A whole-number reading's allowed range (the turn limit). */
  range?: { min: number; max: number };
}

/** Where a page places a widget: what Widget.astro, PlacedWidget.astro and the widget's server island are given. */
export interface WidgetPlacement {
  type: string;
  preset?: string;
  version: string;
  /** Overrides the element id (the anchor a shared link scrolls to). */
  id?: string;
  /** Full width, for the /play/ page. */
  wide?: boolean;
}

export interface WidgetProps {
  /** The preset's name (src/widgets/models/registry.ts). */
  preset: string;
  /**
   * The preset itself, built at build time by presets.ts and passed as data: the browser gets the
   * starting position without shipping every preset's code.
   */
  setup: WidgetPreset;
  /** The page's version (v0.1f, v0.2). The ruleset a widget plays is its scenario's, from the version's version.yaml. */
  version: string;
  ruleLinks?: RuleLinksByRuleset;
  /** The id of the widget's element, so a shared link can scroll to it. Also names its link parameter. */
  anchor?: string;
  /** The readings a reader may switch (from the engine's READINGS, at build time). */
  readingChoices?: readonly ReadingChoice[];
  /** Milliseconds between decisions a policy makes on its own; tests pass 0. */
  pace?: number;
}
