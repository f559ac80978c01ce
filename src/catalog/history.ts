// A rule's whole history: the same stable id in every version, oldest first, each compared with the
// version just before it. The history page, /api/rules/<id>.json and the feed's counts all read it here.
import type { Catalog, RuleEntry, VersionMeta } from './catalog.ts';
import { compareRule, compareVersions, type RuleChange } from './compare.ts';

/**
 * What a version did to the rule, against the version just before it. A rule in the oldest version is
 * `added` there (its history starts with it); a version without the rule is `removed` if the one before
 * had it, and has no change at all otherwise. A new title of ours alone is no change (as on the compare pages).
 */
export type ChangeKind = 'added' | 'renumbered' | 'moved' | 'reworded' | 'removed';

export interface HistoryStep {
  version: VersionMeta;
  /** The rule in this version, or undefined when this version has no such rule. */
  rule: RuleEntry | undefined;
  /** The rule in the version just before, if that version had it. */
  previous: RuleEntry | undefined;
  /** Empty when the rule is as it was (or still absent). */
  changes: ChangeKind[];
  /** The word-level change from `previous`, when both versions have the rule. */
  diff: RuleChange | undefined;
}

export interface RuleHistory {
  id: string;
  /** The rule as the newest version that has it gives it (its title names the history). */
  latest: RuleEntry;
  /** One step per version, oldest first. */
  steps: HistoryStep[];
}

export function ruleHistory(catalog: Catalog, id: string): RuleHistory {
  const steps = catalog.versions.map((version, i): HistoryStep => {
    const rule = catalog.rule(version.id, id);
    const before = catalog.versions[i - 1];
    const previous = before ? catalog.rule(before.id, id) : undefined;
    const diff = rule && previous ? compareRule(previous, rule, catalog) : undefined;
    const changes: ChangeKind[] = [];
    if (rule && !previous) changes.push('added');
    if (!rule && previous) changes.push('removed');
    if (diff?.renumbered) changes.push('renumbered');
    if (diff?.moved) changes.push('moved');
    if (diff?.reworded) changes.push('reworded');
    return { version, rule, previous, changes, diff };
  });
  const latest = steps.findLast((s) => s.rule)?.rule;
  if (!latest) throw new Error(`ruleHistory: no version has a rule "${id}"`);
  return { id, latest, steps };
}

/** How many rules a version added, removed, renumbered and reworded against the version before it (none for the oldest). */
export interface VersionChangeCounts {
  previous: VersionMeta;
  added: number;
  removed: number;
  /** A rule both renumbered and reworded counts in both. */
  renumbered: number;
  reworded: number;
}

export function versionChangeCounts(catalog: Catalog, version: VersionMeta): VersionChangeCounts | undefined {
  const previous = catalog.versions[catalog.versions.findIndex((v) => v.id === version.id) - 1];
  if (!previous) return undefined;
  const { added, removed, changed } = compareVersions(catalog, previous.id, version.id);
  return {
    previous,
    added: added.length,
    removed: removed.length,
    renumbered: changed.filter((c) => c.renumbered).length,
    reworded: changed.filter((c) => c.reworded).length,
  };
}
