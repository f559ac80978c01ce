// What a playtest form page hands its island, made at build time from the catalog and the engine's
// declarations: plain data, so the browser loads no catalog and no engine to draw the form.
import type { Known } from '../../shared/record-schema.ts';

export interface FormRule {
  id: string;
  number: number;
  title: string;
}

export interface FormVersion {
  id: string;
  title: string;
  ruleset: string;
  rules: FormRule[];
  /** Every parameter's value in this version (the engine's defaults and the version's own). */
  params: Record<string, number | string>;
  /**
   * Every reading as this version plays it when the page was built: its version.yaml, then the designer's
   * rulings in force (the one resolver, src/catalog/version-rules.ts). A report names only what its table
   * played otherwise.
   */
  readings: Record<string, string>;
}

export interface FormReadingChoice {
  id: string;
  title: string;
  default: string;
  variants: { value: string; label: string }[];
  range?: { min: number; max: number };
}

export interface FormParam {
  id: string;
  title: string;
  range: string;
  min: number;
  max: number;
  step: number;
  /** The table is written WxD. */
  table?: true;
}

/** A designer's published ruling on a rule, as the rule page shows it (content/rulings.yaml, the build's snapshot). */
export interface FormDesignerRuling {
  id: string;
  text: string;
  status: string;
  by: string;
  updated: string;
  /** The rule page's anchor for it. */
  href: string;
}

/** One open question of ours that reads a rule, and what the engine plays for it in that version. */
export interface FormReading {
  title: string;
  question: string;
  /** The value played, in words. */
  plays: string;
  /** Why: the designer settled it, the version sets it, or it is the engine's default reading. */
  why: 'settled by the designer' | "this version's own setting" | "the engine's default reading";
}

/** What a reader can read before asking about a rule of a version (the question form's "Already answered?"). */
export interface RuleAnswers {
  rulings: FormDesignerRuling[];
  readings: FormReading[];
}

export interface FormData {
  /** In the catalog's order, newest last. */
  versions: FormVersion[];
  /** The version a form starts on: the newest published one (catalog.ts currentVersion), never a reconstruction or a draft while one exists. */
  current: string;
  known: Known;
}

/** Reads the form's address: ?name=value, or null. Never throws. */
export function queryValue(name: string): string | null {
  try {
    return new URLSearchParams(location.search).get(name);
  } catch {
    return null;
  }
}

/**
 * The version a link names: its id, or (from a widget, which knows its ruleset) the version played under
 * that ruleset that a reader lands on (the current one if it is, else the newest); with none, the current one.
 */
export function versionFrom(data: Pick<FormData, 'versions' | 'current'>, asked: string | null): FormVersion {
  const { versions } = data;
  const current = versions.find((v) => v.id === data.current) ?? versions[versions.length - 1]!;
  if (!asked) return current;
  const byRuleset = versions.filter((v) => v.ruleset === asked);
  return versions.find((v) => v.id === asked) ?? (byRuleset.includes(current) ? current : byRuleset.at(-1)) ?? current;
}

/** A UUID for a new record: made here, so a retried send is the same record. */
export function newId(): string {
  return crypto.randomUUID();
}
