// What changed between two versions, rule by rule, matched by stable id (numbers move; ids do not).
import { diffWords } from 'diff';
import type { Catalog, RuleEntry, VersionMeta } from './catalog.ts';
import { plainText } from '../shared/emphasis.ts';

export interface DiffPart {
  text: string;
  change: 'same' | 'added' | 'removed';
}

export interface OutcomeDiff {
  label: string;
  parts: DiffPart[];
}

export interface RuleChange {
  id: string;
  from: RuleEntry;
  to: RuleEntry;
  renumbered: boolean;
  /** The designer's text differs (wording or outcomes); emphasis marks alone do not count. */
  reworded: boolean;
  retitled: boolean;
  /** The rule stands in another section: the two sections' titles ("Turn Organisation" → "Movement & Waiting"). */
  moved?: { from: string; to: string };
  wording: DiffPart[];
  outcomes: OutcomeDiff[];
}

export interface VersionComparison {
  from: VersionMeta;
  to: VersionMeta;
  added: RuleEntry[];
  removed: RuleEntry[];
  /** Rules in both versions that were renumbered, reworded or moved to another section (a new title of ours alone is no change), in `to`'s order. */
  changed: RuleChange[];
  unchanged: RuleEntry[];
}

export function wordDiff(before: string, after: string): DiffPart[] {
  return diffWords(plainText(before), plainText(after)).map((c) => ({
    text: c.value,
    change: c.added ? 'added' : c.removed ? 'removed' : 'same',
  }));
}

/** A move between sections: by section id, named by each version's section title. */
export function sectionMove(catalog: Catalog, from: RuleEntry, to: RuleEntry): { from: string; to: string } | undefined {
  if (from.section === to.section) return undefined;
  const title = (rule: RuleEntry) => catalog.version(rule.version)?.sections.find((s) => s.id === rule.section)?.title ?? rule.section;
  return { from: title(from), to: title(to) };
}

/** How `to` differs from `from`; given the catalog, also whether it moved to another section. */
export function compareRule(from: RuleEntry, to: RuleEntry, catalog?: Catalog): RuleChange {
  const labels = [...new Set([...from.outcomes, ...to.outcomes].map((o) => o.label))];
  const textOf = (rule: RuleEntry, label: string) => rule.outcomes.find((o) => o.label === label)?.text ?? '';
  const outcomes = labels.map((label) => ({ label, parts: wordDiff(textOf(from, label), textOf(to, label)) }));
  const wording = wordDiff(from.wording, to.wording);
  const differs = (parts: DiffPart[]) => parts.some((p) => p.change !== 'same');
  return {
    id: to.id,
    from,
    to,
    renumbered: from.number !== to.number,
    reworded: differs(wording) || outcomes.some((o) => differs(o.parts)),
    retitled: from.title !== to.title,
    ...(catalog && sectionMove(catalog, from, to) ? { moved: sectionMove(catalog, from, to)! } : {}),
    wording,
    outcomes,
  };
}

export function compareVersions(catalog: Catalog, fromId: string, toId: string): VersionComparison {
  const from = catalog.version(fromId);
  const to = catalog.version(toId);
  if (!from || !to) throw new Error(`compareVersions: unknown version ${!from ? fromId : toId}`);
  const before = catalog.rules(fromId);
  const after = catalog.rules(toId);
  const comparison: VersionComparison = { from, to, added: [], removed: [], changed: [], unchanged: [] };
  for (const rule of after) {
    const old = catalog.rule(fromId, rule.id);
    if (!old) {
      comparison.added.push(rule);
      continue;
    }
    const change = compareRule(old, rule, catalog);
    if (change.renumbered || change.reworded || change.moved) comparison.changed.push(change);
    else comparison.unchanged.push(rule);
  }
  comparison.removed = before.filter((r) => !catalog.rule(toId, r.id));
  return comparison;
}

export interface LaterChange {
  version: VersionMeta;
  /** The rule in that version, or undefined when the version dropped it. */
  rule: RuleEntry | undefined;
  reworded: boolean;
  renumbered: boolean;
}

/** How later versions differ from this rule, for the "changed in v0.2" markers (unchanged versions left out). */
export function laterChanges(catalog: Catalog, rule: RuleEntry): LaterChange[] {
  const i = catalog.versions.findIndex((v) => v.id === rule.version);
  return catalog.versions
    .slice(i + 1)
    .map((version) => {
      const later = catalog.rule(version.id, rule.id);
      const change = later ? compareRule(rule, later) : undefined;
      return { version, rule: later, reworded: change?.reworded ?? false, renumbered: change?.renumbered ?? false };
    })
    .filter((c) => !c.rule || c.reworded || c.renumbered);
}

/** How this rule differs from the version just before its own (for "new in" / "reworded since" notes), if it does. */
export function changeFromPrevious(catalog: Catalog, rule: RuleEntry): LaterChange | undefined {
  const i = catalog.versions.findIndex((v) => v.id === rule.version);
  const version = catalog.versions[i - 1];
  if (!version) return undefined;
  const before = catalog.rule(version.id, rule.id);
  const change = before ? compareRule(before, rule) : undefined;
  const result = { version, rule: before, reworded: change?.reworded ?? false, renumbered: change?.renumbered ?? false };
  return !before || result.reworded || result.renumbered ? result : undefined;
}

/** Every ordered pair of distinct versions, older-to-newer pairs first. */
export function versionPairs(catalog: Catalog): Array<[VersionMeta, VersionMeta]> {
  const pairs: Array<[VersionMeta, VersionMeta]> = [];
  catalog.versions.forEach((a, i) => catalog.versions.forEach((b, j) => i < j && pairs.push([a, b])));
  catalog.versions.forEach((a, i) => catalog.versions.forEach((b, j) => i > j && pairs.push([a, b])));
  return pairs;
}
