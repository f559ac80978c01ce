// What a page's parts read about how the versions play, as one value: the catalog, one set of the
// designer's rulings (the build's snapshot, or the newest publication on the server), the one resolver
// over them, and a memo for what is costly to work out from them (the what-if odds). The caller makes it
// and owns the memo, so a memo lives exactly as long as the rulings it was computed under.
import type { Catalog } from './catalog.ts';
import type { DesignerRuling } from './designer-rulings.ts';
import { resolveVersionRules, type VersionRules } from './version-rules.ts';

export interface RulesSource {
  readonly catalog: Catalog;
  /** The designer's rulings these figures are under. */
  readonly rulings: readonly DesignerRuling[];
  /** Which publication the rulings are (null: the committed snapshot files). */
  readonly publication: number | null;
  /** How `version` plays now under these rulings (resolveVersionRules). */
  rules(version: string): VersionRules;
  /** `compute()` once for `key` under these rulings. */
  memo<T>(key: string, compute: () => T): T;
}

export function rulesSource(catalog: Catalog, rulings: readonly DesignerRuling[], publication: number | null, memo = new Map<string, unknown>()): RulesSource {
  return {
    catalog,
    rulings,
    publication,
    rules: (version) => {
      const key = `rules:${version}`;
      if (!memo.has(key)) memo.set(key, resolveVersionRules(catalog, rulings, version));
      return memo.get(key) as VersionRules;
    },
    memo<T>(key: string, compute: () => T): T {
      if (!memo.has(key)) memo.set(key, compute());
      return memo.get(key) as T;
    },
  };
}

/**
 * What a version's play depends on, as a short string: equal keys play alike (the ruleset, version.yaml's
 * numbers, the rulings in force and which of them the designer settled). A prerendered part carries the key
 * it was built with, so its server island can tell whether the newest publication plays otherwise.
 */
export function playKey(rules: VersionRules): string {
  return JSON.stringify([rules.ruleset, rules.given, rules.changedReadings, rules.settled.map((s) => [s.ruling, s.value])]);
}
